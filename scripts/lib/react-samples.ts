/**
 * The PlayCanvas React samples as scripts/check-react-samples.ts checks them: app samples under
 * examples/playcanvas-react/ (complete modules that mount into `#root`; the rest are fragments,
 * only type-checked) with their proof lines. This module holds what the check decides without a
 * browser: the steps the comments ask for, and whether a pixel is the colour a line names.
 * `console.log(…); // →` proofs are read by scripts/lib/sample-proofs.ts as everywhere.
 */

/** A step of a sample's proof, in the order of its comment lines. */
export type ReactStep =
  /** `// pixel: <x>% <y>% ≈ #rrggbb`: the canvas pixel at that fraction of its width and height. */
  | { kind: 'pixel'; x: number; y: number; colour: [number, number, number]; hex: string; line: number }
  /** `// click: <x>% <y>%`: a mouse click on the canvas there; later pixel lines are read after it. */
  | { kind: 'click'; x: number; y: number; line: number };

/** How far (per channel, 0–255) a pixel may be from the colour a `// pixel:` line names. */
export const PIXEL_TOLERANCE = 48;

const STEP = /^[ \t]*\/\/[ \t]*(pixel|click):(.*)$/;
const PERCENT = String.raw`(\d+(?:\.\d+)?)%`;
const PIXEL = new RegExp(String.raw`^\s*${PERCENT}\s+${PERCENT}\s*[≈~]\s*#([0-9a-fA-F]{6})\s*$`);
const CLICK = new RegExp(String.raw`^\s*${PERCENT}\s+${PERCENT}\s*$`);

/**
 * The proof steps of a sample, in order. A comment line that starts `// pixel:` or `// click:`
 * but does not follow the syntax, or a position outside 0–100 %, throws with its line.
 */
export function reactSteps(code: string): ReactStep[] {
  const steps: ReactStep[] = [];
  code.split(/\r?\n/).forEach((text, index) => {
    const match = STEP.exec(text);
    if (!match) return;
    const line = index + 1;
    const [, kind, rest] = match as unknown as [string, 'pixel' | 'click', string];
    const parts = (kind === 'pixel' ? PIXEL : CLICK).exec(rest);
    if (!parts) {
      throw new Error(
        `line ${line}: \`// ${kind}:\` needs ${kind === 'pixel' ? '`<x>% <y>% ≈ #rrggbb`' : '`<x>% <y>%`'} (got ${JSON.stringify(rest.trim())})`,
      );
    }
    const x = Number(parts[1]);
    const y = Number(parts[2]);
    if (x > 100 || y > 100) throw new Error(`line ${line}: positions are 0–100 % of the canvas`);
    if (kind === 'click') {
      steps.push({ kind, x, y, line });
      return;
    }
    const hex = parts[3]!.toLowerCase();
    const colour = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
    steps.push({ kind, x, y, colour, hex: `#${hex}`, line });
  });
  return steps;
}

/** The pixel (column, row from the top) of a canvas `width` × `height` at `x` % and `y` %; 100 % is the last pixel. */
export function pixelAt(width: number, height: number, x: number, y: number): [number, number] {
  return [Math.min(width - 1, Math.floor((width * x) / 100)), Math.min(height - 1, Math.floor((height * y) / 100))];
}

/** `#rrggbb` of an RGB triple. */
export function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((value) => (value ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/** Whether every channel of `actual` is within {@link PIXEL_TOLERANCE} of `expected`. */
export function pixelMatches(actual: readonly number[], expected: readonly number[]): boolean {
  return expected.every((value, channel) => Math.abs((actual[channel] ?? -1000) - value) <= PIXEL_TOLERANCE);
}
