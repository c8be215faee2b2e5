/**
 * Search figures for the build in build/: index transfer size per locale (raw, gzip), index
 * build time and query latency (p50/p95) in Node, and relevance over the query set in
 * plugins/local-search/__fixtures__/relevance.json (share of queries whose page is in the top 5).
 * Exits 1 when relevance falls below 90 %. Usage: tsx scripts/search-bench.ts [build dir]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LocalIndex } from '../plugins/local-search/client/engine';
import { evaluate, percentile, type RelevanceCase } from '../plugins/local-search/client/relevance';
import type { IndexFile } from '../plugins/local-search/client/records';

const MIN_FOUND = 0.9;
const ROUNDS = 20;
const buildDir = path.resolve(process.argv[2] ?? 'build');
const cases = JSON.parse(readFileSync(path.resolve(__dirname, '../plugins/local-search/__fixtures__/relevance.json'), 'utf8')) as Record<string, RelevanceCase[]>;

let failed = false;
for (const { locale, dir, baseUrl } of [
  { locale: 'ja', dir: path.join(buildDir, 'ja'), baseUrl: '/ja/' },
  { locale: 'en', dir: buildDir, baseUrl: '/' },
]) {
  const file = path.join(dir, 'search-index.json');
  if (!existsSync(file)) {
    console.error(`[search-bench] ${file} is missing: run the build first.`);
    process.exit(1);
  }
  const raw = readFileSync(file);
  const started = performance.now();
  const index = new LocalIndex(JSON.parse(raw.toString('utf8')) as IndexFile);
  const buildMs = performance.now() - started;
  const built = new Set(index.records.map((record) => record.url_without_anchor));
  const present = (cases[locale] ?? []).filter((testCase) => built.has(`${baseUrl}${testCase.page.replace(/^\//, '')}`));
  const results = evaluate(index, present, baseUrl);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) for (const result of evaluate(index, present, baseUrl)) latencies.push(result.ms);
  const found = results.filter((result) => result.found).length;
  const share = found / Math.max(1, results.length);
  console.log(
    `[search-bench] ${locale}: index ${(raw.length / 1024).toFixed(1)} KB, gzip ${(gzipSync(raw).length / 1024).toFixed(1)} KB, ` +
      `${index.records.length} records; built in ${buildMs.toFixed(0)} ms; ` +
      `query p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms; ` +
      `relevance ${found}/${results.length} (${(share * 100).toFixed(1)} %) in the top 5` +
      (present.length < (cases[locale]?.length ?? 0) ? ` (${(cases[locale]?.length ?? 0) - present.length} queries skipped: page not built)` : ''),
  );
  for (const result of results.filter((r) => !r.found)) console.log(`  missed: ${result.query} → ${result.page}`);
  if (share < MIN_FOUND) failed = true;
}
if (failed) {
  console.error(`[search-bench] relevance below ${MIN_FOUND * 100} %`);
  process.exit(1);
}
