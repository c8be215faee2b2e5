// `node:fs` for a figure scene in Chromium (the import map of scripts/render-figures.ts points the
// specifier here). A scene that reads a shader file next to it, as it does in Node under the
// sample runner, gets the same bytes from the figure server through a synchronous request.

/**
 * @param {string | URL} file - A URL (`new URL('./x.glsl', import.meta.url)`) or a path the server knows.
 * @param {string | { encoding?: string }} [options] - With an encoding: text; without: bytes.
 * @returns {string | Uint8Array}
 */
export function readFileSync(file, options) {
  const request = new XMLHttpRequest();
  const encoding = typeof options === 'string' ? options : options?.encoding;
  request.open('GET', String(file), false);
  // Bytes come through untouched as the low byte of each character.
  if (!encoding) request.overrideMimeType('text/plain; charset=x-user-defined');
  request.send();
  if (request.status !== 200) throw new Error(`ENOENT: no such file, open '${String(file)}' (HTTP ${request.status})`);
  if (encoding) return request.responseText;
  return Uint8Array.from(request.responseText, (char) => char.charCodeAt(0) & 0xff);
}

export default { readFileSync };
