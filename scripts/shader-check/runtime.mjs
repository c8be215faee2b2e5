// Runs in Chromium, in the one page scripts/check-shaders.ts opens: compiles every shader unit
// the way its header says it is used, with the engine's own shader generation and compilation.
// GLSL units render one frame on a WebGL 2 device (the engine compiles and links the program and
// logs the driver's error when it fails); WGSL units render one frame on a WebGPU device
// (SwiftShader), and every shader module the engine creates is validated by the browser's WGSL
// compiler (`getCompilationInfo`), which the engine's release build does not ask itself.
// Gaussian splat units draw a small splat made in code with a camera, over frames until the
// splats are sorted (a Web Worker sorts them on WebGL, compute shaders on WebGPU, whose modules
// are checked as well), so that the work buffer copy and the splat draw are compiled.
import {
  Application, BindGroupFormat, CameraFrame, Color, Entity, GSPLAT_RENDERER_AUTO, GSPLAT_RENDERER_RASTER_CPU_SORT, GSplatData, GSplatResource, PIXELFORMAT_RGBA8, RenderTarget, SEMANTIC_POSITION, SHADERLANGUAGE_GLSL,
  SHADERLANGUAGE_WGSL, Shader, ShaderChunks, ShaderMaterial, ShaderUtils, StandardMaterial, Texture, TYPE_FLOAT32, VertexBuffer,
  VertexFormat, createGraphicsDevice, drawQuadWithShader, version,
} from 'playcanvas';
import * as engine from 'playcanvas';
import { stepFrames } from '../lib/step-frames.mjs';

/**
 * @typedef {import('../lib/shader-samples').ShaderUnit} ShaderUnit
 * @typedef {import('../lib/shader-samples').UnitResult} UnitResult
 * @typedef {UnitResult['errors'][number]} UnitError
 */

/**
 * What the unit being checked has produced so far; the device hooks write into it.
 * @type {{ errors: UnitError[], sources: string[] }}
 */
let current = { errors: [], sources: [] };

/** @param {string} semantic - `POSITION`, `ATTR14` … */
function semanticOf(semantic) {
  const value = Reflect.get(engine, `SEMANTIC_${semantic}`);
  if (typeof value !== 'string') throw new Error(`unknown vertex semantic ${semantic}`);
  return value;
}

/** The engine's own chunks, as a device has them before any unit changes them. */
const engineChunks = new Set();

/** The engine's chunk API version, `2.23` for 2.23.3: the samples are written for it. */
const CHUNKS_VERSION = version.split('.').slice(0, 2).join('.');

/**
 * The unit's device-wide chunks (one, or a module's compose chunks: composeDeclarationsPS and
 * composeMainEndPS) set for the duration of one unit, then put back.
 *
 * @param {import('playcanvas').GraphicsDevice} device
 * @param {ShaderUnit} unit
 * @returns {() => void}
 */
function setDeviceChunk(device, unit) {
  const chunks = ShaderChunks.get(device, unit.language === 'wgsl' ? SHADERLANGUAGE_WGSL : SHADERLANGUAGE_GLSL);
  const restore = unit.samples.map((sample) => {
    const name = /** @type {string} */ (sample.chunk ?? unit.chunk);
    const previous = chunks.get(name);
    chunks.set(name, sample.code);
    return () => {
      if (previous === undefined) chunks.delete(name);
      else chunks.set(name, previous);
    };
  });
  return () => restore.reverse().forEach((undo) => undo());
}

/**
 * Builds what the unit needs under `root` and draws it in the next frame: a camera (with the
 * unit's shader pass and a render target with enough colour buffers, or a CameraFrame for a
 * compose chunk), a light, and a box drawn with the unit's material; or, for a full-screen pass
 * shader, the engine's quad drawn with it at once.
 *
 * @param {import('playcanvas').AppBase} app
 * @param {Entity} root
 * @param {ShaderUnit} unit
 * @returns {Array<() => void>} What releases what is not part of the entity tree.
 */
function buildScene(app, root, unit) {
  const device = app.graphicsDevice;
  const language = unit.language === 'wgsl' ? SHADERLANGUAGE_WGSL : SHADERLANGUAGE_GLSL;
  /** @type {Array<() => void>} */
  const release = [];
  const texture = () => {
    const created = new Texture(device, { width: 1, height: 1, format: PIXELFORMAT_RGBA8, mipmaps: false });
    release.push(() => created.destroy());
    return created;
  };
  const target = (/** @type {number} */ count) => {
    const created = new RenderTarget({ colorBuffers: Array.from({ length: count }, texture), depth: true });
    release.push(() => created.destroy());
    return created;
  };

  if (isSplatUnit(unit)) {
    const splatRelease = buildSplatScene(app, root, unit, texture);
    return [...release, ...splatRelease];
  }

  if (unit.use === 'quad') {
    release.push(setDeviceChunk(device, unit));
    const shader = ShaderUtils.createShader(device, {
      uniqueName: unit.id,
      attributes: { aPosition: SEMANTIC_POSITION },
      vertexChunk: 'quadVS',
      fragmentChunk: /** @type {string} */ (unit.chunk),
    });
    for (const name of unit.textures) device.scope.resolve(name).setValue(texture());
    drawQuadWithShader(device, target(unit.colorBuffers), shader);
    release.push(() => shader.destroy());
    return release;
  }

  const camera = new Entity('camera');
  camera.addComponent('camera', { clearColor: new Color(0.2, 0.2, 0.2) });
  camera.setPosition(0, 0, 3);
  root.addChild(camera);
  const cameraComponent = /** @type {import('playcanvas').CameraComponent} */ (camera.camera);
  if (unit.pass) {
    cameraComponent.renderTarget = target(unit.colorBuffers);
    cameraComponent.setShaderPass(unit.pass);
  }
  if (unit.includes.some((name) => /depth/i.test(name))) cameraComponent.requestSceneDepthMap(true);
  if (unit.includes.some((name) => /screenColor|grab/i.test(name))) cameraComponent.requestSceneColorMap(true);
  if (unit.use === 'compose-chunk') {
    release.push(setDeviceChunk(device, unit));
    const frame = new CameraFrame(app, cameraComponent);
    frame.update();
    release.push(() => frame.destroy());
  }

  const light = new Entity('light');
  light.addComponent('light', { type: 'directional' });
  light.setEulerAngles(45, 30, 0);
  root.addChild(light);

  /** @type {import('playcanvas').Material} */
  let material;
  if (unit.use === 'shader-material') {
    const [vertex, fragment] = unit.samples;
    const attributes = Object.fromEntries(Object.entries(unit.attributes).map(([name, { semantic }]) => [name, semanticOf(semantic)]));
    material = new ShaderMaterial(
      unit.language === 'wgsl'
        ? { uniqueName: unit.id, vertexWGSL: vertex?.code, fragmentWGSL: fragment?.code, attributes }
        : { uniqueName: unit.id, vertexGLSL: vertex?.code, fragmentGLSL: fragment?.code, attributes },
    );
  } else {
    const standard = new StandardMaterial();
    if (unit.use === 'material-chunk') {
      standard.shaderChunksVersion = CHUNKS_VERSION;
      standard.getShaderChunks(language).set(/** @type {string} */ (unit.chunk), unit.samples[0]?.code ?? '');
      for (const [name, { semantic }] of Object.entries(unit.attributes)) standard.setAttribute(name, semanticOf(semantic));
    }
    material = standard;
  }
  for (const name of unit.defines) material.setDefine(name, true);
  for (const name of unit.textures) material.setParameter(name, texture());
  material.update();
  release.push(() => material.destroy());

  const box = new Entity('box');
  box.addComponent('render', { type: 'box', material });
  root.addChild(box);

  // A chunk of the instancing path, or attributes fed per instance: draw two instances
  const perInstance = Object.values(unit.attributes).filter(({ semantic }) => semantic.startsWith('ATTR'));
  const meshInstance = box.render?.meshInstances[0];
  if (meshInstance && (perInstance.length > 0 || /instanc/i.test(unit.chunk ?? ''))) {
    const format = perInstance.length > 0
      ? new VertexFormat(device, perInstance.map(({ semantic, components }) => ({ semantic: semanticOf(semantic), components, type: TYPE_FLOAT32 })))
      : VertexFormat.getDefaultInstancingFormat(device);
    const data = new Float32Array((format.size / 4) * 2);
    if (perInstance.length === 0) data.set([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    const buffer = new VertexBuffer(device, format, 2, { data });
    release.push(() => buffer.destroy());
    meshInstance.setInstancing(buffer);
  }
  return release;
}

/** @param {ShaderUnit} unit */
const isSplatUnit = (unit) => unit.use === 'gsplat-chunk' || unit.use === 'gsplat-modifier';

/**
 * 4 × 4 splats in a square of 1.5 units at the origin, built in code as a PLY's columns.
 *
 * @param {import('playcanvas').GraphicsDevice} device
 */
function splatResource(device) {
  const count = 16;
  /** @type {Record<string, (i: number) => number>} Columns not listed are 0. */
  const values = {
    x: (i) => (i % 4) * 0.5 - 0.75,
    y: (i) => Math.floor(i / 4) * 0.5 - 0.75,
    scale_0: () => -2, scale_1: () => -2, scale_2: () => -2,
    rot_0: () => 1,
    f_dc_0: () => 1,
    opacity: () => 2,
  };
  const names = ['x', 'y', 'z', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity'];
  const properties = names.map((name) => ({ type: 'float', name, storage: Float32Array.from({ length: count }, (_, i) => values[name]?.(i) ?? 0), byteSize: 4 }));
  return new GSplatResource(device, new GSplatData([{ name: 'vertex', count, properties }]));
}

/**
 * A Gaussian splat unit's scene: a camera and a splat, with the unit's code set on the scene's
 * gsplat material (the template every camera's material copies after `update()`) or as the
 * splat's work buffer modifier.
 *
 * @param {import('playcanvas').AppBase} app
 * @param {Entity} root
 * @param {ShaderUnit} unit
 * @param {() => import('playcanvas').Texture} texture
 * @returns {Array<() => void>}
 */
function buildSplatScene(app, root, unit, texture) {
  const language = unit.language === 'wgsl' ? SHADERLANGUAGE_WGSL : SHADERLANGUAGE_GLSL;
  const code = unit.samples[0]?.code ?? '';
  const chunk = /** @type {string} */ (unit.chunk);
  /** @type {Array<() => void>} */
  const release = [];

  const camera = new Entity('camera');
  camera.addComponent('camera', { clearColor: new Color(0.2, 0.2, 0.2) });
  camera.setPosition(0, 0, 3);
  root.addChild(camera);

  const resource = splatResource(app.graphicsDevice);
  release.push(() => resource.destroy());
  const splat = new Entity('splat');
  splat.addComponent('gsplat', { resource });
  root.addChild(splat);
  const gsplat = /** @type {import('playcanvas').GSplatComponent} */ (splat.gsplat);

  if (unit.use === 'gsplat-modifier') {
    gsplat.setWorkBufferModifier(unit.language === 'wgsl' ? { wgsl: code } : { glsl: code });
    for (const name of unit.textures) gsplat.setParameter(name, texture());
  } else {
    const material = app.scene.gsplat.material;
    const chunks = material.getShaderChunks(language);
    const previous = chunks.get(chunk);
    chunks.set(chunk, code);
    for (const name of unit.defines) material.setDefine(name, true);
    for (const name of unit.textures) material.setParameter(name, texture());
    material.update();
    release.push(() => {
      if (previous === undefined) chunks.delete(chunk);
      else chunks.set(chunk, previous);
      for (const name of unit.defines) material.setDefine(name, false);
      for (const name of unit.textures) material.deleteParameter(name);
      material.update();
    });
  }
  return release;
}

/**
 * Renders frames until the splats' sort is shown (`frame:ready` with `ready`), then one more: the
 * splat draw is compiled once there is a sorted order to draw. On WebGL the order comes from the
 * engine's Web Worker, so the page's event loop runs between frames.
 *
 * @param {import('playcanvas').AppBase} app
 * @param {number} [timeoutMs]
 */
async function renderUntilSorted(app, timeoutMs = 5000) {
  const system = /** @type {import('playcanvas').GSplatComponentSystem} */ (app.systems.gsplat);
  let sorted = false;
  /** @param {unknown} camera @param {unknown} layer @param {boolean} ready */
  const onReady = (camera, layer, ready) => {
    sorted ||= ready;
  };
  system.on('frame:ready', onReady);
  try {
    const deadline = performance.now() + timeoutMs;
    while (!sorted) {
      if (performance.now() > deadline) throw new Error(`the splats were not sorted within ${timeoutMs / 1000} s: the splat draw was never compiled`);
      stepFrames(app, 1);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    stepFrames(app, 1);
  } finally {
    system.off('frame:ready', onReady);
  }
}

/**
 * A compute shader: the engine preprocesses it (its includes) and processes it for WebGPU when the
 * Shader is made; the module is what the engine would hand the pipeline.
 *
 * @param {import('playcanvas').GraphicsDevice} device
 * @param {ShaderUnit} unit
 */
function buildCompute(device, unit) {
  const shader = new Shader(device, {
    name: unit.id,
    shaderLanguage: SHADERLANGUAGE_WGSL,
    cshader: unit.samples[0]?.code ?? '',
    cincludes: ShaderChunks.get(device, SHADERLANGUAGE_WGSL),
    // The bindings are the shader's own (explicit @group/@binding): nothing for the engine to add
    computeBindGroupFormat: new BindGroupFormat(device, []),
  });
  /** @type {any} */ (shader.impl).getComputeShaderModule();
  shader.destroy();
}

/**
 * @param {'webgl2' | 'webgpu'} type
 * @param {ShaderUnit[]} units
 * @returns {Promise<UnitResult[]>}
 */
async function checkOn(type, units) {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  document.body.appendChild(canvas);
  const device = await createGraphicsDevice(canvas, { deviceTypes: [type] });
  if (device.deviceType !== type) throw new Error(`no ${type} device (got ${device.deviceType})`);
  const app = new Application(canvas, { graphicsDevice: device });
  app.start();
  if (app.frameRequestId !== null) cancelAnimationFrame(app.frameRequestId);

  // WebGPU objects are `any`: TypeScript's DOM library has no WebGPU types.
  /** @type {Array<{ module: any, source: number }>} */
  let modules = [];
  const anyDevice = /** @type {any} */ (device);
  if (type === 'webgl2') {
    const gl = /** @type {WebGL2RenderingContext} */ (anyDevice.gl);
    const shaderSource = gl.shaderSource.bind(gl);
    gl.shaderSource = (shader, source) => {
      current.sources.push(source);
      shaderSource(shader, source);
    };
  } else {
    const wgpu = anyDevice.wgpu;
    // Headless Chromium cannot present a WebGPU canvas (the swap chain's shared image fails and
    // the device is dropped): the frames go to a plain texture, through the slot the engine's
    // WebXR path uses for the colour buffer it is handed. Shader processing is not affected.
    anyDevice.xrColorTexture = wgpu.createTexture({
      size: [canvas.width, canvas.height],
      format: anyDevice.canvasConfig.format,
      viewFormats: anyDevice.canvasConfig.viewFormats,
      usage: anyDevice.canvasConfig.usage,
    });
    const createShaderModule = wgpu.createShaderModule.bind(wgpu);
    /** @param {{ code: string }} descriptor */
    wgpu.createShaderModule = (descriptor) => {
      const module = createShaderModule(descriptor);
      modules.push({ module, source: current.sources.push(descriptor.code) - 1 });
      return module;
    };
    wgpu.addEventListener('uncapturederror', (/** @type {any} */ event) => current.errors.push({ message: `WebGPU: ${event.error.message}` }));
  }

  /** @type {UnitResult[]} */
  const results = [];
  for (const chunks of [ShaderChunks.get(device, SHADERLANGUAGE_GLSL), ShaderChunks.get(device, SHADERLANGUAGE_WGSL)]) {
    for (const code of chunks.values()) engineChunks.add(code);
  }
  for (const unit of units) {
    current = { errors: [], sources: [] };
    modules = [];
    const root = new Entity(unit.id);
    app.root.addChild(root);
    /** @type {Array<() => void>} */
    let release = [];
    try {
      if (unit.use === 'compute') buildCompute(device, unit);
      else {
        release = buildScene(app, root, unit);
        if (!isSplatUnit(unit)) stepFrames(app, 1);
        else {
          await renderUntilSorted(app);
          // WebGPU sorts on the GPU, with the scene's chunks in the compute shaders; its CPU sort
          // compiles gsplatModifyVS into the vertex shader instead, as WebGL does: both
          if (type === 'webgpu' && unit.use === 'gsplat-chunk') {
            app.scene.gsplat.renderer = GSPLAT_RENDERER_RASTER_CPU_SORT;
            try {
              await renderUntilSorted(app);
            } finally {
              app.scene.gsplat.renderer = GSPLAT_RENDERER_AUTO;
            }
          }
        }
      }
      if (type === 'webgpu') {
        await anyDevice.wgpu.queue.onSubmittedWorkDone();
        /** @type {UnitError[]} */
        const compileErrors = [];
        for (const { module, source } of modules) {
          for (const message of (await module.getCompilationInfo()).messages) {
            if (message.type === 'error') compileErrors.push({ message: message.message, source, line: message.lineNum });
          }
        }
        // An invalid module also makes its pipeline and command buffer invalid: report the cause only
        if (compileErrors.length > 0) current.errors = [...current.errors.filter((error) => !error.message.startsWith('WebGPU: ')), ...compileErrors];
      }
    } catch (error) {
      current.errors.push({ message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    } finally {
      root.destroy();
      for (const undo of release.reverse()) undo();
    }
    results.push({ id: unit.id, device: type, ...current });
  }
  app.destroy();
  canvas.remove();
  return results;
}

/**
 * Checks the GLSL units on WebGL 2, then the WGSL units on WebGPU. The engine's `console.error`
 * while a unit is built and drawn is that unit's failure (a compile or link log, a processing error).
 * Also returns the text of the engine's own chunks, so that the caller can tell a sample's own
 * lines from lines the engine's code has too.
 *
 * @param {ShaderUnit[]} units
 * @returns {Promise<{ results: UnitResult[], engineChunks: string[] }>}
 */
async function checkShaders(units) {
  const { error } = console;
  // The engine logs the failure as a message, then objects for a debugger: keep the text
  console.error = (...args) => current.errors.push({ message: args.filter((arg) => typeof arg === 'string').join(' ') });
  try {
    const glsl = units.filter((unit) => unit.language === 'glsl');
    const wgsl = units.filter((unit) => unit.language === 'wgsl');
    const results = [...(glsl.length ? await checkOn('webgl2', glsl) : []), ...(wgsl.length ? await checkOn('webgpu', wgsl) : [])];
    return { results, engineChunks: [...engineChunks] };
  } finally {
    console.error = error;
  }
}

Object.assign(globalThis, { checkShaders });
