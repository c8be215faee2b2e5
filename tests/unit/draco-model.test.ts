import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dracoCompressed } from '../../scripts/lib/draco-model';

const MODELS = path.resolve(__dirname, '../../static/models');

describe('Draco toy model', () => {
  it('static/models/toy-draco.glb is exactly what scripts/generate-draco-model.ts writes from toy.glb (rerun it after the toy changes)', async () => {
    const glb = await dracoCompressed(readFileSync(path.join(MODELS, 'toy.glb')));
    expect(Buffer.from(glb).equals(readFileSync(path.join(MODELS, 'toy-draco.glb')))).toBe(true);
  });

  it('declares the Draco extension as required and is smaller than the uncompressed toy', () => {
    const glb = readFileSync(path.join(MODELS, 'toy-draco.glb'));
    const json = JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as { extensionsRequired?: string[] };
    expect(json.extensionsRequired).toContain('KHR_draco_mesh_compression');
    expect(glb.length).toBeLessThan(readFileSync(path.join(MODELS, 'toy.glb')).length * 0.6);
  });
});
