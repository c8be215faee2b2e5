import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { COMPRESSIBLE, precompressAll } from '../../lib/compress';
import { listFiles } from '../../lib/files';

/**
 * After each locale's build, writes brotli and gzip copies of its text files so a static server
 * (ours, nginx `gzip_static`/`brotli_static`, most CDNs) can send them without compressing per request.
 */
export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({ outDir, i18n }) {
      const started = performance.now();
      // The default locale's outDir contains the other locales' folders; leave those to their own build.
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.currentLocale).map((locale) => path.join(outDir, locale) + path.sep);
      const files = listFiles(outDir, COMPRESSIBLE).filter((file) => !otherLocales.some((dir) => file.startsWith(dir)));
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
