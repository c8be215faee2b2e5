import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseInCode, pageProblems } from '../../scripts/lib/page-rules';

const root = path.resolve(import.meta.dirname, '../..');
let linter: ReturnType<typeof createLinter>;

beforeAll(async () => {
  linter = createLinter({ descriptor: await loadTextlintrc({ configFilePath: path.join(root, '.textlintrc.json') }) });
});

async function problemsOf(markdown: string): Promise<string[]> {
  const { messages } = await linter.lintText(markdown, path.join(root, 'sample.md'));
  return messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the Japanese pages’ textlint configuration', () => {
  it.each([
    ['a space between Japanese and a number', 'カメラが 1 台もなければ何も描かれません。', 'ja-space-between-half-and-full-width'],
    ['a space between Japanese and a Latin word', 'Hierarchy パネルで選びます。', 'ja-space-between-half-and-full-width'],
    ['a space before inline code', 'この値は `Entity` が持ちます。', 'ja-space-around-code'],
    ['a space after a link', '詳しくは[カメラ](../camera/) を読みます。', 'ja-space-around-link'],
    ['a space after bold text', '**Add Component** を押します。', 'ja-space-around-strong'],
    ['a space inside bold text', '**Hierarchy パネル**を開きます。', 'ja-space-between-half-and-full-width'],
    ['a space inside link text', '[Render コンポーネント](../render/)を読みます。', 'ja-space-between-half-and-full-width'],
  ])('fails on %s', async (_, sample, rule) => {
    expect((await problemsOf(sample)).some((problem) => problem.includes(rule))).toBe(true);
  });

  it.each([
    ['リジッドボディを追加します。', '剛体'],
    ['カメラコンポーネントを追加します。', 'Cameraコンポーネント'],
    ['エディタで開きます。', 'エディター'],
    ['**Rigidbody**を付けます。', 'Rigid Body'],
    ['ダイナミックな剛体にします。', '動的'],
    ['詳しくは[カメラコンポーネント](../camera/)を読みます。', 'Cameraコンポーネント'],
    ['**リジッドボディ**を付けます。', '剛体'],
  ])('fails on the wrong variant in "%s" and names %s', async (sample, expected) => {
    const problems = (await problemsOf(sample)).filter((problem) => problem.startsWith('prh'));
    expect(problems.join('\n')).toContain(`=> ${expected}`);
  });

  it('passes text written to the rules, with code, links and bold text', async () => {
    const sample = [
      'シーンに2つのカメラを置きます。**Hierarchy**パネルで`Camera`を選び、[Cameraコンポーネント](../camera/)を確認します。',
      '',
      'Rigid Bodyコンポーネントの**Type**を**Dynamic**にすると、動的な剛体になります。エディターで開きます。',
    ].join('\n');
    expect(await problemsOf(sample)).toEqual([]);
  });

  it('leaves identifiers in code font alone', async () => {
    expect(await problemsOf('`this.entity.rigidbody`と`RigidBodyComponent`を使います。')).toEqual([]);
  });
});

describe('placeholder text', () => {
  const problemsOf = (body: string) => pageProblems({ frontMatter: { title: 't', description: 'd' }, body }, null).filter((problem) => problem.startsWith('placeholder'));
  it.each([
    ['この節は準備中です。', ['placeholder text "準備中"']],
    ['TODO: write the steps.', ['placeholder text "TODO"']],
    ['Details are Coming Soon.', ['placeholder text "Coming Soon"']],
    ['See the [to-do app](../todo-list/) and its todo list.', []],
  ])('in %s finds %j', (body, expected) => {
    expect(problemsOf(body)).toEqual(expected);
  });
});

describe('japaneseInCode', () => {
  it.each([
    ['`addComponent(種類名, 初期値)`で追加します。', ['`addComponent(種類名, 初期値)`']],
    ['`addComponent(type, data)`で追加し、`name`を読みます。', []],
    ['``a `b` 名前``と書きます。', ['``a `b` 名前``']],
  ])('in %s finds %j', (prose, expected) => {
    expect(japaneseInCode(prose)).toEqual(expected);
  });
});

describe('the writing guide and the terms file', () => {
  it('recommend no word that the terms file calls wrong', async () => {
    const guide = readFileSync(path.join(root, 'WRITING.md'), 'utf8');
    const table = guide.slice(guide.indexOf('## Terms'), guide.indexOf('## Page shapes'));
    const japaneseCells = [...table.matchAll(/^\| [^|]+ \| ([^|]+) \|$/gm)].map((match) => match[1]!.trim()).slice(2);
    expect(japaneseCells.length).toBeGreaterThan(10);
    const recommended = [...table.matchAll(/「([^」]+)」/g)].map((match) => match[1]!).filter((text) => !text.includes('カメラコンポーネント'));
    for (const text of [...japaneseCells, ...recommended]) {
      const problems = (await problemsOf(`${text.replaceAll(' / ', '、')}です。`)).filter((problem) => problem.startsWith('prh'));
      expect(problems, text).toEqual([]);
    }
  });
});

describe('the Japanese UI-string lint', () => {
  it('fails on a spaced or wrongly named label and fixes it', async () => {
    const { createLabelLinter } = await import('../../scripts/lib/label-linter');
    const labels = await createLabelLinter(root);
    expect(await labels.problems('API リファレンス')).toEqual([expect.stringContaining('ja-space-between-half-and-full-width')]);
    expect(await labels.fixed('API リファレンス')).toBe('APIリファレンス');
    expect((await labels.problems('カメラコンポーネント')).join()).toContain('Cameraコンポーネント');
    expect(await labels.problems('Cameraコンポーネント')).toEqual([]);
  });
});

describe('the Japanese UI strings', () => {
  it('include translation files, config texts, section headers and page titles', async () => {
    const { japaneseStrings } = await import('../../scripts/lib/ja-strings');
    const sources = new Set((await japaneseStrings(root)).map((string) => `${string.source.file} ${string.source.key}`));
    for (const expected of [
      'i18n/ja/code.json home.entry.api.title',
      'i18n/ja/docusaurus-theme-classic/navbar.json title',
      'src/data/site-strings.ts announcementMessages',
      'i18n/ja/docusaurus-plugin-content-docs/current/user-manual/index.md title',
    ]) expect(sources).toContain(expected);
  });
});
