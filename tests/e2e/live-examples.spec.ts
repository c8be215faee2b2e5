import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Locator, Page, Request } from '@playwright/test';
import { CANVAS_READ_BACK, expect, RUNTIME, test } from './fixtures';

/**
 * Live examples (issue 8): every tutorial that places <LiveExample> runs on Run, draws a non-blank
 * picture, reacts to the input its tutorial teaches, and no page loads engine code before Run.
 */

const PAGES_DIR = path.resolve(__dirname, '../../i18n/ja/docusaurus-plugin-content-docs/current/tutorials');
/** Tutorials with a live example, read from the Japanese pages themselves. */
const LIVE_TUTORIALS = readdirSync(PAGES_DIR)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => /<LiveExample slug="([^"]+)"/.exec(readFileSync(path.join(PAGES_DIR, file), 'utf8'))?.[1])
  .filter((slug): slug is string => slug !== undefined)
  .sort();

/** Requests for engine or example code: the `live/` tree the plugin emits. */
const LIVE_CODE = /\/live\//;
/** The engine's licence banner (the site's own text mentions "PlayCanvas Engine v2", so match the version and revision). */
const ENGINE_BANNER = /PlayCanvas Engine v\d+\.\d+\.\d+ revision/;

/** Where an input lands, as fractions of the frame's width and height. */
type Point = readonly [number, number];
/** A point, or the name of an entity: the input lands where the entity is on screen when it is sent. */
type Target = Point | string;
/** An entity that must move: once it is at rest, the farthest it gets during the input against how far it drifts by itself over as long. */
type Motion = { entity: string; metres: number };
/**
 * What an input must do to the example. `change` (the default): the picture changes more than it
 * does by itself. `stillness`: a moving picture stops (pause). A `Motion`: a named entity moves
 * further than it drifts by itself (physics and animation make the pixels drift too much). A
 * function: the example's state, read in its frame, says the input worked (for effects a canvas
 * cannot show, such as sound).
 */
type Effect = 'change' | 'stillness' | Motion | ((frame: Frame) => Promise<boolean>);
/**
 * The input a tutorial teaches. `keys` are held for `holdMs` (Playwright key names); `click`,
 * `dblclick`, `press` (mouse held down), `tap` and `doubletap` (touch) land at a point; `drag`
 * (mouse) and `swipe` (one finger) go between two; `fingers` land together at several points,
 * slide a little and stay down while the effect is checked; `button` clicks the example's own HTML
 * button of that name.
 */
type Input = (
  | { kind: 'keys'; keys: readonly string[]; holdMs?: number }
  | { kind: 'click' | 'dblclick' | 'tap' | 'doubletap'; at: Target }
  | { kind: 'press'; at: Point; holdMs: number }
  | { kind: 'move'; from: Point; to: Point }
  | { kind: 'drag' | 'swipe'; from: Point; to: Point }
  | { kind: 'fingers'; at: readonly Point[] }
  | { kind: 'button'; name: string }
) & {
  effect?: Effect;
  /** Stop the example's clock first: the input switches something at once, and the scene's own motion would hide it. */
  freeze?: boolean;
  /** Wait first until the animation the example plays once at start has played and ended. */
  afterIntro?: boolean;
};

/** Whether every render component under the named entity draws on the named layer only. */
function renderLayer(entity: string, layer: string): (frame: Frame) => Promise<boolean> {
  return (frame) =>
    frame.evaluate(
      ([name, layerName]) => {
        type App = {
          root: { findByName: (name: string) => { findComponents: (type: string) => { layers: number[] }[] } | null };
          scene: { layers: { getLayerByName: (name: string) => { id: number } | null } };
        };
        const { app } = (window as unknown as { __liveExample: { app: App } }).__liveExample;
        const id = app.scene.layers.getLayerByName(layerName)?.id;
        const renders = app.root.findByName(name)?.findComponents('render') ?? [];
        return id !== undefined && renders.length > 0 && renders.every((render) => render.layers.length === 1 && render.layers[0] === id);
      },
      [entity, layer] as const,
    );
}

/** Whether the named entity's anim component is in (or blending into) the named state of its base layer. */
function animState(entity: string, state: string): (frame: Frame) => Promise<boolean> {
  return (frame) =>
    frame.evaluate(
      ([name, stateName]) => {
        type Layer = { activeState: string | null };
        type Found = { anim?: { baseLayer: Layer | null } } | null;
        const { app } = (window as unknown as { __liveExample: { app: { root: { findByName: (name: string) => Found } } } }).__liveExample;
        return app.root.findByName(name)?.anim?.baseLayer?.activeState === stateName;
      },
      [entity, state] as const,
    );
}

/**
 * A field of the named entity's script, read from the running app: its value when it is a
 * primitive (the effects compare primitives), null for an object, undefined when there is none.
 */
function readScriptField(frame: Frame, entity: string, script: string, field: string): Promise<unknown> {
  return frame.evaluate(
    ([name, scriptName, fieldName]) => {
      type Found = { script?: { get: (name: string) => Record<string, unknown> | null } } | null;
      const { app } = (window as unknown as { __liveExample: { app: { root: { findByName: (name: string) => Found } } } }).__liveExample;
      const value = app.root.findByName(name)?.script?.get(scriptName)?.[fieldName];
      return typeof value === 'object' && value !== null ? null : value;
    },
    [entity, script, field] as const,
  );
}

/** Whether a field of the named entity's script has the given (primitive) value. */
function scriptField(entity: string, script: string, field: string, value: string | number | boolean): (frame: Frame) => Promise<boolean> {
  return async (frame) => (await readScriptField(frame, entity, script, field)) === value;
}

/** Whether a numeric field of a script passes `test` (for values an input changes by an amount, not to a value). */
function scriptNumber(entity: string, script: string, field: string, test: (value: number) => boolean): (frame: Frame) => Promise<boolean> {
  return async (frame) => {
    const value = await readScriptField(frame, entity, script, field);
    return typeof value === 'number' && test(value);
  };
}

/** Whether the example's page shows the text (an HTML panel over the canvas). */
function showsText(text: string): (frame: Frame) => Promise<boolean> {
  return (frame) => frame.getByText(text).first().isVisible();
}

/** Whether the example's page holds the pointer lock. */
function pointerLocked(): (frame: Frame) => Promise<boolean> {
  return (frame) => frame.evaluate(() => document.pointerLockElement !== null);
}

/** Files each page has been offered for download, by suggested name (filled by the test). */
const DOWNLOADS = new WeakMap<Page, string[]>();

/** Whether the page has been offered a file whose name matches. */
function downloaded(name: RegExp): (frame: Frame) => Promise<boolean> {
  return async (frame) => (DOWNLOADS.get(frame.page()) ?? []).some((file) => name.test(file));
}

/** Whether the named entity is enabled in the hierarchy, read from the running app. */
function shown(entity: string): (frame: Frame) => Promise<boolean> {
  return (frame) =>
    frame.evaluate((name) => {
      type Found = { enabled: boolean; parent: Found } | null;
      const { app } = (window as unknown as { __liveExample: { app: { root: { findByName: (name: string) => Found } } } }).__liveExample;
      let node = app.root.findByName(name);
      if (!node) return false;
      for (; node; node = node.parent) if (!node.enabled) return false;
      return true;
    }, entity);
}

/** Whether the named entity's sound slot is playing, read from the running app. */
function soundPlaying(entity: string, slot: string): (frame: Frame) => Promise<boolean> {
  return (frame) =>
    frame.evaluate(
      ([name, slotName]) => {
        type Slot = { isPlaying: boolean };
        type Found = { sound?: { slot: (slot: string) => Slot | undefined } } | null;
        const { app } = (window as unknown as { __liveExample: { app: { root: { findByName: (name: string) => Found } } } }).__liveExample;
        return app.root.findByName(name)?.sound?.slot(slotName)?.isPlaying === true;
      },
      [entity, slot] as const,
    );
}

/** The named entity must move at least `metres`, and half as far again as it drifts by itself. */
function moves(entity: string, metres = 0.2): Motion {
  return { entity, metres };
}

/** Whether the named entity's script is moving it upwards (`velocity.y` > 0), read from the running app. */
function movingUp(entity: string, script: string): (frame: Frame) => Promise<boolean> {
  return (frame) =>
    frame.evaluate(
      ([name, scriptName]) => {
        type Found = { script?: { get: (name: string) => { velocity?: { y: number } } | null } } | null;
        const { app } = (window as unknown as { __liveExample: { app: { root: { findByName: (name: string) => Found } } } }).__liveExample;
        return (app.root.findByName(name)?.script?.get(scriptName)?.velocity?.y ?? 0) > 0;
      },
      [entity, script] as const,
    );
}

/** Keepyup from part four on: the first tap on the ball starts a round. */
const KEEPYUP_START: readonly Input[] = [{ kind: 'click', at: 'ball', effect: scriptField('game', 'game', 'state', 'playing') }];

/** Interactive examples and what to send them; the others only have to draw. */
const INPUTS: Readonly<Record<string, readonly Input[]>> = {
  '360-lookaround-camera': [{ kind: 'drag', from: [0.3, 0.5], to: [0.8, 0.4] }],
  'Using-forces-on-rigid-bodies': [{ kind: 'keys', keys: ['ArrowUp', 'ArrowLeft'], holdMs: 900 }],
  'basic-cameras': [{ kind: 'keys', keys: [' '] }],
  'changing-scenes': [{ kind: 'keys', keys: [' '] }],
  'detecting-a-double-click': [{ kind: 'dblclick', at: [0.5, 0.5] }],
  'detecting-a-long-press': [{ kind: 'press', at: [0.5, 0.5], holdMs: 1200 }],
  'entity-picking-without-physics': [{ kind: 'click', at: [0.5, 0.5] }],
  'first-person-movement': [{ kind: 'keys', keys: ['w'], holdMs: 900 }],
  'first-person-shooter-starter-kit': [{ kind: 'keys', keys: ['w'], holdMs: 900 }],
  'flaming-fireball': [{ kind: 'move', from: [0.2, 0.5], to: [0.8, 0.3] }],
  'flappy-bird': [{ kind: 'keys', keys: [' '] }],
  'keyboard-input': [{ kind: 'keys', keys: ['ArrowLeft'], holdMs: 900 }],
  'more-cameras': [{ kind: 'keys', keys: [' '] }],
  'orbit-camera': [{ kind: 'drag', from: [0.3, 0.5], to: [0.8, 0.4] }],
  'place-an-entity-with-physics': [{ kind: 'click', at: [0.3, 0.7] }],
  'place-entity-without-physics': [{ kind: 'click', at: [0.3, 0.7] }],
  'point-and-click-movement': [{ kind: 'click', at: [0.25, 0.75] }],
  'raycast-with-camera-viewports': [{ kind: 'click', at: [0.25, 0.5] }],
  'simple-shape-raycasting': [{ kind: 'click', at: [0.5, 0.5] }],
  'third-person-controller': [{ kind: 'keys', keys: ['w'], holdMs: 900 }],
  'tic-tac-toe': [{ kind: 'click', at: [0.5, 0.5] }],
  // The picture changes only where the held item meets a wall, and the clock decides when that is.
  'multiple-camera-layers': [{ kind: 'keys', keys: ['l'], effect: renderLayer('held item', 'World') }],
  'multiple-viewport-rendering': [{ kind: 'keys', keys: ['v'] }],
  // The left camera gains the X-Ray layer: the items inside the crates appear in the left half too.
  'camera-model-masking': [{ kind: 'keys', keys: ['x'] }],
  // Key 1 picks with a physics ray, key 2 with the pick buffer: each pick highlights the shape, the switch clears it.
  'entity-picking': [
    { kind: 'click', at: 'sphere' },
    { kind: 'keys', keys: ['2'] },
    { kind: 'click', at: 'cylinder' },
  ],
  'pauseplay-application': [{ kind: 'keys', keys: ['p'], effect: 'stillness' }],
  'capturing-a-screenshot': [{ kind: 'keys', keys: ['p'], effect: downloaded(/\.png$/) }],
  'google-ads-for-games': [{ kind: 'button', name: 'Next level', effect: showsText('Simulated ad') }],
  'information-hotspots': [{ kind: 'click', at: 'hotspot-Front door', effect: showsText('Solid oak, painted dark brown.') }],
  'keepyup-part-four': KEEPYUP_START,
  'keepyup-part-five': KEEPYUP_START,
  'keepyup-part-six': KEEPYUP_START,
  // A click takes the pointer lock; then plain mouse movement turns the camera.
  'locking-the-mouse': [
    { kind: 'click', at: [0.5, 0.5], effect: pointerLocked() },
    { kind: 'move', from: [0.5, 0.5], to: [0.8, 0.4] },
  ],
  // The box in the middle of the third row, where the camera starts.
  'pan-camera-to-target': [{ kind: 'click', at: [0.69, 0.69] }],
  'smooth-camera-movement': [{ kind: 'click', at: [0.5, 0.5] }],
  // The idle blend keeps the picture moving by itself: the state graph says whether the trigger fired.
  'anim-blending': [{ kind: 'keys', keys: [' '], effect: animState('blob', 'Spin') }],
  'basic-audio': [{ kind: 'click', at: [0.5, 0.5], effect: soundPlaying('speaker', 'hum') }],
  'basic-touch-input': [{ kind: 'swipe', from: [0.4, 0.5], to: [0.7, 0.4] }],
  'rotating-objects-with-mouse': [{ kind: 'drag', from: [0.4, 0.5], to: [0.7, 0.4] }],
  timers: [{ kind: 'keys', keys: ['p'], effect: 'stillness' }],
  'touch-joypad': [{ kind: 'drag', from: [0.15, 0.75], to: [0.3, 0.75] }],
  'using-assets': [{ kind: 'click', at: [0.5, 0.5], freeze: true }],
  'using-events-with-scripts': [{ kind: 'keys', keys: ['d'] }],
  // Enter starts a round (the prompt goes away), then the arrows push the ball.
  'crash-course': [
    { kind: 'keys', keys: ['Enter'] },
    { kind: 'keys', keys: ['ArrowLeft', 'ArrowUp'], holdMs: 900, effect: moves('player') },
  ],
  // The first blast goes off by itself; a click sets off the next one on a still scene.
  'explosion-particle-effect': [{ kind: 'click', at: [0.5, 0.5], afterIntro: true }],
  'importing-first-model-and-animation': [{ kind: 'keys', keys: [' '], effect: 'stillness' }],
  // The ball falls all the time: stop the clock so the click lands on it, and the kick stays in its velocity.
  'keepyup-part-three': [{ kind: 'click', at: 'ball', freeze: true, effect: movingUp('ball', 'ball') }],
  // Enter starts a game (the ship appears); the rocks drift over the whole picture by themselves, so the ship's own path is the measure.
  'space-rocks': [
    { kind: 'keys', keys: ['Enter'], effect: shown('ship') },
    { kind: 'keys', keys: ['ArrowLeft', 'ArrowUp'], holdMs: 900, effect: moves('ship', 1) },
  ],
  // The chase camera follows the car, so the car's own path is the measure.
  'vehicle-physics': [{ kind: 'keys', keys: ['w'], holdMs: 900, effect: moves('car', 1) }],
  // The hop is over in half a second and ends where it began: watch the box's height, not two pictures.
  'detecting-a-double-tap': [{ kind: 'doubletap', at: [0.5, 0.5], effect: moves('box') }],
  'mouse-input': [{ kind: 'drag', from: [0.4, 0.5], to: [0.7, 0.4] }],
  'multitouch-input': [{ kind: 'fingers', at: [[0.3, 0.5], [0.7, 0.5]] }],
  // A red block (x = -1) through the glass, then key 2 moves the glow to the blue blocks (clock stopped: the knocked block may still fall).
  'physics-raycasting-by-tag': [
    { kind: 'click', at: [0.44, 0.45] },
    { kind: 'keys', keys: ['2'], freeze: true },
  ],
  // The sphere at the back. The spinning box in front changes the picture by itself: stop the clock, so only the highlight and the hit dot do.
  'entity-picking-using-physics': [{ kind: 'click', at: [0.5, 0.37], freeze: true }],
  // Tutorials, part 2 (issue #22): each click or key changes the state the tutorial teaches.
  'ui-elements-buttons': [{ kind: 'click', at: [0.25, 0.88], effect: scriptField('cube', 'cubeControl', 'colorIndex', 1) }],
  'ui-elements-stats-counter': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('coin', 'coinClicker', 'clicks', 1) }],
  'ui-elements-leaderboard': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('leaderboard', 'leaderboard', 'playerRank', 7) }],
  'controlling-lights': [{ kind: 'keys', keys: ['1'] }],
  'light-cookies': [{ kind: 'click', at: [0.5, 0.5] }],
  // The flickering lamp and the moving camera change the picture by themselves: stop the clock, so only the halos go.
  'light-halos': [{ kind: 'click', at: [0.5, 0.5], freeze: true }],
  'procedural-gradient-texture': [{ kind: 'click', at: [0.5, 0.5] }],
  'custom-posteffect': [{ kind: 'keys', keys: [' '] }],
  // A wave goes off by itself about 2 s in; once it has died away, a click starts another.
  'shockwave': [{ kind: 'click', at: [0.5, 0.5], afterIntro: true }],
  'vignette-abberation': [{ kind: 'keys', keys: [' '] }],
  'loading-an-asset-at-runtime': [{ kind: 'click', at: [0.5, 0.5] }],
  // The camera moves by itself and the reload is quick: the label counting the assets says the loading started again.
  'load-assets-with-a-progress-bar': [{ kind: 'button', name: 'Load again', effect: showsText('of 5 assets') }],
  'loading-json': [{ kind: 'click', at: [0.5, 0.5] }],
  // The toys bounce by themselves: the left copy's clip switcher moves on to its second clip.
  'loading-gltf-glbs': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('Toy', 'clipSwitcher', 'current', 1) }],
  // Animation and materials: the click moves the state the tutorial teaches on by one step.
  'animation-without-state-graph': [{ kind: 'click', at: [0.5, 0.5], effect: animState('Toy', 'Bounce') }],
  'animation-blending': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('Toy', 'layerBlender', 'target', 1) }],
  'fading-objects-in-and-out': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('crate 0', 'fader', 'target', 0) }],
  'switching-materials-at-runtime': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('Toy', 'materialSwitcher', 'index', 1) }],
  // HTML/CSS and UI: the example's own buttons and keys, read back from the script that handles them.
  'htmlcss-ui': [{ kind: 'button', name: 'Blue', effect: scriptField('ui', 'htmlPanel', 'colorName', 'Blue') }],
  'htmlcss---live-updates': [{ kind: 'button', name: 'Add coin', effect: showsText('Coins: 1') }],
  'ui-text-input': [{ kind: 'click', at: [0.5, 0.5] }, { kind: 'keys', keys: ['a'], effect: scriptField('name field', 'textInput', 'value', 'a') }],
  'mobile-ui-safe-areas': [{ kind: 'button', name: 'Simulate notch', effect: scriptField('safe area', 'safeArea', 'simulating', true) }],
  'right-to-left-language-support': [{ kind: 'button', name: 'Next language', effect: showsText('Locale: en-US') }],
  'static-batching': [{ kind: 'keys', keys: [' '], effect: scriptField('town', 'batchToggle', 'batched', false) }],
  // UI, round 3: the button or click the tutorial teaches, read back from the script it drives.
  'dynamic-ui-scroll-view': [{ kind: 'click', at: [0.5, 0.9], effect: scriptField('inbox', 'scrollList', 'count', 5) }],
  'world-space-ui-rendering-on-top': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('Aoi tag', 'drawOnTop', 'onTop', true) }],
  'tutorial-layout-groups': [{ kind: 'click', at: [0.5, 0.9], effect: scriptField('tiles', 'layoutModes', 'mode', 1) }],
  'loading-circle-ui': [{ kind: 'click', at: [0.5, 0.9], effect: scriptField('baker', 'textureBaker', 'runs', 2) }],
  // Bomb (50 coins) is the card at the centre; the player starts with 100.
  'tutorial-shop-user-interface': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('shop', 'shop', 'coins', 50) }],
  // Loading and scenes: the example's buttons, read back from the scene state they change.
  'additive-loading-scenes': [{ kind: 'button', name: 'Pond', effect: showsText('Areas: Garden, Pond, Tower') }],
  'switch-full-scene': [{ kind: 'button', name: 'Next scene', effect: scriptField('Game', 'sceneFlow', 'current', 'Desert') }],
  'advance-loading-screen': [{ kind: 'button', name: 'Hang paintings', effect: showsText('Paintings: 3 of 3') }],
  'procedural-levels': [{ kind: 'button', name: 'New level', effect: scriptField('Level', 'levelGenerator', 'seed', 2) }],
  // Shaders: a click sends a ripple through the warped sprite.
  'warp-a-sprite-with-glsl': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('ghost', 'spriteWarp', 'pokes', 1) }],
  // Audio and textures: the first click starts the sound (a user gesture unlocks the audio context), the next switches the effect.
  'audio-effects': [
    { kind: 'click', at: [0.5, 0.5], effect: soundPlaying('speaker', 'loop') },
    { kind: 'click', at: [0.5, 0.5], effect: scriptField('speaker', 'effectSwitcher', 'current', 'lowpass') },
  ],
  'music-visualizer': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('visualizer', 'musicVisualizer', 'playing', true) }],
  'sound-volume-control-using-curve': [{ kind: 'drag', from: [0.3, 0.6], to: [0.8, 0.6], effect: moves('player', 1) }],
  'changing-textures-at-runtime': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('crate', 'textureSwitcher', 'index', 1) }],
  // Video: the click pauses the video the screen shows; the 360 video plays by itself, so the drag is read from the look script.
  'video-textures': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('screen', 'videoScreen', 'paused', true) }],
  'webxr-360-video': [{ kind: 'drag', from: [0.3, 0.5], to: [0.8, 0.4], effect: scriptNumber('Camera', 'dragLook', 'yaw', (yaw) => Math.abs(yaw) > 10) }],
  // Multiplayer, offline (no server on the site): the local player still moves. tests/e2e/multiplayer.spec.ts runs the servers and two clients.
  'real-time-multiplayer': [{ kind: 'keys', keys: ['ArrowRight'], holdMs: 900, effect: moves('player') }],
  'real-time-multiplayer-colyseus': [{ kind: 'keys', keys: ['ArrowRight'], holdMs: 900, effect: moves('player') }],
  'real-time-multiplayer-photon': [{ kind: 'keys', keys: ['ArrowRight'], holdMs: 900, effect: moves('player') }],
  // Terrain, resolution and XR outside a session: the click or drag the tutorial teaches.
  'terrain-generation': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('terrain', 'terrainGenerator', 'seed', 2) }],
  'resolution-scaling': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('settings', 'resolutionScaler', 'scale', 0.5) }],
  // Outside XR a click on an orange picks it up, as the grip does in a headset.
  'orange-room': [{ kind: 'click', at: 'orange 1', effect: scriptField('rig', 'orangeGrabber', 'heldNames', 'orange 1') }],
  'webxr-360-image': [{ kind: 'drag', from: [0.3, 0.5], to: [0.7, 0.5], effect: scriptNumber('camera', 'dragLook', 'yaw', (yaw) => yaw > 10) }],
  // Libraries: tween.js, qrcode, and the Facebook SDK's stand-in when the SDK is absent.
  'tweening': [{ kind: 'click', at: [0.5, 0.5], effect: scriptField('crate', 'tweenHop', 'hops', 1) }],
  'create-qr-code-at-runtime': [{ kind: 'button', name: 'Next text', effect: scriptField('sign', 'qrSign', 'text', 'HELLO PLAYCANVAS') }],
  'facebook-api': [
    { kind: 'click', at: [0.5, 0.4], effect: scriptField('coin', 'scoreGame', 'score', 1) },
    { kind: 'button', name: 'Share score', effect: showsText('would open the Share dialog') },
  ],
};

/** A 96 × 54 grey-level picture of the example's canvas, read right after the engine drew a frame. */
async function snapshot(frame: Frame): Promise<number[]> {
  return frame.evaluate(async () => {
    const live = (window as unknown as { __liveExample: { app: { once: (name: string, fn: () => void) => void; renderNextFrame: boolean; graphicsDevice: { canvas: HTMLCanvasElement } } } }).__liveExample;
    const { app } = live;
    // Read inside the frame's own task: the WebGL drawing buffer is cleared once it is composited.
    return new Promise<number[]>((resolve) => {
      const read = () => {
        const small = document.createElement('canvas');
        small.width = 96;
        small.height = 54;
        const context = small.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no 2D context');
        context.drawImage(app.graphicsDevice.canvas, 0, 0, small.width, small.height);
        const { data } = context.getImageData(0, 0, small.width, small.height);
        const grey: number[] = [];
        for (let index = 0; index < data.length; index += 4) grey.push(((data[index] ?? 0) * 3 + (data[index + 1] ?? 0) * 6 + (data[index + 2] ?? 0)) / 10);
        resolve(grey);
      };
      app.renderNextFrame = true;
      app.once('frameend', read);
    });
  });
}

/** A snapshot taken after waiting `ms`. */
async function afterWait(page: Page, frame: Frame, ms: number): Promise<number[]> {
  await page.waitForTimeout(ms);
  return snapshot(frame);
}

/** The most pixels any of eight snapshots over 1.2 s differs from the first by. */
async function motion(page: Page, frame: Frame): Promise<number> {
  const first = await snapshot(frame);
  let most = 0;
  for (let step = 0; step < 8; step += 1) most = Math.max(most, difference(first, await afterWait(page, frame, 150)));
  return most;
}

/** How many pixels of two snapshots differ by more than a few grey levels (small moving objects count). */
function difference(a: readonly number[], b: readonly number[]): number {
  return a.filter((value, index) => Math.abs(value - (b[index] ?? 0)) > 12).length;
}

/** Standard deviation of a snapshot: 0 for a single flat colour. */
function spread(picture: readonly number[]): number {
  const mean = picture.reduce((sum, value) => sum + value, 0) / picture.length;
  return Math.sqrt(picture.reduce((sum, value) => sum + (value - mean) ** 2, 0) / picture.length);
}

function region(page: Page): Locator {
  return page.getByRole('region', { name: /^ライブサンプル|^Live example/ });
}

/** Clicks Run and waits until the example's frame has drawn its first frames; returns the frame. */
async function run(page: Page): Promise<{ frame: Frame; element: Locator }> {
  await region(page).getByRole('button', { name: /^(▶\s*)?(実行|Run)$/ }).click();
  const element = region(page).locator('iframe');
  const handle = await element.elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the live example opened no frame');
  await frame.waitForFunction(() => (window as unknown as { __liveExample?: { ready: boolean } }).__liveExample?.ready === true, undefined, {
    timeout: 45_000,
  });
  return { frame, element };
}

async function send(page: Page, frame: Frame, element: Locator, input: Input): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the live example frame has no box');
  const at = ([x, y]: Point) => [box.x + box.width * x, box.y + box.height * y] as const;
  const aim = async (target: Target) => at(typeof target === 'string' ? await onScreen(frame, target) : target);
  switch (input.kind) {
    case 'keys':
      for (const key of input.keys) await page.keyboard.down(key);
      await holdFor(frame, input.holdMs ?? 150);
      for (const key of input.keys) await page.keyboard.up(key);
      break;
    case 'click':
      await page.mouse.click(...(await aim(input.at)));
      break;
    case 'dblclick':
      await page.mouse.dblclick(...(await aim(input.at)));
      break;
    case 'tap':
      await page.touchscreen.tap(...(await aim(input.at)));
      break;
    case 'doubletap':
      await doubleTap(page, await aim(input.at));
      break;
    case 'press':
      await page.mouse.move(...at(input.at));
      await page.mouse.down();
      await holdFor(frame, input.holdMs);
      await page.mouse.up();
      break;
    case 'move':
      await page.mouse.move(...at(input.from));
      await page.mouse.move(...at(input.to), { steps: 12 });
      break;
    case 'drag':
      await page.mouse.move(...at(input.from));
      await page.mouse.down();
      await page.mouse.move(...at(input.to), { steps: 12 });
      await page.mouse.up();
      break;
    case 'swipe':
      await swipe(page, at(input.from), at(input.to));
      break;
    case 'fingers':
      await fingers(page, input.at.map(at));
      break;
    case 'button':
      await frame.getByRole('button', { name: input.name, exact: true }).click();
      break;
  }
}

/**
 * Waits until the example's own clock has run `ms`. The engine caps each frame's step at
 * `maxDeltaTime`, so on a busy machine, where frames come late, a key held for `ms` of wall time
 * drives less simulated time (a car held 0.9 s went 0.4 m instead of over 1 m). Counted from
 * animation frames, so a stopped clock (`timeScale` 0) still ends the hold.
 */
async function holdFor(frame: Frame, ms: number): Promise<void> {
  await frame.evaluate((target) => {
    const { app } = (window as unknown as { __liveExample: { app: { maxDeltaTime: number } } }).__liveExample;
    return new Promise<void>((resolve) => {
      let ran = 0;
      let last = performance.now();
      const tick = (now: number) => {
        ran += Math.min(now - last, app.maxDeltaTime * 1000);
        last = now;
        if (ran >= target) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }, ms);
}

/**
 * Two taps at one point, all four touch events sent at once over CDP: two `touchscreen.tap` calls
 * wait for each other's round trips, which on a busy machine can outlast the example's double-tap window.
 */
async function doubleTap(page: Page, [x, y]: readonly [number, number]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchEnd') => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await Promise.all([touch('touchStart'), touch('touchEnd'), touch('touchStart'), touch('touchEnd')]);
  await cdp.detach();
}

/** One finger from `from` to `to` in 12 steps: Playwright's touchscreen only taps, so this uses CDP. */
async function swipe(page: Page, from: readonly [number, number], to: readonly [number, number]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', ...from);
  for (let step = 1; step <= 12; step += 1) {
    await touch('touchMove', from[0] + ((to[0] - from[0]) * step) / 12, from[1] + ((to[1] - from[1]) * step) / 12);
    await page.waitForTimeout(16);
  }
  await touch('touchEnd', ...to);
  await cdp.detach();
}

/** Fingers that land together (one touch event), slide a little and stay down: markers under them last only while they touch. */
async function fingers(page: Page, points: readonly (readonly [number, number])[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove', shift: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x: x + shift, y, id })) });
  await touch('touchStart', 0);
  for (let step = 1; step <= 6; step += 1) {
    await touch('touchMove', step * 4);
    await page.waitForTimeout(16);
  }
  await cdp.detach();
}

/** Where the named entity is on the example's first camera, as fractions of the canvas. */
async function onScreen(frame: Frame, entity: string): Promise<Point> {
  return frame.evaluate((name) => {
    type Position = { x: number; y: number; z: number };
    type Camera = { worldToScreen: (world: Position) => Position };
    type App = {
      root: { findByName: (name: string) => { getPosition: () => Position } | null; findComponents: (type: string) => Camera[] };
      graphicsDevice: { canvas: HTMLCanvasElement };
    };
    const { app } = (window as unknown as { __liveExample: { app: App } }).__liveExample;
    const node = app.root.findByName(name);
    const camera = app.root.findComponents('camera')[0];
    if (!node || !camera) throw new Error(`no entity ${name} or no camera`);
    const { x, y } = camera.worldToScreen(node.getPosition());
    const { clientWidth, clientHeight } = app.graphicsDevice.canvas;
    return [x / clientWidth, y / clientHeight] as const;
  }, entity);
}

/** The farthest the named entity gets from where it was while `during` runs, in metres, sampled at every frame of the example. */
async function reach(frame: Frame, entity: string, during: () => Promise<void>): Promise<number> {
  const stop = await frame.evaluateHandle((name) => {
    type Position = { distance: (other: Position) => number; clone: () => Position };
    type App = {
      root: { findByName: (name: string) => { getPosition: () => Position } | null };
      on: (event: string, fn: () => void) => void;
      off: (event: string, fn: () => void) => void;
    };
    const { app } = (window as unknown as { __liveExample: { app: App } }).__liveExample;
    const node = app.root.findByName(name);
    if (!node) throw new Error(`no entity ${name}`);
    const start = node.getPosition().clone();
    let farthest = 0;
    const sample = () => {
      farthest = Math.max(farthest, node.getPosition().distance(start));
    };
    app.on('frameend', sample);
    return () => {
      app.off('frameend', sample);
      sample();
      return farthest;
    };
  }, entity);
  await during();
  const farthest = await stop.evaluate((read) => read());
  await stop.dispose();
  return farthest;
}

/** Waits (10 s at most) until the named entity is at rest, so a body still falling into place is not taken for its drift. */
async function settle(frame: Frame, entity: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    if ((await reach(frame, entity, () => frame.page().waitForTimeout(300))) < 0.01) return;
  }
}

/**
 * Waits out an animation the example plays once by itself at start: the picture moves, then stays
 * within a few pixels of one picture for a second (slow fades drift off it, so they do not count as still).
 */
async function waitOutIntro(frame: Frame): Promise<void> {
  let moved = false;
  let calm = await snapshot(frame);
  let calmSince = Date.now();
  await expect
    .poll(
      async () => {
        const next = await snapshot(frame);
        const changed = difference(calm, next);
        if (changed > 2) {
          moved ||= changed > 4;
          calm = next;
          calmSince = Date.now();
        }
        return moved && Date.now() - calmSince >= 1_000;
      },
      { message: 'the start-up animation did not play and end', timeout: 20_000, intervals: [300] },
    )
    .toBe(true);
}

test.describe('live examples', () => {
  // Software WebGL on two cores: engine start-up and shader compiles take seconds per example.
  test.describe.configure({ timeout: 90_000 });
  test.use({ expectedConsoleWarnings: CANVAS_READ_BACK });

  test('every live tutorial is listed, and every input belongs to one', () => {
    expect(LIVE_TUTORIALS.length).toBeGreaterThan(0);
    // A renamed or misspelt slug would otherwise leave its tutorial tested for drawing only.
    expect(Object.keys(INPUTS).filter((slug) => !LIVE_TUTORIALS.includes(slug))).toEqual([]);
  });

  for (const slug of LIVE_TUTORIALS) {
    // Touch examples need a touch screen; the others keep a plain mouse so they take their mouse path.
    test.describe(slug, () => {
      // The frame runs the example's own modules and the engine, the same bytes whichever runtime the
      // site hydrates with: each example is run once, in the Preact pass. The component around the
      // frame (poster, Run, Stop, errors, focus) is tested in both passes below.
      test.skip(RUNTIME === 'react', 'the example in the frame does not depend on the site runtime: run in the Preact pass');
      test.use({ hasTouch: (INPUTS[slug] ?? []).some((input) => ['tap', 'doubletap', 'swipe', 'fingers'].includes(input.kind)) });
      test('runs, draws and reacts to its input', async ({ page, visit }, testInfo) => {
        const inputs = INPUTS[slug] ?? [];
        const downloads: string[] = [];
        DOWNLOADS.set(page, downloads);
        page.on('download', (download) => downloads.push(download.suggestedFilename()));
        await visit(`/ja/tutorials/${slug}/`);
        await expect(region(page).getByRole('img')).toHaveJSProperty('complete', true);
        const { frame, element } = await run(page);

        // Some examples build their scene over the first second (spawners): poll until something is drawn.
        await expect.poll(async () => spread(await snapshot(frame)), { message: 'the canvas is one flat colour', timeout: 10_000 }).toBeGreaterThan(2);
        await expect(region(page).getByRole('alert')).toHaveCount(0);

        for (const input of inputs) {
          if (input.afterIntro) await waitOutIntro(frame);
          if (input.freeze) await frame.evaluate(() => Object.assign((window as unknown as { __liveExample: { app: object } }).__liveExample.app, { timeScale: 0 }));
          const effect = input.effect ?? 'change';
          if (typeof effect === 'object') {
            // The same stretch of time without the input and with it: the entity's own drift is the baseline.
            await settle(frame, effect.entity);
            const holdMs = input.kind === 'keys' ? (input.holdMs ?? 150) : input.kind === 'press' ? input.holdMs : 200;
            const drift = await reach(frame, effect.entity, () => page.waitForTimeout(holdMs + 500));
            const moved = await reach(frame, effect.entity, async () => {
              await send(page, frame, element, input);
              await page.waitForTimeout(500);
            });
            testInfo.annotations.push({ type: 'motion', description: `${input.kind}: ${effect.entity} ${moved.toFixed(2)} m (idle ${drift.toFixed(2)} m)` });
            expect(moved, `${input.kind} did not move ${effect.entity}`).toBeGreaterThan(drift * 1.5 + effect.metres);
            continue;
          }
          // A pause needs a scene seen moving: blinks come in steps and a walk cycle returns to the same
          // pose, so look at several pictures over a second, not at two.
          const idle = effect === 'stillness' ? await motion(page, frame) : difference(await snapshot(frame), await afterWait(page, frame, 300));
          const start = await snapshot(frame);
          await send(page, frame, element, input);
          if (effect === 'change') {
            // A still scene can wait longer for a slow frame (a pick renders on a later one) without
            // drift passing for the change; a moving one gets a fixed half second.
            const needed = Math.max(4, idle * 1.5 + 2);
            let changed = 0;
            if (idle <= 2) {
              // Waits for the same bound the assertion below checks; a timeout is reported there.
              await expect.poll(async () => (changed = difference(start, await snapshot(frame))), { timeout: 5_000, intervals: [250] }).toBeGreaterThan(needed).catch(() => {});
            } else {
              await page.waitForTimeout(500);
              changed = difference(start, await snapshot(frame));
            }
            testInfo.annotations.push({ type: 'change', description: `${input.kind}: ${changed} pixels (idle ${idle})` });
            expect(changed, `${input.kind} did not change the scene`).toBeGreaterThan(needed);
          } else if (effect === 'stillness') {
            expect(idle, 'the scene must move by itself before it can be stopped').toBeGreaterThan(4);
            const moved = await motion(page, frame);
            testInfo.annotations.push({ type: 'change', description: `${input.kind}: ${moved} pixels after stopping (idle ${idle})` });
            expect(moved, `${input.kind} did not stop the scene`).toBeLessThan(Math.max(2, idle / 4));
          } else {
            await expect.poll(() => effect(frame), { message: `${input.kind} had no effect on the example's state`, timeout: 5_000 }).toBe(true);
          }
        }
        await expect(region(page).getByRole('alert')).toHaveCount(0);
      });
    });
  }
});

/** Script and module requests of a page, with whether a response carried the engine. */
function watchScripts(page: Page): { urls: string[]; engine: string[] } {
  const seen = { urls: [] as string[], engine: [] as string[] };
  page.on('requestfinished', (request: Request) => {
    if (!['script', 'fetch', 'xhr', 'other'].includes(request.resourceType()) && !LIVE_CODE.test(request.url())) return;
    seen.urls.push(request.url());
    // A response still being read when the test ends and closes the page rejects: that is no
    // failure of this test, and left unhandled it would fail whichever test the worker runs next.
    request
      .response()
      .then(async (response) => {
        const body = await response?.text().catch(() => '');
        if (body && ENGINE_BANNER.test(body)) seen.engine.push(request.url());
      })
      .catch(() => undefined);
  });
  return seen;
}

test.describe('engine loading', () => {
  // Once Run is pressed, the runner reads the canvas back to see that the example drew.
  test.use({ expectedConsoleWarnings: CANVAS_READ_BACK });
  test('pages without a live example request no engine code', async ({ page, visit }) => {
    const seen = watchScripts(page);
    for (const path of ['/ja/', '/ja/tutorials/', '/ja/user-manual/', '/tutorials/']) {
      await visit(path);
      await page.waitForLoadState('networkidle');
    }
    await expect(region(page)).toHaveCount(0);
    expect(seen.urls.filter((url) => LIVE_CODE.test(url))).toEqual([]);
    expect(seen.engine).toEqual([]);
  });

  test('a page with a live example loads the engine only on Run', async ({ page, visit }, testInfo) => {
    const slug = LIVE_TUTORIALS[0];
    test.skip(slug === undefined, 'no live example yet');
    const seen = watchScripts(page);
    await visit(`/ja/tutorials/${slug}/`);
    await page.waitForLoadState('networkidle');
    expect(seen.urls.filter((url) => LIVE_CODE.test(url)), 'engine or example code before Run').toEqual([]);
    expect(seen.engine).toEqual([]);

    const engineResponse = page.waitForResponse((response) => /\/live\/engine\/playcanvas-[0-9a-f]+\.mjs$/.test(response.url()));
    await run(page);
    const response = await engineResponse;
    const sizes = await response.request().sizes();
    testInfo.annotations.push({
      type: 'engine transfer',
      description: `${response.headers()['content-encoding'] ?? 'identity'} ${sizes.responseBodySize} bytes (${response.url()})`,
    });
  });
});

test.describe('live example controls', () => {
  test.use({ expectedConsoleWarnings: CANVAS_READ_BACK });
  const slug = 'keyboard-input';
  test.skip(!LIVE_TUTORIALS.includes(slug), `${slug} has no live example`);

  test('focus: the frame keeps the site shortcuts out and Escape gives focus back', async ({ page, visit }) => {
    await visit(`/ja/tutorials/${slug}/`);
    const { element } = await run(page);
    // The frame, made after hydration, points at the hint the server rendered.
    const hint = await element.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${hint}"]`)).toContainText('Esc');
    await element.click();
    // '/' and Ctrl+K open the site search when the page has the keys; inside the frame they must not.
    await page.keyboard.press('/');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(region(page).getByRole('button', { name: /再実行|Restart/ })).toBeFocused();
  });

  test('Stop destroys the application and frees its WebGL context; Restart runs it again', async ({ page, visit }) => {
    await visit(`/ja/tutorials/${slug}/`);
    await run(page);
    // Keep the frame's WebGL context in the page, so it can be asked after the frame is gone.
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('section iframe');
      const live = (frame?.contentWindow as unknown as { __liveExample: { app: { graphicsDevice: { gl: WebGLRenderingContext } } } }).__liveExample;
      Object.assign(window, { testGl: live.app.graphicsDevice.gl });
    });
    await region(page).getByRole('button', { name: /停止|Stop/ }).click();
    expect(await page.evaluate(() => (window as unknown as { testGl: WebGLRenderingContext }).testGl.isContextLost())).toBe(true);
    await expect(region(page).locator('iframe')).toHaveCount(0);
    await expect(region(page).getByRole('img')).toBeVisible();

    const again = await run(page);
    await region(page).getByRole('button', { name: /再実行|Restart/ }).click();
    await expect(region(page).locator('iframe')).toHaveCount(1);
    expect(again.frame.isDetached()).toBe(true);
  });

  test('an error shows a panel with message, file and line', async ({ page, visit }) => {
    await page.route(/\/live\/examples\/keyboard-input\/main\.mjs$/, async (route) => {
      const response = await route.fetch();
      const lines = (await response.text()).split('\n');
      // A new first line of main.mjs throws as soon as the module runs (imports are hoisted).
      lines.unshift("throw new Error('boom from the test');");
      await route.fulfill({ response, body: lines.join('\n') });
    });
    await visit(`/ja/tutorials/${slug}/`);
    await region(page).getByRole('button', { name: /^(▶\s*)?実行$/ }).click();
    const panel = region(page).getByRole('alert');
    await expect(panel).toContainText('boom from the test');
    await expect(panel).toContainText('examples/keyboard-input/main.mjs');
    await expect(panel).toContainText('1 行目');
  });

  test('without WebGL the poster stays and a message says why', async ({ page, visit }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type.startsWith('webgl')) return null;
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
    });
    const seen = watchScripts(page);
    await visit(`/ja/tutorials/${slug}/`);
    await region(page).getByRole('button', { name: /^(▶\s*)?実行$/ }).click();
    await expect(region(page).getByRole('status')).toContainText('WebGL');
    await expect(region(page).getByRole('img')).toBeVisible();
    await expect(region(page).locator('iframe')).toHaveCount(0);
    expect(seen.urls.filter((url) => LIVE_CODE.test(url))).toEqual([]);
  });
});
