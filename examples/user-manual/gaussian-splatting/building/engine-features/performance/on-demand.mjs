// Render only when something changed: an app that shows a still splat scene
app.autoRender = false;

// Streaming keeps running without rendering; it asks for a frame when new LOD data
// arrived or a CPU sort finished
app.systems.gsplat?.on('frame:request', () => {
    app.renderNextFrame = true;
});

// Changes you make yourself, such as moving the camera, need a frame request of their own
function onCameraMoved() {
    app.renderNextFrame = true;
}

console.log(app.autoRender, app.renderNextFrame); // → false false
onCameraMoved();
console.log(app.renderNextFrame); // → true
