import { Asset } from 'playcanvas';
import { resolveAssetUrls } from './page-style.mjs';

// A texture asset as the Editor registers it: the file URL is relative to the app
const logo = new Asset('logo.png', 'texture', { url: 'files/assets/1001/1/logo.png' });
app.assets.add(logo);

// A CSS asset built from inline data instead of a file
const hud = new Asset('hud.css', 'css', undefined, '.logo { background: url("asset:logo.png"); }');
app.assets.add(hud);
app.assets.load(hud);

if (typeof hud.resource === 'string') {
    console.log(resolveAssetUrls(hud.resource, app.assets)); // → .logo { background: url("files/assets/1001/1/logo.png"); }
}
