import { Entity, LAYERID_DEPTH } from 'playcanvas';

const depthLayer = app.scene.layers.getLayerById(LAYERID_DEPTH);
console.log(depthLayer?.enabled); // → false

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera');
app.root.addChild(cameraEntity);
const camera = cameraEntity.camera;

// Two independent effects ask for the depth map; each request is counted
camera?.requestSceneDepthMap(true);
camera?.requestSceneDepthMap(true);
console.log(depthLayer?.enabled); // → true

// The layer stays on until every request has been released
camera?.requestSceneDepthMap(false);
console.log(camera?.renderSceneDepthMap); // → true
camera?.requestSceneDepthMap(false);
console.log(depthLayer?.enabled); // → false
