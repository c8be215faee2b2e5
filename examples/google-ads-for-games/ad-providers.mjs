/**
 * An ad provider shows one ad break and reports its progress through
 * callbacks. Every ad SDK can be wrapped in this small shape, so the game
 * code never talks to a particular SDK directly.
 *
 * @typedef {object} AdBreakRequest
 * @property {string} type - Kind of placement, e.g. 'start', 'pause' or 'next'.
 * @property {string} name - Your own name for the placement.
 * @property {() => void} beforeAd - Called right before an ad covers the game.
 * @property {() => void} afterAd - Called after an ad was shown and closed.
 * @property {(shown: boolean) => void} done - Always called last, shown or not.
 *
 * @typedef {object} AdProvider
 * @property {(request: AdBreakRequest) => void} showBreak - Requests an ad break.
 */

/**
 * A stand-in provider for development. It covers the page with a panel for
 * a few seconds instead of a real ad, and loads nothing from anywhere.
 *
 * @param {number} seconds - How long the pretend ad stays on screen.
 * @returns {AdProvider} The provider.
 */
export function createSimulatedProvider(seconds = 3) {
    return {
        showBreak(request) {
            request.beforeAd();

            const panel = document.createElement('div');
            panel.style.cssText = 'position:fixed;inset:0;display:flex;align-items:center;' +
                'justify-content:center;background:rgba(0,0,0,0.85);color:#fff;' +
                'font:24px system-ui,sans-serif;z-index:1000';
            document.body.appendChild(panel);

            let left = seconds;
            const tick = () => {
                panel.textContent = `Simulated ad (${request.type}) - ${left}`;
                if (left-- > 0) {
                    setTimeout(tick, 1000);
                    return;
                }
                panel.remove();
                request.afterAd();
                request.done(true);
            };
            tick();
        }
    };
}

/**
 * Wraps an SDK that exposes a function taking a placement object with
 * beforeAd, afterAd and adBreakDone callbacks, which is a common shape
 * (Google's Ad Placement API uses it).
 *
 * @param {(placement: object) => void} adBreak - The SDK's ad break function.
 * @returns {AdProvider} The provider.
 */
export function createCallbackSdkProvider(adBreak) {
    return {
        showBreak(request) {
            let shown = false;
            adBreak({
                type: request.type,
                name: request.name,
                beforeAd: () => {
                    shown = true;
                    request.beforeAd();
                },
                afterAd: () => request.afterAd(),
                // The SDK calls this even when no ad was available.
                adBreakDone: () => request.done(shown)
            });
        }
    };
}
