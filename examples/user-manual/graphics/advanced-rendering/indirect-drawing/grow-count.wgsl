// Compute stage (WGSL, WebGPU only): the `cshader` of the compute Shader that
// grow-field.mjs builds. A single invocation fills one indirect draw slot.
// The engine chunk `indirectCoreCS` declares DrawIndexedIndirectArgs.
#include "indirectCoreCS"

// Field order and types match the UniformBufferFormat named `params`
struct GrowParams {
    slot: u32,      // this frame's slot from getIndirectDrawSlot()
    total: u32,     // copies in the instance vertex buffer
    share: f32,     // how much of the field to draw, 0..1
    mesh: vec4i     // getIndirectMetaData(): index count, first index, base vertex
};
@group(0) @binding(0) var<uniform> params: GrowParams;
@group(0) @binding(1) var<storage, read_write> args: array<DrawIndexedIndirectArgs>;

@compute @workgroup_size(1)
fn main() {
    var draw: DrawIndexedIndirectArgs;
    draw.indexCount = u32(params.mesh.x);
    draw.instanceCount = u32(round(clamp(params.share, 0.0, 1.0) * f32(params.total)));
    draw.firstIndex = u32(params.mesh.y);
    draw.baseVertex = params.mesh.z;
    draw.firstInstance = 0u;
    // Every field is written: the slot may still hold an earlier frame's values
    args[params.slot] = draw;
}
