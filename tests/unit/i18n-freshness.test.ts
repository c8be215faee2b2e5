import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentHash, exampleImports, freshnessOf, pageOf, updateRecord } from '../../lib/i18n-freshness';
import { freshnessProblems } from '../../scripts/lib/i18n-freshness';

const EN = `---
title: Cameras
description: How cameras work.
keywords: ["viewpoint"]
---

import code from '@site/examples/cam/cam.mjs?raw';

## Add a camera {#add-a-camera}

Text.
`;
const JA = `---
title: カメラ
description: カメラのしくみ。
keywords: ["視点"]
---

## カメラを追加する {#add-a-camera}

本文。
`;

let site: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};
const read = (file: string) => readFileSync(path.join(site, file), 'utf8');
const EN_FILE = 'docs/guide/cameras.mdx';
const JA_FILE = 'i18n/ja/docusaurus-plugin-content-docs/current/guide/cameras.mdx';

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'freshness-'));
  write(EN_FILE, EN);
  write(JA_FILE, JA);
  write('examples/cam/cam.mjs', 'export const fov = 45;\n');
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

describe('content hash', () => {
  it.each([
    ['the body', EN.replace('Text.', 'Other text.'), true],
    ['the title', EN.replace('title: Cameras', 'title: Camera'), true],
    ['the description', EN.replace('How cameras', 'How a camera'), true],
    ['the keywords', EN.replace('"viewpoint"', '"eye"'), false],
    ['the line endings', EN.replace(/\n/g, '\r\n'), false],
    ['blank lines at the end', `${EN}\n\n`, false],
  ])('a change of %s changes it: %s', (_, changed, differs) => {
    expect(contentHash(changed, site) !== contentHash(EN, site)).toBe(differs);
  });

  it('counts the files of examples/ the page imports', () => {
    const before = contentHash(EN, site);
    write('examples/cam/cam.mjs', 'export const fov = 60;\n');
    expect(contentHash(EN, site)).not.toBe(before);
    expect(contentHash(EN)).toBe(contentHash(EN));
  });

  it('finds example imports with or without a query, once each', () => {
    expect(exampleImports("import a from '@site/examples/x/a.mjs?raw';\nimport b from \"@site/examples/x/b.ts\";\nimport c from '@site/examples/x/a.mjs?raw';\nimport d from '@site/src/d';")).toEqual(['examples/x/a.mjs', 'examples/x/b.ts']);
  });
});

describe('freshness record', () => {
  it('a page without a record is unrecorded and fails naming both files', () => {
    const freshness = freshnessOf(site, 'guide/cameras.mdx');
    expect(freshness).toMatchObject({ unrecorded: true });
    expect(freshnessProblems([freshness!])).toEqual([expect.stringMatching(/^i18n\/ja\/.*guide\/cameras\.mdx records no version of docs\/guide\/cameras\.mdx/)]);
  });

  it('the update records both pages as in line and changes only the front matter', () => {
    expect(updateRecord(site, 'guide/cameras.mdx')).toBe(true);
    expect(freshnessOf(site, 'guide/cameras.mdx')).toEqual({ page: 'guide/cameras.mdx', unrecorded: false, englishNewer: false, japaneseNewer: false });
    expect(read(JA_FILE).replace(/^(english|japanese)_hash: "[0-9a-f]{16}"\n/gm, '')).toBe(JA);
    expect(updateRecord(site, 'guide/cameras.mdx')).toBe(false);
  });

  it.each([
    ['the English body', () => write(EN_FILE, EN.replace('Text.', 'New text.')), { englishNewer: true, japaneseNewer: false }],
    ['an example the English page includes', () => write('examples/cam/cam.mjs', 'export const fov = 60;\n'), { englishNewer: true, japaneseNewer: false }],
    ['the Japanese body', () => write(JA_FILE, read(JA_FILE).replace('本文。', '新しい本文。')), { englishNewer: false, japaneseNewer: true }],
    ['the English keywords', () => write(EN_FILE, EN.replace('"viewpoint"', '"eye"')), { englishNewer: false, japaneseNewer: false }],
  ])('a change to %s after the update is noticed as %o', (_, change, expected) => {
    updateRecord(site, 'guide/cameras.mdx');
    change();
    expect(freshnessOf(site, 'guide/cameras.mdx')).toMatchObject(expected);
    const problems = freshnessProblems([freshnessOf(site, 'guide/cameras.mdx')!]);
    expect(problems).toEqual(expected.englishNewer ? [`docs/guide/cameras.mdx changed after ${JA_FILE} was last brought in line with it: bring it in line, then run \`npm run i18n:sync-hash -- ${JA_FILE}\``] : []);
    updateRecord(site, 'guide/cameras.mdx');
    expect(freshnessOf(site, 'guide/cameras.mdx')).toMatchObject({ englishNewer: false, japaneseNewer: false });
  });

  it('a record of digits alone (YAML reads a number) is a mismatch, not a missing record', () => {
    updateRecord(site, 'guide/cameras.mdx');
    write(JA_FILE, read(JA_FILE).replace(/english_hash: "\w+"/, 'english_hash: 0000000000000000'));
    expect(freshnessOf(site, 'guide/cameras.mdx')).toMatchObject({ unrecorded: false, englishNewer: true, japaneseNewer: false });
  });

  it('uses a given text instead of the file (the build hook parses the text it was given)', () => {
    updateRecord(site, 'guide/cameras.mdx');
    expect(freshnessOf(site, 'guide/cameras.mdx', { [path.join(site, EN_FILE)]: EN.replace('Text.', 'Edited.') })).toMatchObject({ englishNewer: true });
  });

  it('a page missing in one language has no freshness', () => {
    expect(freshnessOf(site, 'guide/other.mdx')).toBeNull();
  });

  it.each([
    [EN_FILE, { locale: 'en', page: 'guide/cameras.mdx' }],
    [JA_FILE, { locale: 'ja', page: 'guide/cameras.mdx' }],
    ['src/pages/index.tsx', null],
  ])('knows the page of %s', (file, expected) => {
    expect(pageOf(site, path.join(site, file))).toEqual(expected);
  });
});
