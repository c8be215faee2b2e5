import type { Patch } from '../../plugins/perf/patches/manifest';

/** The README's table of patches lives between these two lines. */
export const TABLE_START = '<!-- patches table: generated from plugins/perf/patches/manifest.json by `npm run patches:table` -->';
export const TABLE_END = '<!-- end of patches table -->';

/** The first sentence of a text. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;
/** Text safe inside a Markdown table cell. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('\n', ' ');

/** The Markdown table of the manifest's patches, one row each, in manifest order. */
export function patchesTable(patches: readonly Patch[]): string {
  const rows = patches.map((patch) => {
    const module = patch.module ? `\`${patch.package}/${patch.module}\`` : `generated \`${patch.generated}\` (${patch.package})`;
    const upstream = patch.upstream ? `[${patch.upstream.replace(/^https:\/\/github\.com\//, '').replace(/\/(issues|pull|discussions)\//, '#')}](${patch.upstream})` : '—';
    return `| \`${patch.id}\` | ${module} ${patch.versions} | ${patch.bundle} | ${cell(firstSentence(patch.why))} | ${upstream} | ${cell(patch.removeWhen)} |`;
  });
  return ['| patch | module, versions | bundle | why | upstream | can go when |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** `readme` with the text between the table markers replaced by `table`; throws when the markers are missing. */
export function withPatchesTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`README.md has no "${TABLE_START}" … "${TABLE_END}" section`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}
