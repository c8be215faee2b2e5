/**
 * The project's toy model with its meshes compressed by KHR_draco_mesh_compression: Google's Draco
 * encoder from the draco3dgltf package, driven by glTF-Transform's draco(). Used by
 * scripts/generate-draco-model.ts and its test (the committed file must be what this writes).
 */
import { createRequire } from 'node:module';
import { NodeIO } from '@gltf-transform/core';
import { KHRDracoMeshCompression } from '@gltf-transform/extensions';
import { draco } from '@gltf-transform/functions';

/** draco3dgltf is CommonJS without types: two factories of Emscripten modules. */
interface Draco3dGltf {
  createEncoderModule(): Promise<unknown>;
  createDecoderModule(): Promise<unknown>;
}
const require = createRequire(import.meta.url);

/** `toy.glb`'s bytes → the same model with Draco-compressed meshes (animations stay as they are). */
export async function dracoCompressed(glb: Uint8Array): Promise<Uint8Array> {
  const draco3d = require('draco3dgltf') as Draco3dGltf;
  const io = new NodeIO().registerExtensions([KHRDracoMeshCompression]).registerDependencies({
    'draco3d.encoder': await draco3d.createEncoderModule(),
    'draco3d.decoder': await draco3d.createDecoderModule(),
  });
  const document = await io.readBinary(glb);
  // Edgebreaker with glTF-Transform's default quantization (position 14 bits, normal 10, texcoord 12).
  await document.transform(draco({ method: 'edgebreaker' }));
  return io.writeBinary(document);
}
