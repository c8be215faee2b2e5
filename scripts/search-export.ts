/**
 * Writes the records of the local search index as Algolia-ready JSON, one file per locale, so a
 * maintainer can push them to a hosted DocSearch index: build/search-export/{en,ja}.json.
 * URLs are made absolute with the site URL. Usage: tsx scripts/search-export.ts [build dir] [site url]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expandRecords, type IndexFile } from '../plugins/local-search/client/records';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const siteUrl = (process.argv[3] ?? 'https://developer.playcanvas.com').replace(/\/$/, '');
const outDir = path.join(buildDir, 'search-export');
mkdirSync(outDir, { recursive: true });
for (const { locale, dir } of [
  { locale: 'en', dir: buildDir },
  { locale: 'ja', dir: path.join(buildDir, 'ja') },
]) {
  const file = path.join(dir, 'search-index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run the build first`);
  const records = expandRecords(JSON.parse(readFileSync(file, 'utf8')) as IndexFile).map(({ weight, ...record }) => ({
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
