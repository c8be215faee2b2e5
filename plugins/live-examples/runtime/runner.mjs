// Runs one example inside the live-example frame and reports to the page that holds the frame.
// Served as /live/runtime.mjs; the runner page (examples/<slug>/runner.html) loads it after its
// import map (bare `playcanvas` → the engine file) and, for physics examples, after Ammo.
// A PlayCanvas React sample's runner page (react/<id>/runner.html) names its bundle in
// `data-bundle` instead: the bundle mounts itself into #root, and the application is the one
// @playcanvas/react created (reached through the AppBase that react-probe.mjs exposes).
//
// Messages to the parent: {source: 'live-example', type: 'ready' | 'error' | 'escape' | 'no-webgl', …}.
// Messages from the parent: {source: 'live-example', type: 'stop'}.

const SOURCE = 'live-example';
const slug = document.documentElement.dataset.slug ?? '';
const bundle = document.documentElement.dataset.bundle;
/** The example's canvas: the page's own, or the one <Application> renders into #root. */
let canvas = /** @type {HTMLCanvasElement | null} */ (document.getElementById('app'));
/** @type {any} */
let app = null;
let stopped = false;

/** @param {Record<string, unknown>} message */
function post(message) {
  if (window.parent !== window) window.parent.postMessage({ source: SOURCE, slug, ...message }, location.origin);
}

/**
 * The example file and line an error comes from: the first stack frame inside the examples
 * folder, shown as `examples/<slug>/<file>.mjs` (the path the tutorial uses).
 *
 * @param {unknown} error
 * @returns {{file: string | null, line: number | null, column: number | null}}
 */
function locate(error) {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const match = /\/live\/(examples\/[^\s:)]+\.mjs):(\d+):(\d+)/.exec(stack);
  return match ? { file: match[1] ?? null, line: Number(match[2]), column: Number(match[3]) } : { file: null, line: null, column: null };
}

/** @param {string} url */
function exampleFile(url) {
  const match = /\/live\/(examples\/.+)$/.exec(url.split('?')[0] ?? '');
  return match?.[1] ?? null;
}

/** @param {unknown} error */
function report(error) {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  post({ type: 'error', message, ...locate(error) });
}

window.addEventListener('error', (event) => {
  const fromStack = locate(event.error);
  post({
    type: 'error',
    message: event.message,
    file: fromStack.file ?? exampleFile(event.filename ?? ''),
    line: fromStack.line ?? (event.lineno || null),
    column: fromStack.column ?? (event.colno || null),
  });
});
window.addEventListener('unhandledrejection', (event) => report(event.reason));

// Escape hands focus back to the page; the page moves it to the example's controls.
window.addEventListener(
  'keydown',
  (event) => {
    if (event.key === 'Escape') post({ type: 'escape' });
  },
  true,
);
// A click in the frame gives the frame keyboard focus, so keyboard examples work at once.
window.addEventListener('pointerdown', () => canvas?.focus({ preventScroll: true }), true);

/** Destroys the application and releases its WebGL context at once rather than at garbage collection. */
function stop() {
  if (stopped) return;
  stopped = true;
  const current = app;
  app = null;
  handle.app = null;
  if (!current) return;
  const gl = current.graphicsDevice?.gl;
  try {
    current.destroy();
  } finally {
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

// Tests, the poster script and the page (same origin) reach the example through this handle;
// the page calls stop() directly when it removes the frame, since a message would arrive too late.
const handle = { slug, app: /** @type {any} */ (null), ready: false, stop };
Object.defineProperty(window, '__liveExample', { value: handle });

window.addEventListener('message', (event) => {
  if (event.origin === location.origin && event.data?.source === SOURCE && event.data.type === 'stop') stop();
});
window.addEventListener('pagehide', stop);

/**
 * Resolves after the application has drawn `count` frames, so the parent sees a painted canvas,
 * or after `timeoutMs` for an example that draws nothing until it is clicked.
 *
 * @param {any} target
 * @param {number} count
 * @param {number} timeoutMs
 */
function frames(target, count, timeoutMs = 5000) {
  return new Promise((resolve) => {
    let left = count;
    const done = () => {
      target.off('frameend', tick);
      clearTimeout(timer);
      resolve(undefined);
    };
    const tick = () => {
      left -= 1;
      if (left <= 0) done();
    };
    const timer = setTimeout(done, timeoutMs);
    target.on('frameend', tick);
  });
}

/**
 * Imports a React sample's bundle (it mounts itself) and resolves with the application
 * <Application> creates once the graphics device is ready; rejects after `timeoutMs`.
 *
 * @param {string} url
 * @param {number} timeoutMs
 */
async function mountReactSample(url, timeoutMs = 20000) {
  await import(url);
  const started = performance.now();
  for (;;) {
    const found = /** @type {any} */ (globalThis).__pcAppBase?.getApplication();
    if (found) {
      canvas = found.graphicsDevice.canvas;
      canvas?.setAttribute('tabindex', '0');
      return found;
    }
    if (performance.now() - started > timeoutMs) throw new Error('the sample created no PlayCanvas application (no <Application> mounted into #root)');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

async function start() {
  const probe = document.createElement('canvas');
  const gl = probe.getContext('webgl2') ?? probe.getContext('webgl');
  if (!gl) {
    post({ type: 'no-webgl' });
    return;
  }
  gl.getExtension('WEBGL_lose_context')?.loseContext();

  try {
    let created;
    if (bundle) {
      created = await mountReactSample(new URL(bundle, document.baseURI).href);
    } else {
      const { main } = await import(`./examples/${slug}/main.mjs`);
      created = await main(canvas);
    }
    if (stopped) {
      // The page stopped the frame while the example was still loading.
      app = created;
      stopped = false;
      stop();
      return;
    }
    app = created;
    handle.app = created;
    await frames(created, 3);
    handle.ready = true;
    post({ type: 'ready' });
  } catch (error) {
    report(error);
  }
}

start();
