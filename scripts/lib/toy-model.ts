/**
 * The project's own glTF model, static/models/toy.glb (served at /models/toy.glb), written byte
 * by byte from this description so that the samples of the PlayCanvas React pages load a model
 * whose every name the pages can state. scripts/generate-toy-model.ts writes it;
 * tests/unit/toy-model.test.ts fails when the committed file differs from what this module makes.
 *
 * Content (the names are the ones the pages use; lengths in metres, Y up, the toy faces +Z):
 * - `Toy` (root, at the origin) with children
 *   - `Body`: box 1 × 0.6 × 1.4 (x × y × z) centred at y 0.3, material `Paint` (#d23c3c);
 *   - `Head`: sphere of radius 0.35 centred at y 0.6, material `Chrome` (#c8c8d2, metalness 1);
 *   - `Wheel.FL`, `Wheel.FR`, `Wheel.BL`, `Wheel.BR`: cylinders of radius 0.2 and width 0.16, axis
 *     along X, centred at (±0.55, 0.2, ±0.45) (F: front, +Z; L: left, +X as the toy sees it),
 *     one shared mesh, material `Rubber` (#1e1e1e).
 * - Animations: `Spin`, Head's rotation 0 → 360° about Y in 2 s (five keys a quarter turn
 *   apart, linear; glTF has no loop flag, a player loops it); `Bounce`, Toy's translation y
 *   0 → 0.3 → 0 in 1 s (linear).
 * No textures, no images, no cameras or lights. Colours are given in sRGB as the pages name them
 * and stored as glTF's linear `baseColorFactor` through the engine's own curve (x^2.2), so the
 * engine's glTF parser (`diffuse.gamma()`) gives the named colour back.
 */

/** Segments around a sphere and its rings from pole to pole; around each wheel. */
const SPHERE_SEGMENTS = 12;
const SPHERE_RINGS = 8;
const WHEEL_SEGMENTS = 12;

interface Geometry {
  positions: number[];
  normals: number[];
  indices: number[];
}

function box(width: number, height: number, depth: number, centreY: number): Geometry {
  const g: Geometry = { positions: [], normals: [], indices: [] };
  const [hx, hy, hz] = [width / 2, height / 2, depth / 2];
  // Each face: its normal and two axes spanning it (u × v = normal, so the winding is counter-clockwise seen from outside).
  const faces: [number[], number[], number[]][] = [
    [[1, 0, 0], [0, 0, -1], [0, 1, 0]],
    [[-1, 0, 0], [0, 0, 1], [0, 1, 0]],
    [[0, 1, 0], [1, 0, 0], [0, 0, -1]],
    [[0, -1, 0], [1, 0, 0], [0, 0, 1]],
    [[0, 0, 1], [1, 0, 0], [0, 1, 0]],
    [[0, 0, -1], [-1, 0, 0], [0, 1, 0]],
  ];
  const half = [hx, hy, hz];
  for (const [n, u, v] of faces) {
    const base = g.positions.length / 3;
    for (const [su, sv] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
      for (let axis = 0; axis < 3; axis += 1) {
        const value = (n[axis]! + su * u[axis]! + sv * v[axis]!) * half[axis]!;
        g.positions.push(axis === 1 ? value + centreY : value);
      }
      g.normals.push(...n);
    }
    g.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return g;
}

function sphere(radius: number): Geometry {
  const g: Geometry = { positions: [], normals: [], indices: [] };
  for (let ring = 0; ring <= SPHERE_RINGS; ring += 1) {
    const theta = (ring / SPHERE_RINGS) * Math.PI;
    for (let segment = 0; segment <= SPHERE_SEGMENTS; segment += 1) {
      const phi = (segment / SPHERE_SEGMENTS) * Math.PI * 2;
      const n = [Math.sin(theta) * Math.sin(phi), Math.cos(theta), Math.sin(theta) * Math.cos(phi)];
      g.normals.push(...n);
      g.positions.push(...n.map((value) => value * radius));
    }
  }
  const row = SPHERE_SEGMENTS + 1;
  for (let ring = 0; ring < SPHERE_RINGS; ring += 1) {
    for (let segment = 0; segment < SPHERE_SEGMENTS; segment += 1) {
      const a = ring * row + segment;
      const b = a + row;
      g.indices.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
  return g;
}

/** A closed cylinder with its axis along X, centred at the origin. */
function cylinder(radius: number, width: number): Geometry {
  const g: Geometry = { positions: [], normals: [], indices: [] };
  const half = width / 2;
  const ring = (index: number) => {
    const angle = (index / WHEEL_SEGMENTS) * Math.PI * 2;
    return [Math.cos(angle), Math.sin(angle)] as const;
  };
  // Side: two rows of vertices with radial normals.
  for (let index = 0; index <= WHEEL_SEGMENTS; index += 1) {
    const [c, s] = ring(index);
    for (const x of [-half, half]) {
      g.positions.push(x, c * radius, s * radius);
      g.normals.push(0, c, s);
    }
  }
  for (let index = 0; index < WHEEL_SEGMENTS; index += 1) {
    const a = index * 2;
    g.indices.push(a, a + 3, a + 1, a, a + 2, a + 3);
  }
  // Caps: a centre vertex and a ring with the axis as normal.
  for (const side of [-1, 1]) {
    const centre = g.positions.length / 3;
    g.positions.push(side * half, 0, 0);
    g.normals.push(side, 0, 0);
    for (let index = 0; index < WHEEL_SEGMENTS; index += 1) {
      const [c, s] = ring(index);
      g.positions.push(side * half, c * radius, s * radius);
      g.normals.push(side, 0, 0);
    }
    for (let index = 0; index < WHEEL_SEGMENTS; index += 1) {
      const a = centre + 1 + index;
      const b = centre + 1 + ((index + 1) % WHEEL_SEGMENTS);
      if (side > 0) g.indices.push(centre, a, b);
      else g.indices.push(centre, b, a);
    }
  }
  return g;
}

/** An sRGB colour `#rrggbb` as glTF's linear RGBA factor, rounded so the JSON is the same everywhere. */
function linearFactor(hex: string): number[] {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  return [...channels.map((value) => Math.round(Math.pow(value, 2.2) * 1e6) / 1e6), 1];
}

/** A quaternion about Y, rounded (and −0 made 0) so the bytes do not depend on the platform's trigonometry. */
function aboutY(degrees: number): number[] {
  const half = (degrees * Math.PI) / 360;
  return [0, Math.sin(half), 0, Math.cos(half)].map((value) => Math.round(value * 1e6) / 1e6 + 0);
}

/** Node names and materials, exported for the tests and the pages' checks. */
export const TOY = {
  nodes: ['Toy', 'Body', 'Head', 'Wheel.FL', 'Wheel.FR', 'Wheel.BL', 'Wheel.BR'],
  materials: { Paint: '#d23c3c', Chrome: '#c8c8d2', Rubber: '#1e1e1e' },
  animations: { Spin: 2, Bounce: 1 },
} as const;

/** The GLB file, the same bytes on every run. */
export function toyModel(): Uint8Array {
  const chunks: Uint8Array[] = [];
  let byteLength = 0;
  const bufferViews: Record<string, unknown>[] = [];
  const accessors: Record<string, unknown>[] = [];

  /** Appends data (4-byte aligned) as a buffer view and an accessor; returns the accessor's index. */
  const accessor = (data: Float32Array | Uint16Array, type: 'SCALAR' | 'VEC3' | 'VEC4', extra: Record<string, unknown> = {}, target?: number): number => {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
    padded.set(bytes);
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: bytes.length, ...(target ? { target } : {}) });
    chunks.push(padded);
    byteLength += padded.length;
    const components = { SCALAR: 1, VEC3: 3, VEC4: 4 }[type];
    accessors.push({
      bufferView: bufferViews.length - 1,
      componentType: data instanceof Float32Array ? 5126 : 5123,
      count: data.length / components,
      type,
      ...extra,
    });
    return accessors.length - 1;
  };

  const bounds = (values: Float32Array) => {
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < values.length; i += 1) {
      min[i % 3] = Math.min(min[i % 3]!, values[i]!);
      max[i % 3] = Math.max(max[i % 3]!, values[i]!);
    }
    return { min, max };
  };

  const mesh = (name: string, geometry: Geometry, material: number) => {
    // Rounded first: the last bit of Math.sin may differ between platforms, the file must not.
    const round = (values: number[]) => new Float32Array(values.map((value) => Math.round(value * 1e6) / 1e6 + 0));
    const positions = round(geometry.positions);
    const position = accessor(positions, 'VEC3', bounds(positions), 34962);
    const normal = accessor(round(geometry.normals), 'VEC3', {}, 34962);
    const indices = accessor(new Uint16Array(geometry.indices), 'SCALAR', {}, 34963);
    return { name, primitives: [{ attributes: { POSITION: position, NORMAL: normal }, indices, material }] };
  };

  const materials = [
    { name: 'Paint', pbrMetallicRoughness: { baseColorFactor: linearFactor(TOY.materials.Paint), metallicFactor: 0, roughnessFactor: 0.5 } },
    { name: 'Chrome', pbrMetallicRoughness: { baseColorFactor: linearFactor(TOY.materials.Chrome), metallicFactor: 1, roughnessFactor: 0.2 } },
    { name: 'Rubber', pbrMetallicRoughness: { baseColorFactor: linearFactor(TOY.materials.Rubber), metallicFactor: 0, roughnessFactor: 0.9 } },
  ];
  const meshes = [mesh('Body', box(1, 0.6, 1.4, 0.3), 0), mesh('Head', sphere(0.35), 1), mesh('Wheel', cylinder(0.2, 0.16), 2)];

  const wheel = (name: string, x: number, z: number) => ({ name, mesh: 2, translation: [x, 0.2, z] });
  const nodes = [
    { name: 'Toy', children: [1, 2, 3, 4, 5, 6] },
    { name: 'Body', mesh: 0 },
    { name: 'Head', mesh: 1, translation: [0, 0.6, 0] },
    wheel('Wheel.FL', 0.55, 0.45),
    wheel('Wheel.FR', -0.55, 0.45),
    wheel('Wheel.BL', 0.55, -0.45),
    wheel('Wheel.BR', -0.55, -0.45),
  ];

  const spinTimes = accessor(new Float32Array([0, 0.5, 1, 1.5, 2]), 'SCALAR', { min: [0], max: [2] });
  const spinValues = accessor(new Float32Array([0, 90, 180, 270, 360].flatMap(aboutY)), 'VEC4');
  const bounceTimes = accessor(new Float32Array([0, 0.5, 1]), 'SCALAR', { min: [0], max: [1] });
  const bounceValues = accessor(new Float32Array([0, 0, 0, 0, 0.3, 0, 0, 0, 0]), 'VEC3');
  const animations = [
    { name: 'Spin', samplers: [{ input: spinTimes, output: spinValues, interpolation: 'LINEAR' }], channels: [{ sampler: 0, target: { node: 2, path: 'rotation' } }] },
    { name: 'Bounce', samplers: [{ input: bounceTimes, output: bounceValues, interpolation: 'LINEAR' }], channels: [{ sampler: 0, target: { node: 0, path: 'translation' } }] },
  ];

  const gltf = {
    asset: { version: '2.0', generator: 'playcanvas-docs scripts/generate-toy-model.ts' },
    scene: 0,
    scenes: [{ name: 'Scene', nodes: [0] }],
    nodes,
    meshes,
    materials,
    animations,
    accessors,
    bufferViews,
    buffers: [{ byteLength }],
  };

  const json = new TextEncoder().encode(JSON.stringify(gltf));
  const jsonLength = Math.ceil(json.length / 4) * 4;
  const total = 12 + 8 + jsonLength + 8 + byteLength;
  const glb = new Uint8Array(total);
  const view = new DataView(glb.buffer);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  glb.fill(0x20, 20, 20 + jsonLength); // JSON padding is spaces
  glb.set(json, 20);
  let at = 20 + jsonLength;
  view.setUint32(at, byteLength, true);
  view.setUint32(at + 4, 0x004e4942, true); // 'BIN\0'
  at += 8;
  for (const chunk of chunks) {
    glb.set(chunk, at);
    at += chunk.length;
  }
  return glb;
}
