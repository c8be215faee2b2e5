/** @param {import('playcanvas').XrInputSource} source */
function describe(source) {
    const kind = source.hand ? 'hand' : source.gamepad ? 'controller' : 'no gamepad';
    return `#${source.id} ${source.targetRayMode} ${source.handedness} ${kind} ${source.profiles[0] ?? ''}`;
}

// Sources come and go: controllers are switched on, hands replace controllers,
// a screen tap exists only while the finger is down
app.xr?.input.on('add', (source) => {
    console.log(`added ${describe(source)}`);
    source.once('remove', () => console.log(`removed #${source.id}`));
});

// Every source that is present right now
console.log(app.xr?.input.inputSources.length); // → 0
