/**
 * The highest supported rate that does not exceed the target, or the lowest rate.
 *
 * @param {number[] | null} rates - The session's supported frame rates.
 * @param {number} target - The rate the content can hold.
 * @returns {number | null} The rate to request, or null if the list is unknown.
 */
function pickFrameRate(rates, target) {
    if (!rates?.length) return null;
    const fitting = rates.filter((rate) => rate <= target);
    return fitting.length ? Math.max(...fitting) : Math.min(...rates);
}

// In a session: request 90 Hz where the headset offers it
app.xr?.on('start', () => {
    const rate = pickFrameRate(app.xr?.supportedFrameRates ?? null, 90);
    if (rate === null) return;
    app.xr?.updateTargetFrameRate(rate, (err) => {
        if (err) console.warn(`Frame rate unchanged: ${err.message}`);
    });
});
app.xr?.on('frameratechange', (rate) => console.log(`Headset now runs at ${rate} Hz`));

console.log(pickFrameRate([72, 80, 90, 120], 90)); // → 90
console.log(pickFrameRate([72, 80, 90, 120], 60)); // → 72

// The time one frame may take
console.log(`${(1000 / 72).toFixed(1)} ms`); // → 13.9 ms
console.log(`${(1000 / 90).toFixed(1)} ms`); // → 11.1 ms
console.log(`${(1000 / 120).toFixed(1)} ms`); // → 8.3 ms
