import { Asset, Script } from 'playcanvas';

// Streams one music track for a level: loads it on demand and frees it afterwards.
// Needs a Sound component on the same entity.
export class LevelMusic extends Script {
    static scriptName = 'levelMusic';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource audio
     */
    music = null;

    /** @attribute */
    volume = 0.6;

    initialize() {
        const music = this.music;
        const sound = this.entity.sound;
        if (!music || !sound) return;

        // Giving an enabled Sound component an unloaded asset starts the download
        const slot = sound.addSlot('music', { asset: music.id, loop: true, volume: this.volume });
        // play() before the file is decoded: playback starts as soon as it is
        slot?.play();

        music.once('error', (err) => console.warn(`music ${music.name}: ${err}`));

        this.once('destroy', () => {
            sound.removeSlot('music');
            // Drop the decoded audio; other slots must not share this asset
            music.unload();
        });
    }
}
