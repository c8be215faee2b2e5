import { SEMANTIC_POSITION, ShaderUtils } from 'playcanvas';

// A minimal pair, to read what the engine puts around it on WebGL2
const shader = ShaderUtils.createShader(app.graphicsDevice, {
    uniqueName: 'preamble-demo',
    vertexGLSL: 'attribute vec3 aPosition;\nvoid main(void) { gl_Position = vec4(aPosition, 1.0); }',
    fragmentGLSL: 'void main(void) { gl_FragColor = vec4(1.0); }',
    attributes: { aPosition: SEMANTIC_POSITION }
});

// The code after the preprocessor, as the GPU receives it
const vertex = shader.definition.vshader ?? '';
const fragment = shader.definition.fshader ?? '';
console.log(vertex.split('\n')[0]); // → #version 300 es
console.log(vertex.includes('#define attribute in'), fragment.includes('#define gl_FragColor pcFragColor0')); // → true true
console.log(fragment.includes('precision highp float;'), fragment.includes('#define SHADER_NAME preamble-demo')); // → true true
