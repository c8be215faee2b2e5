// Fragment stage (WGSL, WebGPU): replaces the `outputPS` chunk of a StandardMaterial.
// It runs at the end of the lit shader, after output.color (the lit colour) is set.
// Only shaders compiled for the camera's "gbuffer" shader pass define GBUFFER_PASS.
#ifdef GBUFFER_PASS
    // colour buffer 1: surface colour before lighting
    output.color1 = vec4f(litArgs_albedo, 1.0);
    // colour buffer 2: world-space normal packed from -1..1 into 0..1
    output.color2 = vec4f(litArgs_worldNormal * 0.5 + 0.5, 1.0);
#endif
