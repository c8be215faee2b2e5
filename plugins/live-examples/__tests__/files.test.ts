import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addLiveExample } from '../../../scripts/add-live-example';
import { exampleSlugs, liveFiles, runnerHtml, usesPhysics, type LiveFile } from '../files';
import { reactAppSamples, reactPosterName, reactSamplesOnPages } from '../react';

const SITE_DIR = path.resolve(__dirname, '../../..');
const file = (name: string, text: string): LiveFile => ({ name, content: Buffer.from(text) });

describe('usesPhysics', () => {
  it.each([
    ["import { waitForAmmo } from '../shared/physics.mjs';", true],
    ['import { waitForAmmo } from "../shared/physics.mjs";', true],
    ["import { Application } from 'playcanvas';", false],
    ['// no physics.mjs here', false],
  ])('%s → %s', (text, expected) => {
    expect(usesPhysics([file('examples/x/main.mjs', text)])).toBe(expected);
  });
});

describe('runnerHtml', () => {
  it('maps the bare engine specifier and loads the runtime as a module', () => {
    const html = runnerHtml('orbit-camera', 'playcanvas-abc.mjs', null);
    expect(html).toContain('"playcanvas":"../../engine/playcanvas-abc.mjs"');
    expect(html).toContain('<script type="module" src="../../runtime.mjs">');
    expect(html).toContain('data-slug="orbit-camera"');
    expect(html).not.toContain('ammo');
  });

  it('loads Ammo before the runtime for physics examples', () => {
    const html = runnerHtml('physics-with-ccd', 'playcanvas-abc.mjs', 'ammo-def.js');
    expect(html.indexOf('ammo-def.js')).toBeLessThan(html.indexOf('runtime.mjs'));
  });
});

describe('liveFiles', () => {
  const files = liveFiles(SITE_DIR);
  const byName = new Map(files.map((entry) => [entry.name, entry]));

  it('serves every example module byte for byte, as the page shows it', () => {
    for (const entry of files.filter((candidate) => candidate.name.startsWith('examples/') && candidate.name.endsWith('.mjs'))) {
      expect(entry.content.equals(readFileSync(path.join(SITE_DIR, entry.name))), entry.name).toBe(true);
    }
  });

  it('has a runner page for every example and content-hashed engine files', () => {
    for (const slug of exampleSlugs(SITE_DIR)) expect(byName.has(`examples/${slug}/runner.html`), slug).toBe(true);
    expect(files.some((entry) => /^engine\/playcanvas-[0-9a-f]{10}\.mjs$/.test(entry.name))).toBe(true);
  });

  it('has a committed poster for every example', () => {
    for (const slug of exampleSlugs(SITE_DIR)) expect(existsSync(path.join(SITE_DIR, 'static/img/posters', `${slug}.webp`)), slug).toBe(true);
  });
});

describe('React live examples', () => {
  const onPages = reactSamplesOnPages(SITE_DIR);
  const appSamples = new Set(reactAppSamples(SITE_DIR).map((sample) => sample.id));

  it('every <LiveExample reactSample> of the pages names an app sample with a committed poster (npm run posters -- react:<path>)', () => {
    for (const id of onPages) {
      expect(appSamples.has(id), `examples/playcanvas-react/${id}.tsx is no app sample`).toBe(true);
      expect(existsSync(path.join(SITE_DIR, 'static/img/posters', `${reactPosterName(id)}.webp`)), `static/img/posters/${reactPosterName(id)}.webp`).toBe(true);
    }
  });
});

describe('addLiveExample', () => {
  const page = [
    '---',
    'title: T',
    '---',
    '',
    "import CodeBlock from '@theme/CodeBlock';",
    "import mainSource from '@site/examples/demo/main.mjs?raw';",
    '',
    'Intro.',
    '',
    '## What you will build \\{#what-you-will-build}',
    '',
    'A demo.',
    '',
    '## Steps \\{#steps}',
    '',
    '### Step 2: Scene \\{#step-2-scene}',
    '',
    '<CodeBlock language="js" title="main.mjs">{mainSource}</CodeBlock>',
    '',
  ].join('\n');

  it('imports the component and places it at the end of "What you will build", linking to the main.mjs step', () => {
    const result = addLiveExample(page, 'demo') ?? '';
    expect(result).toContain("import mainSource from '@site/examples/demo/main.mjs?raw';\nimport LiveExample from '@site/src/components/LiveExample';");
    expect(result).toContain('A demo.\n\n<LiveExample slug="demo" code="step-2-scene" />\n\n## Steps');
  });

  it.each([
    ['a page that has one already', `${page}\n<LiveExample slug="demo" />\n`],
    ['a page without the section', page.replace('{#what-you-will-build}', '{#other}')],
  ])('leaves %s alone', (_name, source) => {
    expect(addLiveExample(source, 'demo')).toBeNull();
  });
});
