import { CanvasFont } from 'playcanvas';

// The type comments promise a default of 32, but the constructor parses the option as given
const withoutSize = new CanvasFont(app, { fontName: 'sans-serif' });
console.log(withoutSize.fontSize); // → NaN

const withSize = new CanvasFont(app, { fontName: 'sans-serif', fontSize: 48 });
console.log(withSize.fontSize); // → 48
