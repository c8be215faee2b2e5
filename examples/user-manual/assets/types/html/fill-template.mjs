import { Asset } from 'playcanvas';

// In an Editor project the asset comes from the Assets panel.
// Here one with the same content is added to the registry by hand.
app.assets.add(new Asset('result.html', 'html', undefined,
    '<div class="result"><h1>{{title}}</h1><p>Score: {{score}}</p></div>'));

/**
 * Replaces {{key}} placeholders; values are escaped so they cannot add markup.
 *
 * @param {string} html - The markup from the asset.
 * @param {Record<string, string | number>} values - Text for each placeholder.
 * @returns {string} The filled-in markup.
 */
function fill(html, values) {
    const escape = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return html.replace(/\{\{(\w+)\}\}/g, (_, key) => escape(String(values[key] ?? '')));
}

const asset = app.assets.find('result.html', 'html');
if (asset) {
    asset.ready((loaded) => {
        // resource is the markup as a string, not DOM elements
        console.log(typeof loaded.resource); // → string
        const markup = fill(loaded.resource ?? '', { title: 'Stage <1>', score: 4200 });
        console.log(markup); // → <div class="result"><h1>Stage &#60;1&#62;</h1><p>Score: 4200</p></div>
    });
    app.assets.load(asset);
}
