import { Asset, AssetListLoader, Entity, SEMANTIC_POSITION, ShaderMaterial } from 'playcanvas';

// In an Editor project these come from the Assets panel (.vert and .frag files).
// Here two with the same content are added to the registry by hand.
app.assets.add(new Asset('flat.vert', 'shader', undefined, `
attribute vec3 aPosition;
uniform mat4 matrix_model;
uniform mat4 matrix_viewProjection;
void main(void) {
    gl_Position = matrix_viewProjection * matrix_model * vec4(aPosition, 1.0);
}`));
app.assets.add(new Asset('flat.frag', 'shader', undefined, `
uniform vec3 uColor;
void main(void) {
    gl_FragColor = vec4(uColor, 1.0);
}`));

const vertex = app.assets.find('flat.vert', 'shader');
const fragment = app.assets.find('flat.frag', 'shader');
if (vertex && fragment) {
    // Wait for both files, whether or not they are preloaded
    new AssetListLoader([vertex, fragment], app.assets).load(() => {
        const material = new ShaderMaterial({
            uniqueName: 'flatColor',
            vertexGLSL: vertex.resource,
            fragmentGLSL: fragment.resource,
            attributes: { aPosition: SEMANTIC_POSITION }
        });
        material.setParameter('uColor', [1, 0.5, 0]);
        material.update();

        const box = new Entity('Box');
        box.addComponent('render', { type: 'box', material });
        app.root.addChild(box);

        console.log(typeof vertex.resource, box.render?.meshInstances[0].material === material); // → string true
    });
}
