import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { COMPRESSIBLE, precompressAll } from '../../lib/compress';
import { listFiles } from '../../lib/files';

/**
 * After each locale's build, writes brotli and gzip copies of its text files so a static server
 * (ours, nginx `gzip_static`/`brotli_static`, most CDNs) can send them without compressing per request.
 */
export interface Options {
  /**
   * Folders (relative to each locale's output) whose files another plugin compresses itself. The
   * local-search plugin replaces its index folder during the same postBuild phase, so listing it
   * here would race with that plugin and compress its files twice.
   */
  skipFolders?: readonly string[];
  /** Files (relative to each locale's output) that another plugin writes and compresses during postBuild. */
  skipFiles?: readonly string[];
}

export default function precompressPlugin(_context: unknown, options: Options = {}): Plugin {
  return {
    name: 'precompress',
    async postBuild({ outDir, i18n }) {
      const started = performance.now();
      // The default locale's outDir contains the other locales' folders; leave those to their own build.
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.currentLocale).map((locale) => path.join(outDir, locale) + path.sep);
      const skipped = (options.skipFolders ?? []).map((folder) => path.join(outDir, folder) + path.sep);
      const skippedFiles = new Set((options.skipFiles ?? []).map((file) => path.join(outDir, file)));
      const files = listFiles(outDir, COMPRESSIBLE).filter(
        (file) => !otherLocales.some((dir) => file.startsWith(dir)) && !skipped.some((dir) => file.startsWith(dir)) && !skippedFiles.has(file),
      );
      try {
        const result = await precompressAll(files);
        const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
        console.log(
          `[precompress] ${i18n.currentLocale}: ${result.files} files, ${mb(result.rawBytes)} MB → brotli ${mb(result.brotliBytes)} MB, gzip ${mb(result.gzipBytes)} MB, ${Math.round(performance.now() - started)} ms`,
        );
      } catch (error) {
        throw new Error(`precompress failed in ${outDir}`, { cause: error });
      }
    },
  };
}
