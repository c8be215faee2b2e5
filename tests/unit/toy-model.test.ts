import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOY, toyModel } from '../../scripts/lib/toy-model';

const COMMITTED = path.resolve(__dirname, '../../static/models/toy.glb');

/** The JSON chunk of a GLB. */
function gltfJson(glb: Uint8Array): { nodes: { name: string }[]; materials: { name: string }[]; animations: { name: string }[]; images?: unknown[] } {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + view.getUint32(12, true))));
}

describe('toy model', () => {
  it('static/models/toy.glb is exactly what scripts/generate-toy-model.ts writes (rerun it after editing scripts/lib/toy-model.ts)', () => {
    expect(Buffer.from(toyModel()).equals(readFileSync(COMMITTED))).toBe(true);
  });

  it('is the same bytes on every run', () => {
    expect(Buffer.from(toyModel()).equals(Buffer.from(toyModel()))).toBe(true);
  });

  it('has the named nodes, materials and animations, no images, and stays small', () => {
    const glb = toyModel();
    const json = gltfJson(glb);
    expect(json.nodes.map((node) => node.name)).toEqual(TOY.nodes);
    expect(json.materials.map((material) => material.name)).toEqual(Object.keys(TOY.materials));
    expect(json.animations.map((animation) => animation.name)).toEqual(Object.keys(TOY.animations));
    expect(json.images).toBeUndefined();
    expect(glb.length).toBeLessThan(12 * 1024);
  });
});
