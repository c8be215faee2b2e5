/**
 * The GLSL and WGSL samples of examples/ as scripts/check-shaders.ts compiles them. Each file says
 * in its opening comment what it is and how it is used, and the check reads exactly that:
 *
 * - its stage: "Vertex stage", "Fragment shader", "Compute stage", …;
 * - its use, one of
 *   - "replaces the `emissivePS` chunk of a StandardMaterial": a chunk override of one material;
 *   - "the composeDeclarationsPS chunk of the CameraFrame compose pass": a device-wide chunk of
 *     the CameraFrame's compose shader;
 *   - "the whole fragment shader of … Registered as the chunk retroPosterizePS … with the engine's
 *     quadVS vertex chunk": a full-screen pass shader made with `ShaderUtils.createShader()`;
 *   - "… of a ShaderMaterial": one stage of a shader material (`x.vert.glsl` pairs with `x.frag.glsl`);
 *   - "replaces the gsplatModifyPS chunk of the scene's gsplat material" (or of
 *     `app.scene.gsplat.material`): a chunk of the material every unified Gaussian splat draw
 *     copies, compiled with a splat drawn by a camera;
 *   - "the work buffer modifier of … (entity.gsplat.setWorkBufferModifier)": the
 *     `gsplatModifyVS` code of one Gaussian Splat component's copy into the work buffer;
 *   - a compute stage: the `cshader` of a compute Shader (WGSL only);
 * - what the use needs: a shader pass ("the camera's "gbuffer" shader pass") and the semantics
 *   of its own vertex attributes ("(semantic ATTR14)"), in the order the file declares them;
 * - its language, if it names one ("GLSL", "WGSL"): it must be the sample's own.
 *
 * A tutorial's `*-shaders.mjs` module holds its samples as exported strings, each with this
 * header in the `//` lines above it (scripts/lib/shader-modules.ts); such a sample keeps the
 * export's name and lines (`origin`), a ShaderMaterial's stages pair by the export names' stem
 * (FLAG_VERTEX_GLSL with FLAG_FRAGMENT_GLSL), and a module's CameraFrame compose chunks of one
 * language (composeDeclarationsPS and the composeMainEndPS line that calls it) are one unit.
 */
import path from 'node:path';

export type ShaderLanguage = 'glsl' | 'wgsl';
export type ShaderStage = 'vertex' | 'fragment' | 'compute';
export type ShaderUse = 'material-chunk' | 'compose-chunk' | 'quad' | 'shader-material' | 'compute' | 'gsplat-chunk' | 'gsplat-modifier';

/** The chunk a Gaussian Splat component's work buffer modifier is compiled as. */
export const WORK_BUFFER_MODIFIER_CHUNK = 'gsplatModifyVS';

export interface ShaderSample {
  /** Project-relative path, as reports name it. */
  file: string;
  language: ShaderLanguage;
  stage: ShaderStage;
  code: string;
  use: ShaderUse;
  /** The chunk it replaces or is registered as, or null for a ShaderMaterial stage or a compute shader. */
  chunk: string | null;
  /** The camera shader pass it is written for (`gbuffer`), if the header names one. */
  pass: string | null;
  /** The semantics the header gives the file's own attributes (`ATTR14`), in declaration order. */
  semantics: string[];
  /** For an export of a `*-shaders.mjs` module: its name, the line of its `export`, and the file's line holding the code's line 1. */
  origin?: { name: string; line: number; codeLine: number };
}

/** `file:line` of a sample's own line (1-based in its code), or of the sample itself: its export's line, or line 1. */
export function sampleLocation(sample: Pick<ShaderSample, 'file' | 'origin'>, line?: number): string {
  const { origin } = sample;
  if (line === undefined) return `${sample.file}:${origin?.line ?? 1}`;
  return `${sample.file}:${origin ? origin.codeLine + line - 1 : line}`;
}

/** One thing the browser builds and renders: a chunk override, a vertex and fragment pair, or a compute shader. */
export interface ShaderUnit {
  id: string;
  language: ShaderLanguage;
  use: ShaderUse;
  samples: ShaderSample[];
  chunk: string | null;
  pass: string | null;
  /** Vertex attributes the unit's code declares: semantic (`POSITION`, `ATTR14`) and float components. */
  attributes: Record<string, { semantic: string; components: number }>;
  /** Names the code tests with `#ifdef` (or `defined(…)`), defined so that every such branch is compiled; pass defines excluded. */
  defines: string[];
  /** Textures the code declares, each given a 1×1 texture so that the draw binds one. */
  textures: string[];
  /** Colour outputs the code writes (3 for `pcFragColor2`): the render target gets as many colour buffers. */
  colorBuffers: number;
  /** Engine chunks the code includes (`screenDepthPS`), so the scene can provide what they read. */
  includes: string[];
}

/** The semantic of a conventional attribute name of the engine's own shaders and examples. */
const KNOWN_ATTRIBUTES: Record<string, string> = {
  aPosition: 'POSITION', vertex_position: 'POSITION',
  aNormal: 'NORMAL', vertex_normal: 'NORMAL',
  aTangent: 'TANGENT', vertex_tangent: 'TANGENT',
  aUv0: 'TEXCOORD0', vertex_texCoord0: 'TEXCOORD0',
  aUv1: 'TEXCOORD1', vertex_texCoord1: 'TEXCOORD1',
  aColor: 'COLOR', vertex_color: 'COLOR',
};

/** The opening comment block: the lines up to the first that is not a `//` comment. */
export function headerOf(code: string): string {
  const lines: string[] = [];
  for (const line of code.split(/\r?\n/)) {
    const match = /^\s*\/\/\s?(.*)$/.exec(line);
    if (!match) break;
    lines.push(match[1]!);
  }
  return lines.join(' ');
}

/** The languages a header names: `GLSL`, `WGSL` as words (not `vertexGLSL` or `SHADERLANGUAGE_WGSL`). */
export function headerLanguages(header: string): ShaderLanguage[] {
  return (['glsl', 'wgsl'] as const).filter((language) => new RegExp(`\\b${language}\\b`, 'i').test(header));
}

/**
 * Reads a sample's header (the opening `//` lines of `code`); throws an error that says what the
 * header lacks. The language is the file's extension's unless given.
 */
export function parseShaderSample(file: string, code: string, language: ShaderLanguage = file.endsWith('.wgsl') ? 'wgsl' : 'glsl'): ShaderSample {
  const header = headerOf(code);
  if (!header) throw new Error('no header comment: say the stage and how the shader is used (a chunk of a StandardMaterial, a ShaderMaterial stage, or a compute shader)');
  const named = headerLanguages(header);
  if (named.length > 0 && !named.includes(language)) throw new Error(`the header says ${named[0]!.toUpperCase()}, but the code is ${language.toUpperCase()}`);
  const stage = /\b(vertex|fragment|compute)\s+(?:stage|shader)\b/i.exec(header)?.[1]?.toLowerCase() as ShaderStage | undefined;
  if (!stage) throw new Error('the header does not name the stage ("Vertex stage", "Fragment shader", "Compute stage")');
  if (stage === 'compute' && language === 'glsl') throw new Error('a compute shader is WGSL only (WebGL 2 has no compute)');
  const uses: [ShaderUse, RegExp][] = [
    // Before the plain chunk override: both say "replaces the `x` chunk"
    ['gsplat-modifier', /\b(?:work buffer modifier|setWorkBufferModifier)\b()/i],
    ['gsplat-chunk', /\breplaces the `?(\w+)`? chunk of (?=.{0,60}?\bgsplat(?: |\.)material\b)/i],
    ['compose-chunk', /\bthe `?(\w+)`? chunk of the CameraFrame compose pass\b/i],
    ['quad', /\bregistered as the chunk `?(\w+)`?[\s\S]*\bquadVS\b/i],
    ['material-chunk', /\breplaces the `?(\w+)`? chunk\b/i],
    ['shader-material', /\bShaderMaterial\b()/],
  ];
  const found = stage === 'compute' ? (['compute', null] as const) : uses.map(([use, pattern]) => [use, pattern.exec(header)] as const).find(([, match]) => match);
  if (!found) {
    throw new Error(
      'the header does not say how the shader is used: "replaces the `xPS` chunk of a StandardMaterial", "the xPS chunk of the CameraFrame compose pass", ' +
        '"Registered as the chunk xPS … with the engine\'s quadVS vertex chunk", "… of a ShaderMaterial", ' +
        '"replaces the gsplatModifyPS chunk of the scene\'s gsplat material" or "the work buffer modifier of … (entity.gsplat.setWorkBufferModifier)"',
    );
  }
  const [use, match] = found;
  let chunk = match?.[1] || null;
  if (use === 'gsplat-modifier') {
    // setWorkBufferModifier() always sets this one chunk; a header that names another is wrong
    const named = /\breplaces the `?(\w+)`? chunk\b/i.exec(header)?.[1];
    if (named && named !== WORK_BUFFER_MODIFIER_CHUNK) throw new Error(`a work buffer modifier is the ${WORK_BUFFER_MODIFIER_CHUNK} chunk of the work buffer copy, not ${named}`);
    chunk = WORK_BUFFER_MODIFIER_CHUNK;
  }
  return {
    file,
    language,
    stage,
    code,
    use,
    chunk,
    pass: /["“](\w+)["”] shader pass/i.exec(header)?.[1] ?? null,
    semantics: [...header.matchAll(/\bsemantic (ATTR\d+|POSITION|NORMAL|TANGENT|TEXCOORD\d|COLOR)\b/g)].map((match) => match[1]!),
  };
}

/** The code without comments, as the engine's preprocessor sees it. */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

/** Float components of an attribute type: `vec4`, `vec4f`, `vec4<f32>`, `float`, `f32`. */
function components(type: string): number {
  return Number(/vec(\d)/.exec(type)?.[1] ?? 1);
}

function declaredAttributes(sample: ShaderSample): ShaderUnit['attributes'] {
  const declared = [...stripComments(sample.code).matchAll(/^\s*attribute\s+(?:(\w+)\s+(\w+)\s*;|(\w+)\s*:\s*([\w<>]+))/gm)].map((match) =>
    match[2] ? { name: match[2], type: match[1]! } : { name: match[3]!, type: match[4]! },
  );
  const semantics = [...sample.semantics];
  return Object.fromEntries(
    declared.map(({ name, type }) => {
      const semantic = KNOWN_ATTRIBUTES[name] ?? semantics.shift();
      if (!semantic) throw new Error(`attribute ${name}: no semantic; say it in the header, e.g. "(semantic ATTR14)"`);
      return [name, { semantic, components: components(type) }];
    }),
  );
}

/** Groups the samples into the units the browser checks; problems name the file. */
export function shaderUnits(samples: readonly ShaderSample[]): { units: ShaderUnit[]; problems: string[] } {
  const units: ShaderUnit[] = [];
  const problems: string[] = [];
  const add = (id: string, use: ShaderUse, members: ShaderSample[]) => {
    try {
      units.push(unitOf(id, use, members));
    } catch (error) {
      problems.push(`${sampleLocation(members[0]!)} ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const label = (sample: ShaderSample) => sample.origin?.name ?? path.basename(sample.file);
  const pairs = new Map<string, ShaderSample[]>();
  const composed = new Map<string, ShaderSample[]>();
  for (const sample of samples) {
    if (sample.use === 'shader-material') {
      const key = `${pairKey(sample)}.${sample.language}`;
      pairs.set(key, [...(pairs.get(key) ?? []), sample]);
    } else if (sample.use === 'compose-chunk' && sample.origin) {
      // A module's declarations and the main-end line calling them only compile together
      const key = `${sample.file}#compose.${sample.language}`;
      composed.set(key, [...(composed.get(key) ?? []), sample]);
    } else add(sample.origin ? `${sample.file}#${sample.origin.name}.${sample.language}` : sample.file, sample.use, [sample]);
  }
  for (const [key, pair] of pairs) {
    const vertex = pair.filter((sample) => sample.stage === 'vertex');
    const fragment = pair.filter((sample) => sample.stage === 'fragment');
    if (vertex.length !== 1 || fragment.length !== 1) {
      const partners = pair[0]!.origin ? `X_VERTEX_${pair[0]!.language.toUpperCase()} with X_FRAGMENT_${pair[0]!.language.toUpperCase()} in one module` : `x.vert.${pair[0]!.language} with x.frag.${pair[0]!.language}`;
      for (const sample of pair) problems.push(`${sampleLocation(sample)} a ShaderMaterial stage needs exactly one partner of the other stage next to it (${partners}); found ${pair.map(label).join(', ')}`);
      continue;
    }
    add(key, 'shader-material', [vertex[0]!, fragment[0]!]);
  }
  for (const [key, group] of composed) {
    const chunks = group.map((sample) => sample.chunk);
    const repeated = group.filter((sample, index) => chunks.indexOf(sample.chunk) !== index);
    for (const sample of repeated) problems.push(`${sampleLocation(sample)} ${label(sample)}: a second ${sample.language.toUpperCase()} ${sample.chunk} chunk of the CameraFrame compose pass in this module`);
    if (repeated.length === 0) add(key, 'compose-chunk', group);
  }
  return { units, problems };
}

/**
 * What the two stages of one ShaderMaterial share: `d/x` for `d/x.vert.glsl` and `d/x.frag.glsl`
 * (or x-vert / x_vertex …); for a module's exports, the module and the export name without its
 * stage and language words (`FLAG` for FLAG_VERTEX_GLSL and FLAG_FRAGMENT_GLSL, or flagVertexGlsl).
 */
export function pairKey(sample: Pick<ShaderSample, 'file' | 'origin'>): string {
  if (!sample.origin) return `${path.dirname(sample.file)}/${path.basename(sample.file).replace(/[._-]?(vert|vertex|frag|fragment)\b.*$/, '')}`;
  const words = sample.origin.name.split(/_+|(?<=[a-z0-9])(?=[A-Z])/).filter((word) => !/^(vert|vertex|frag|fragment|glsl|wgsl|shader)$/i.test(word));
  return `${sample.file}#${words.join('_').toUpperCase()}`;
}

function unitOf(id: string, use: ShaderUse, samples: ShaderSample[]): ShaderUnit {
  const code = samples.map((sample) => stripComments(sample.code)).join('\n');
  const pass = samples.find((sample) => sample.pass)?.pass ?? null;
  const passDefine = pass ? `${pass.toUpperCase()}_PASS` : null;
  const tested = [...code.matchAll(/#\s*(?:ifn?def\s+(\w+)|(?:el)?if\b[^\n]*)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [...match[0].matchAll(/defined\s*\(\s*(\w+)\s*\)/g)].map((inner) => inner[1]!),
  );
  const colorIndices = [...code.matchAll(/\b(?:pcFragColor|output\.color)(\d)\b/g)].map((match) => Number(match[1]));
  return {
    id,
    language: samples[0]!.language,
    use,
    samples,
    chunk: samples[0]!.chunk,
    pass,
    attributes: Object.assign({}, ...samples.filter((sample) => sample.stage === 'vertex').map(declaredAttributes)) as ShaderUnit['attributes'],
    defines: [...new Set(tested)].filter((name) => name !== passDefine),
    textures: [...new Set([...code.matchAll(/\buniform\s+\w*sampler\w*\s+(\w+)\s*;|\bvar\s+(\w+)\s*:\s*texture_\w+/g)].map((match) => (match[1] ?? match[2])!))],
    colorBuffers: Math.max(0, ...colorIndices) + 1,
    includes: [...new Set([...code.matchAll(/#\s*include\s+"(\w+)"/g)].map((match) => match[1]!))],
  };
}

/**
 * A line as the check compares it: no comment, no spaces, and none of the prefixes the engine's
 * WGSL processing adds or removes (`uniform.`, `input.`, `output.` and the uniform buffers' names).
 */
export function normaliseLine(line: string): string {
  return line
    .replace(/\/\/.*$/, '')
    .replace(/\b(?:uniform|input|output|ub_\w+)\./g, '')
    .replace(/\s+/g, '');
}

/** Lines of the sample worth finding in the compiled source: statements, not declarations or braces. */
export function codeLines(code: string): { line: number; key: string }[] {
  return code.split(/\r?\n/).flatMap((text, index) => {
    const key = normaliseLine(text);
    if (key.length < 8 || key.startsWith('#') || /^(uniform|attribute|varying|var|in|out|precision|struct|@group)\b/.test(text.trim())) return [];
    return [{ line: index + 1, key }];
  });
}

/**
 * Whether the sample reached a compiled shader: one of its statements that the engine's own chunks
 * do not have (a function header such as `void getEmission() {` proves nothing) is in one of the
 * sources the engine compiled. A sample with no such statement counts any statement.
 */
export function appearsIn(sample: Pick<ShaderSample, 'code'>, sources: readonly string[], engineChunks: readonly string[] = []): boolean {
  const lines = (texts: readonly string[]) => new Set(texts.flatMap((text) => text.split('\n').map(normaliseLine)));
  const compiled = lines(sources);
  const engine = lines(engineChunks);
  const statements = codeLines(sample.code);
  const own = statements.filter(({ key }) => !engine.has(key));
  return (own.length > 0 ? own : statements).some(({ key }) => compiled.has(key));
}

/**
 * The sample's own line for a line of the engine's final source: the first line of the sample
 * with the same text (comments, spaces and the WGSL prefixes aside); failing that, the first line
 * naming the identifier the compiler quoted (`'uPulsee' : undeclared identifier`), or null.
 */
export function sampleLineFor(sample: Pick<ShaderSample, 'code'>, compiledText: string, message = ''): number | null {
  const key = normaliseLine(compiledText);
  const lines = sample.code.split(/\r?\n/);
  if (key.length > 0) {
    const index = lines.findIndex((line) => normaliseLine(line) === key);
    if (index >= 0) return index + 1;
  }
  for (const [, name] of message.matchAll(/['"`]([A-Za-z_]\w*)['"`]/g)) {
    const word = new RegExp(`\\b${name}\\b`);
    const index = lines.findIndex((line) => word.test(line.replace(/\/\/.*$/, '')));
    if (index >= 0) return index + 1;
  }
  return null;
}

/** What the check page reports for one unit: the errors while it was built and drawn, and every source the engine compiled for it. */
export interface UnitResult {
  id: string;
  device: string;
  /** A message; for a WGSL compiler message also the source it is about and its 1-based line there. */
  errors: { message: string; source?: number; line?: number }[];
  sources: string[];
}

/** The compile errors of a GLSL log the engine printed: `ERROR: 0:<line>: <message>`, with the line's text it quoted (`> <line>:\t<text>`). */
export function glslErrors(log: string): { line: number; message: string; text: string | null }[] {
  const quoted = new Map([...log.matchAll(/^> (\d+):\t(.*)$/gm)].map((match) => [Number(match[1]), match[2]!]));
  return [...log.matchAll(/^ERROR: \d+:(\d+): (.*)$/gm)].map((match) => ({ line: Number(match[1]), message: match[2]!.trim(), text: quoted.get(Number(match[1])) ?? null }));
}

/**
 * Problems of one unit as `file:line message` lines: each error placed on the sample line it
 * comes from (the first sample with that line), or on the unit's first file with the compiled
 * line quoted; then any sample none of whose statements was compiled.
 */
export function unitProblems(
  unit: { samples: Pick<ShaderSample, 'file' | 'code' | 'origin'>[] },
  result: Pick<UnitResult, 'device' | 'errors' | 'sources'>,
  engineChunks: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const place = (text: string | null, message: string) => {
    for (const sample of unit.samples) {
      const line = text === null ? null : sampleLineFor(sample, text, message);
      if (line !== null) return sampleLocation(sample, line);
    }
    return null;
  };
  for (const error of result.errors) {
    const parsed = error.source !== undefined && error.line !== undefined
      ? [{ line: error.line, message: error.message, text: result.sources[error.source]?.split('\n')[error.line - 1] ?? null }]
      : glslErrors(error.message);
    if (parsed.length === 0) {
      problems.push(`${unitLabel(unit.samples[0]!)}: ${error.message.split('\n')[0]}`);
      continue;
    }
    for (const { line, message, text } of parsed) {
      const at = place(text, message);
      problems.push(at ? `${at} ${message}` : `${unitLabel(unit.samples[0]!)}: ${message} (line ${line} of the compiled shader: ${text?.trim() ?? '?'})`);
    }
  }
  if (problems.length === 0) {
    for (const sample of unit.samples) {
      if (!appearsIn(sample, result.sources, engineChunks)) problems.push(`${unitLabel(sample)}: none of its statements reached a shader compiled on ${result.device}; its header does not describe a use that compiles it`);
    }
  }
  return problems;
}

/** How a report names a sample without a line of its own: the file, or a module's file, export line and name. */
function unitLabel(sample: Pick<ShaderSample, 'file' | 'origin'>): string {
  return sample.origin ? `${sampleLocation(sample)} ${sample.origin.name}` : sample.file;
}
