import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text formats the server sends often. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map|mjs)$/;
/** Below this size the compressed copy saves too little to matter. */
export const MIN_BYTES = 1024;

export interface CompressionResult {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** From this size on, compressed copies are kept for the rest of the build (see `compressed`). */
const REUSE_FROM_BYTES = 64 * 1024;
/** Compressed copies of large files by quality and content hash: both locales ship the same engine and shared chunks. */
const reusable = new Map<string, Promise<[Buffer, Buffer]>>();

/**
 * Brotli quality by file. Scripts, styles and data are hashed or long-lived and downloaded once per
 * reader: quality 10. Pages are revalidated on every visit (nginx and `npm run serve` send these
 * copies; Netlify and Cloudflare Pages compress pages themselves): at quality 5 brotli is about 20
 * times faster on them (0.2 s against 4.5 s for 200 ja pages) for copies about 8 % larger (18.7 % of
 * the raw bytes against 17.3 %), and pages were nine tenths of the build's compression time.
 * The same holds for the pages as Markdown and the llms files (plugins/markdown-pages): ja's
 * llms-full.txt (5.5 MB) takes 0.7 s at quality 5 against 8 s at 10, for 17 % more bytes.
 */
export function brotliQualityFor(file: string): number {
  return /\.(html|md|txt)$/.test(file) ? 5 : 10;
}

function compress(content: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
}

/** Brotli and gzip copies of `content`, compressed once per build for large files seen again. */
function compressed(content: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  if (content.length < REUSE_FROM_BYTES) return compress(content, quality);
  const key = `${quality}:${createHash('sha256').update(content).digest('hex')}`;
  let copies = reusable.get(key);
  if (!copies) {
    copies = compress(content, quality);
    reusable.set(key, copies);
  }
  return copies;
}

/** Writes `.br` and `.gz` copies of `content` (the content of `file`) next to the file; returns the sizes. */
export async function writeCompressedCopies(file: string, content: Buffer): Promise<{ raw: number; br: number; gz: number }> {
  const [br, gz] = await compressed(content, brotliQualityFor(file));
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: content.length, br: br.length, gz: gz.length };
}

/** Writes `.br` and `.gz` next to a file; returns the sizes, or null when it is too small. */
export async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number } | null> {
  const content = await readFile(file);
  return content.length < MIN_BYTES ? null : writeCompressedCopies(file, content);
}

/** Compresses every file in the list with a bounded number of files in flight. */
export async function precompressAll(files: readonly string[], concurrency = 8): Promise<CompressionResult> {
  const result: CompressionResult = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const sizes = await precompressFile(files[next++]!);
      if (!sizes) continue;
      result.files += 1;
      result.rawBytes += sizes.raw;
      result.brotliBytes += sizes.br;
      result.gzipBytes += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}
