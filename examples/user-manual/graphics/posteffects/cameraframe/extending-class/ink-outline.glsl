// Fragment stage, GLSL: the whole fragment shader of InkPass. Registered as the
// chunk inkOutlinePS and compiled by ShaderUtils.createShader() with the
// engine's quadVS vertex chunk, which provides uv0.
// Inks the pixels where the brightness changes sharply (a Sobel filter).
uniform sampler2D inkSource;
uniform vec2 inkSourceInvRes;
uniform vec3 inkColor;
uniform float inkThreshold;
varying vec2 uv0;

float brightness(vec2 uv) {
    vec3 color = texture2DLod(inkSource, uv, 0.0).rgb;
    // log2 compresses HDR values, so very bright areas do not ink everything
    return log2(1.0 + dot(color, vec3(0.2126, 0.7152, 0.0722)));
}

void main() {
    vec2 px = inkSourceInvRes;
    float tl = brightness(uv0 + vec2(-px.x, px.y));
    float t = brightness(uv0 + vec2(0.0, px.y));
    float tr = brightness(uv0 + vec2(px.x, px.y));
    float l = brightness(uv0 + vec2(-px.x, 0.0));
    float r = brightness(uv0 + vec2(px.x, 0.0));
    float bl = brightness(uv0 + vec2(-px.x, -px.y));
    float b = brightness(uv0 + vec2(0.0, -px.y));
    float br = brightness(uv0 + vec2(px.x, -px.y));
    float gx = (tr + 2.0 * r + br) - (tl + 2.0 * l + bl);
    float gy = (tl + 2.0 * t + tr) - (bl + 2.0 * b + br);
    float edge = smoothstep(inkThreshold, inkThreshold * 2.0, length(vec2(gx, gy)));

    vec4 scene = texture2DLod(inkSource, uv0, 0.0);
    gl_FragColor = vec4(mix(scene.rgb, inkColor, edge), scene.a);
}
