import type { Locator } from '@playwright/test';
import { CANVAS_READ_BACK, expect, test } from './fixtures';

/**
 * A PlayCanvas React live example (issue 20): the getting-started page's <LiveExample
 * reactSample="getting-started/first-scene" /> shows its poster, loads the sample's bundle only on
 * Run, and its canvas draws more than the clear colour. One test, on one page: the samples'
 * pixels are checked in scripts/check-react-samples.ts, this proves the site serves and runs them.
 */

const ROUTE = '/ja/user-manual/playcanvas-react/getting-started/';

function region(page: import('@playwright/test').Page): Locator {
  return page.getByRole('region', { name: /^ライブサンプル|^Live example/ });
}

test.describe('React live example', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ expectedConsoleWarnings: CANVAS_READ_BACK });

  test('runs the sample on Run and draws more than its clear colour', async ({ page, visit }) => {
    const live: string[] = [];
    page.on('request', (request) => {
      if (/\/live\//.test(request.url())) live.push(request.url());
    });
    await visit(ROUTE);
    await expect(region(page).getByRole('img')).toHaveJSProperty('complete', true);
    expect(live, 'live code requested before Run').toEqual([]);

    await region(page).getByRole('button', { name: /^(▶\s*)?(実行|Run)$/ }).click();
    const frame = await (await region(page).locator('iframe').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the live example opened no frame');
    await frame.waitForFunction(() => (window as unknown as { __liveExample?: { ready: boolean } }).__liveExample?.ready === true, undefined, { timeout: 45_000 });
    expect(live.some((url) => /\/live\/react\/getting-started\/first-scene-[0-9A-Z]+\.js$/.test(url)), 'the content-hashed bundle').toBe(true);

    // Pixels that differ from the most common colour (the clear colour), read right after a frame.
    const drawn = () =>
      frame.evaluate(
        () =>
          new Promise<number>((resolve) => {
            type App = { renderNextFrame: boolean; once: (name: string, fn: () => void) => void; graphicsDevice: { canvas: HTMLCanvasElement } };
            const { app } = (window as unknown as { __liveExample: { app: App } }).__liveExample;
            app.once('frameend', () => {
              const small = document.createElement('canvas');
              small.width = 96;
              small.height = 54;
              const context = small.getContext('2d', { willReadFrequently: true });
              if (!context) throw new Error('no 2D context');
              context.drawImage(app.graphicsDevice.canvas, 0, 0, small.width, small.height);
              const { data } = context.getImageData(0, 0, small.width, small.height);
              const counts = new Map<number, number>();
              for (let i = 0; i < data.length; i += 4) counts.set((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!, (counts.get((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!) ?? 0) + 1);
              resolve(data.length / 4 - Math.max(...counts.values()));
            });
            app.renderNextFrame = true;
          }),
      );
    await expect.poll(drawn, { message: 'the canvas shows only its clear colour', timeout: 10_000 }).toBeGreaterThan(50);
    await expect(region(page).getByRole('alert')).toHaveCount(0);
  });
});
