/**
 * Fails when a page or a UI string has no Japanese version: docs present in one locale only,
 * heading ids that differ, translation ids missing from i18n/ja, Japanese equal to the English
 * without a reason listed in ALLOWED_SAME, or an English page changed after its Japanese page was
 * last brought in line with it (scripts/i18n-freshness.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import config from '../docusaurus.config';
import { listFiles } from '../lib/files';
import { EN_PAGES, JA_PAGES } from './lib/files';
import {
  declaredMessages, headingMismatch, missingPages, untranslated, type Problem, type TranslationFile,
} from './lib/i18n-parity';
import { manifest } from '../src/lib/manifest';
import { allFreshness, freshnessNotes, freshnessProblems } from './lib/i18n-freshness';

const root = path.resolve(import.meta.dirname, '..');
const EN_DOCS = path.join(root, EN_PAGES);
const JA_DOCS = path.join(root, JA_PAGES);
const JA = path.join(root, 'i18n/ja');

/** Ids whose Japanese is the same as the English on purpose, with the reason. */
const ALLOWED_SAME: Record<string, string> = {
  'link.item.label.X': 'brand name',
  'link.item.label.LinkedIn': 'brand name',
  'link.item.label.Facebook': 'brand name',
  'link.item.label.Discord': 'brand name',
  'link.item.label.Reddit': 'brand name',
  'link.item.label.GitHub': 'brand name',
  'link.item.label.YouTube': 'brand name',
  copyright: 'legal notice, kept as written',
};
/** Sidebar category labels that are product or technical names in both languages. */
const SAME_CATEGORY_LABELS = new Set([
  'Web', 'API', 'PlayCanvas React', 'PlayCanvas Web Components', '2D', 'XR', 'AR', 'VR', 'REST API', 'PCUI',
  'PCUI Graph', 'SuperSplat',
]);

const readJson = (file: string): TranslationFile => JSON.parse(readFileSync(file, 'utf8')) as TranslationFile;
const relativePages = (dir: string) => listFiles(dir, /\.mdx?$/).map((file) => path.relative(dir, file));

function pageProblems(): Problem[] {
  const en = relativePages(EN_DOCS);
  const ja = relativePages(JA_DOCS);
  const both = en.filter((page) => ja.includes(page));
  return [
    ...missingPages(en, ja),
    ...both.flatMap((page) =>
      headingMismatch(page, readFileSync(path.join(EN_DOCS, page), 'utf8'), readFileSync(path.join(JA_DOCS, page), 'utf8')),
    ),
  ];
}

let codeIdCount = 0;
function codeProblems(): Problem[] {
  const english = new Map<string, string>();
  for (const file of [...listFiles(path.join(root, 'src'), /\.tsx?$/), ...listFiles(path.join(root, 'plugins'), /\.tsx?$/)]) {
    if (file.includes('__tests__')) continue;
    for (const [id, message] of declaredMessages(readFileSync(file, 'utf8'))) english.set(id, message);
  }
  codeIdCount = english.size;
  return untranslated('code.json', english, readJson(path.join(JA, 'code.json')), new Set(Object.keys(ALLOWED_SAME)));
}

function themeConfigProblems(): Problem[] {
  const themeConfig = config.themeConfig;
  const navbarEnglish = new Map<string, string>([['title', themeConfig.navbar.title], ['logo.alt', themeConfig.navbar.logo.alt]]);
  for (const item of themeConfig.navbar.items) if ('label' in item && item.label) navbarEnglish.set(`item.label.${item.label}`, item.label);
  const footerEnglish = new Map<string, string>([['copyright', themeConfig.footer.copyright ?? '']]);
  for (const column of themeConfig.footer.links) {
    footerEnglish.set(`link.title.${column.title}`, column.title);
    for (const item of column.items) footerEnglish.set(`link.item.label.${item.label}`, item.label);
  }
  const allowed = new Set(Object.keys(ALLOWED_SAME));
  return [
    ...untranslated('navbar.json', navbarEnglish, readJson(path.join(JA, 'docusaurus-theme-classic/navbar.json')), allowed),
    ...untranslated('footer.json', footerEnglish, readJson(path.join(JA, 'docusaurus-theme-classic/footer.json')), allowed),
  ];
}

function sidebarProblems(): Problem[] {
  const english = new Map<string, string>();
  const allowed = new Set<string>();
  for (const entry of manifest) {
    if (!entry.sidebar) continue;
    entry.sidebarPath.forEach((label, depth) => {
      const id = `sidebar.${entry.sidebar}.category.${entry.sidebarPath.slice(0, depth + 1).join('/')}`;
      english.set(id, label);
      if (SAME_CATEGORY_LABELS.has(label)) allowed.add(id);
    });
  }
  return untranslated('current.json', english, readJson(path.join(JA, 'docusaurus-plugin-content-docs/current.json')), allowed);
}

// Each Japanese page records the version of its English page it matches (lib/i18n-freshness.ts).
const freshness = allFreshness(root);
for (const note of freshnessNotes(freshness)) console.log(`note: ${note}`);
const problems = [...pageProblems(), ...codeProblems(), ...themeConfigProblems(), ...sidebarProblems(), ...freshnessProblems(freshness)];
for (const problem of problems) console.error(`i18n: ${problem}`);
console.log(`i18n parity: ${relativePages(EN_DOCS).length} pages per locale and ${codeIdCount} UI strings checked, ${problems.length} problems`);
process.exit(problems.length > 0 ? 1 : 0);
