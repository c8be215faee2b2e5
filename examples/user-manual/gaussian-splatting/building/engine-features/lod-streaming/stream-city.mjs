import { Asset, Entity, Script } from 'playcanvas';

/**
 * Streams a large scene stored as a `lod-meta.json` file (with its folders of SOG chunks)
 * and reports when the view is complete. Add it to any entity; it creates the splat entity.
 */
export class StreamCity extends Script {
    static scriptName = 'streamCity';

    /**
     * URL of the `lod-meta.json` file. The file name must be exactly `lod-meta.json`.
     *
     * @attribute
     */
    url = 'https://example.com/city/lod-meta.json';

    /** @attribute */
    lodBaseDistance = 10;

    /** @attribute */
    lodMultiplier = 3;

    /**
     * Finest level to download. 1 skips the largest files, for example on phones.
     *
     * @attribute
     */
    lodRangeMin = 0;

    initialize() {
        const asset = new Asset('city', 'gsplat', { url: this.url });
        this.app.assets.add(asset);

        const city = new Entity('City');
        city.addComponent('gsplat', {
            asset,
            lodBaseDistance: this.lodBaseDistance,
            lodMultiplier: this.lodMultiplier,
            lodRangeMin: this.lodRangeMin
        });
        this.entity.addChild(city);

        // Fired every frame for each camera and layer that draws splats, including other
        // splat entities: listen only once lod-meta.json is loaded and the city is on its layers
        const onFrameReady = (camera, layer, ready, loadingCount) => {
            if (city.gsplat?.layers.includes(layer.id) && ready && loadingCount === 0) {
                this.app.systems.gsplat?.off('frame:ready', onFrameReady);
                this.app.fire('city:complete', city);
            }
        };
        asset.ready(() => this.app.systems.gsplat?.on('frame:ready', onFrameReady));
        this.once('destroy', () => this.app.systems.gsplat?.off('frame:ready', onFrameReady));
        this.app.assets.load(asset);
    }
}
