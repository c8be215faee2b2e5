import { Color } from 'playcanvas';

// Colours typed into the Editor or set on materials and lights are sRGB values.
// The engine converts them to linear before lighting, with a power of 2.2.
const picked = new Color(0.5, 0.5, 0.5);
const linear = new Color().linear(picked);
console.log(linear.r.toFixed(3)); // → 0.218

// At the end of the frame, linear results go back to sRGB for the display (power of 1 / 2.2)
console.log(new Color().gamma(linear).r.toFixed(3)); // → 0.500

// Why lighting needs linear values: a surface lit half as much as a white one.
// In linear, half of 1.0 is 0.5, which the display shows as sRGB 0.73.
console.log(new Color(0.5, 0.5, 0.5).gamma().r.toFixed(2)); // → 0.73
// Halving the sRGB value instead gives 0.5, only 0.22 of the light: far too dark.
console.log(new Color(0.5, 0.5, 0.5).linear().r.toFixed(2)); // → 0.22
