/**
 * Unsigned integers written as JSON-safe text: 5 bits a character, least significant first.
 * A character of the first half of the alphabet ends a number; one of the second half says more
 * follows. Postings are kept as such strings inside the index JSON, so the browser parses one
 * short string per term and decodes only the terms a query touches.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DECODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) DECODE[ALPHABET.charCodeAt(i)] = i;

/** Appends the text of a non-negative integer to `out` and returns it. */
export function encodeVarint(value: number, out: string[]): string[] {
  let rest = Math.floor(value);
  if (!(rest >= 0)) throw new RangeError(`varint: ${value} is not a non-negative integer`);
  while (rest >= 32) {
    out.push(ALPHABET[32 + (rest % 32)]!);
    rest = Math.floor(rest / 32);
  }
  out.push(ALPHABET[rest]!);
  return out;
}

/** Encodes a list of non-negative integers into one string. */
export function encodeVarints(values: readonly number[]): string {
  const out: string[] = [];
  for (const value of values) encodeVarint(value, out);
  return out.join('');
}

/** Decodes a whole string written by {@link encodeVarints}. Throws on a character not of the alphabet. */
export function decodeVarints(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i += 1) {
    const digit = DECODE[text.charCodeAt(i)] ?? -1;
    if (digit < 0) throw new SyntaxError(`varint: unexpected character at ${i}`);
    if (digit >= 32) {
      value += (digit - 32) * scale;
      scale *= 32;
    } else {
      values.push(value + digit * scale);
      value = 0;
      scale = 1;
    }
  }
  return values;
}
