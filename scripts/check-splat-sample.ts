/**
 * Renders the first splat app (examples/splat-app/: index.html and main.mjs) with the engine in
 * headless Chromium (software WebGL 2) and checks its pixels, once per format the engine loads:
 * the sample as written with scene.sog, then with scene.ply and scene.compressed.ply (main.mjs
 * served with its one './scene.sog' swapped). The scene is the project's own splat
 * (examples/splat-app/generate-scene.mjs), built by SplatTransform once per generator and tool
 * version (scripts/lib/splat-scene.ts, shared with the commands check).
 *
 * Each page is the folder's index.html as it is; the engine URL of its import map (jsDelivr, the
 * version installed here, or the check fails) is answered with the installed engine's ES module
 * build, so nothing leaves the machine. After the asset has loaded and the gsplat component exists,
 * the page runs FRAMES frames, then a screenshot must show (scripts/lib/splat-pixels.ts): the
 * clear colour main.mjs sets in every corner, one round shape at the centre covering about the
 * area the sphere projects to, red at its top, green in its middle, blue at its bottom. A page
 * error, a console error, or a splat that never appears within TIMEOUT_MS fails it.
 *
 * Usage: npx tsx scripts/check-splat-sample.ts [--screenshots <dir>]   (keeps each picture as <dir>/<scene>.png)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, serveFiles, watchPageErrors } from './lib/headless-chromium';
import { projectScene } from './lib/splat-scene';
import { checkPicture, sphereOutlineRadius, type Picture, type PictureReport } from './lib/splat-pixels';
import { runMain } from './lib/run-main';

const root = path.resolve(import.meta.dirname, '..');
const SAMPLE_DIR = 'examples/splat-app';
const VIEWPORT = { width: 400, height: 300 };
/** Frames drawn after the splat is in the scene, before the picture is taken (sorting runs in a worker). */
const FRAMES = 20;
/** Software WebGL on a busy two-core machine is slow; the engine alone takes seconds to parse. */
const TIMEOUT_MS = 60_000;
/** The generator's default sphere radius (examples/splat-app/generate-scene.mjs). */
const SPHERE_RADIUS = 0.8;
/** The camera component's default vertical field of view, which main.mjs keeps. */
const CAMERA_FOV = 45;

/** The engine URL of index.html's import map, which must name the installed version. */
function engineUrlOf(html: string): string {
  const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html);
  const url: unknown = map ? (JSON.parse(map[1]!) as { imports?: Record<string, unknown> }).imports?.playcanvas : undefined;
  if (typeof url !== 'string') throw new Error(`${SAMPLE_DIR}/index.html has no import map for \`playcanvas\``);
  const version = (JSON.parse(readFileSync(path.join(root, 'node_modules/playcanvas/package.json'), 'utf8')) as { version: string }).version;
  if (!url.endsWith(`/playcanvas@${version}/build/playcanvas.mjs`)) throw new Error(`${SAMPLE_DIR}/index.html loads ${url}, not the installed playcanvas ${version}'s build/playcanvas.mjs`);
  return url;
}

/** Reads what the pixels depend on from main.mjs itself, so the check follows the sample. */
function sampleFacts(source: string): { clear: [number, number, number]; distance: number } {
  const clear = /clearColor:\s*new Color\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*\)/.exec(source);
  const position = /camera\.setPosition\(\s*0\s*,\s*0\s*,\s*([\d.]+)\s*\)/.exec(source);
  if (!clear || !position) throw new Error(`${SAMPLE_DIR}/main.mjs no longer sets \`clearColor: new Color(r, g, b)\` and \`camera.setPosition(0, 0, z)\`: update this check with it`);
  return { clear: clear.slice(1, 4).map((value) => Math.round(Number(value) * 255)) as [number, number, number], distance: Number(position[1]) };
}

/**
 * Runs in the page (as text: tsx would add helpers to a function's source that the page lacks):
 * waits until the sample's application has loaded the asset named `scene` and has a gsplat
 * component, then until it has drawn `frames` more frames.
 */
const WAIT_FOR_SPLAT = `async ({ engineUrl, frames, timeout }) => {
  const pc = await import(engineUrl);
  const deadline = performance.now() + timeout;
  const app = await new Promise((resolve, reject) => {
    const poll = () => {
      const current = pc.AppBase.getApplication();
      const asset = current?.assets.find('scene');
      if (asset?.loaded && current.root.findComponents('gsplat').length > 0) resolve(current);
      else if (performance.now() > deadline) reject(new Error('no splat in the scene after ' + timeout / 1000 + ' s (application: ' + Boolean(current) + ', asset loaded: ' + Boolean(asset?.loaded) + ')'));
      else setTimeout(poll, 50);
    };
    poll();
  });
  await new Promise((resolve) => {
    let left = frames;
    const tick = () => {
      if (--left > 0) return;
      app.off('frameend', tick);
      resolve();
    };
    app.on('frameend', tick);
  });
}`;

/** Waits for the splat to be in the scene, runs `frames` more frames, and screenshots the page as RGBA (`keep`: also as this PNG file). */
async function picture(page: Page, engineUrl: string, frames: number, errors: readonly string[], keep?: string): Promise<Picture> {
  // A page error (a file that does not load, a thrown error) ends the wait at once.
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      if (errors.length) reject(new Error(`page error while waiting for the splat: ${errors[0]}`));
    }, 100);
  });
  await Promise.race([page.evaluate(`(${WAIT_FOR_SPLAT})(${JSON.stringify({ engineUrl, frames, timeout: TIMEOUT_MS })})`), failed]).finally(() => clearInterval(timer));
  const png = await page.screenshot({ type: 'png' });
  if (keep) writeFileSync(keep, png);
  // Decoded by Chromium itself: no image library needed.
  const rgba = await page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const bytes = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: bitmap.width, height: bitmap.height, data: btoa(binary) };
  }, png.toString('base64'));
  return { width: rgba.width, height: rgba.height, data: new Uint8Array(Buffer.from(rgba.data, 'base64')) };
}

async function main(): Promise<number> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const screenshots = args.includes('--screenshots') ? path.resolve(args[args.indexOf('--screenshots') + 1] ?? '.') : undefined;
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  const problems: string[] = [];
  const mainSource = readFileSync(path.join(root, SAMPLE_DIR, 'main.mjs'), 'utf8');
  const facts = sampleFacts(mainSource);
  const radius = sphereOutlineRadius(SPHERE_RADIUS, facts.distance, CAMERA_FOV, VIEWPORT.height);

  // One folder per format: /sog/ is the sample as written.
  const variants = { sog: 'scene.sog', ply: 'scene.ply', 'compressed-ply': 'scene.compressed.ply' } as const;
  if (mainSource.split("'./scene.sog'").length !== 2) throw new Error(`${SAMPLE_DIR}/main.mjs must load './scene.sog' exactly once`);
  const page = readFileSync(path.join(root, SAMPLE_DIR, 'index.html'), 'utf8');
  const engineUrl = engineUrlOf(page);

  const { dir: sceneDir, seconds: sceneSeconds } = await projectScene(root);

  const engine = readFileSync(path.join(root, 'node_modules/playcanvas/build/playcanvas.mjs'));
  const { server, origin } = await serveFiles((pathname) => {
    const [, variant = '', file = ''] = /^\/([^/]+)\/(.*)$/.exec(pathname) ?? [];
    const scene = variants[variant as keyof typeof variants];
    if (!scene) return undefined;
    if (file === 'index.html') return page;
    if (file === 'main.mjs') return mainSource.replace("'./scene.sog'", `'./${scene}'`);
    if (file === scene) return readFileSync(path.join(sceneDir, scene));
    return undefined;
  });
  const browser = await launchChromium();
  const reports: string[] = [];
  try {
    for (const [variant, scene] of Object.entries(variants)) {
      const variantStarted = performance.now();
      const tab = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const errors = watchPageErrors(tab);
      await tab.route(engineUrl, (route) => route.fulfill({ body: engine, contentType: 'text/javascript; charset=utf-8' }));
      let report: PictureReport | null = null;
      try {
        await tab.goto(`${origin}/${variant}/index.html`);
        const keep = screenshots ? path.join(screenshots, `${scene}.png`) : undefined;
        report = checkPicture(await picture(tab, engineUrl, FRAMES, errors, keep), { clear: facts.clear, radius });
      } catch (error) {
        // A page error is reported below, on its own.
        if (!errors.length) problems.push(`${scene}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      } finally {
        await tab.close();
      }
      problems.push(...errors.map((message) => `${scene}: page error: ${message}`));
      if (report) {
        problems.push(...report.problems.map((message) => `${scene}: ${message}`));
        const { top, middle, bottom } = report.patches;
        reports.push(
          `${scene}: ${(report.coverage * 100).toFixed(1)} % covered, top rgb(${top.join(', ')}), middle rgb(${middle.join(', ')}), bottom rgb(${bottom.join(', ')}), ` +
            `${((performance.now() - variantStarted) / 1000).toFixed(1)} s`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  for (const report of reports) console.log(`  ${report}`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.log(
    `[splat sample] ${SAMPLE_DIR}/main.mjs rendered with ${Object.values(variants).join(', ')} at ${VIEWPORT.width} × ${VIEWPORT.height} ` +
      `(sphere outline ${radius.toFixed(0)} px), scene ${sceneSeconds ? `built in ${sceneSeconds.toFixed(1)} s` : 'built by an earlier step'}, ${problems.length} problems, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return problems.length ? 1 : 0;
}

runMain('check-splat-sample', main);
