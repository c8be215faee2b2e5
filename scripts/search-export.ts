/**
 * Writes the records of the local search index as Algolia-ready JSON, one file per locale, so a
 * maintainer can push them to a hosted DocSearch index: build/search-export/{en,ja}.json.
 * URLs are made absolute with the site URL. Usage: tsx scripts/search-export.ts [build dir] [site url]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openBuiltIndex } from '../plugins/local-search/indexer/disk';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const siteUrl = (process.argv[3] ?? 'https://developer.playcanvas.com').replace(/\/$/, '');
const outDir = path.join(buildDir, 'search-export');
mkdirSync(outDir, { recursive: true });
for (const { locale, dir } of [
  { locale: 'en', dir: buildDir },
  { locale: 'ja', dir: path.join(buildDir, 'ja') },
]) {
  const index = await openBuiltIndex(dir).catch((error: unknown) => {
    throw new Error(`no search index in ${dir}: run the build first`, { cause: error });
  });
  const records = (await index.allRecords()).map(({ weight, ...record }) => ({
    ...record,
    url: siteUrl + record.url,
    url_without_anchor: siteUrl + record.url_without_anchor,
    hierarchy_camel: [record.hierarchy],
    weight,
  }));
  const target = path.join(outDir, `${locale}.json`);
  writeFileSync(target, JSON.stringify(records));
  console.log(`[search-export] ${locale}: ${records.length} records → ${path.relative(process.cwd(), target)}`);
}
