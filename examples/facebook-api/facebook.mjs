/// <reference types="facebook-js-sdk" />

/**
 * The game's only door to the Facebook SDK for JavaScript. Every call checks that the SDK is
 * on the page (`window.FB`); without it, the call resolves with a description of what it would
 * have done, so the game runs the same everywhere.
 */

/** Whether the SDK has been loaded on this page. */
export function sdkLoaded() {
    return typeof window !== 'undefined' && 'FB' in window;
}

/**
 * @typedef {object} Outcome
 * @property {boolean} done - Whether Facebook did it (false: the SDK is missing or the user declined).
 * @property {string} message - What happened, or what would have happened.
 */

/**
 * Initialises the SDK with the app's ID. Call once, after the SDK's script has loaded.
 *
 * @param {string} appId - The App ID of your app in Meta's developer dashboard.
 * @param {string} version - The Graph API version to call, as Meta's current documentation names it.
 * @returns {Outcome} What happened.
 */
export function init(appId, version) {
    if (!sdkLoaded()) return { done: false, message: `FB.init({ appId: '${appId}', version: '${version}' }) needs the SDK on the page.` };
    FB.init({ appId, version, status: true });
    return { done: true, message: 'SDK initialised.' };
}

/**
 * Asks the player to log in with Facebook, then reads their name.
 *
 * @returns {Promise<Outcome>} What happened.
 */
export function logIn() {
    if (!sdkLoaded()) {
        return Promise.resolve({
            done: false,
            message: "FB.login() would open Facebook's login dialog; FB.api('/me') would then read the player's name."
        });
    }
    return new Promise((resolve) => {
        FB.login((response) => {
            if (response.status !== 'connected') {
                resolve({ done: false, message: `Not logged in (${response.status}).` });
                return;
            }
            FB.api('/me', { fields: 'name' }, (/** @type {{ name?: string }} */ me) => {
                resolve({ done: true, message: `Logged in as ${me.name ?? response.authResponse.userID}.` });
            });
        }, { scope: 'public_profile' });
    });
}

/**
 * Opens the Share dialog for a page about the score.
 *
 * @param {number} score - The score to talk about.
 * @param {string} href - The page to share; Facebook reads its title and image from it.
 * @returns {Promise<Outcome>} What happened.
 */
export function shareScore(score, href) {
    if (!sdkLoaded()) {
        return Promise.resolve({
            done: false,
            message: `FB.ui({ method: 'share' }) would open the Share dialog for ${href} (score ${score}).`
        });
    }
    return new Promise((resolve) => {
        FB.ui({ method: 'share', href: `${href}?score=${score}` }, (response) => {
            resolve(response && !response.error_message ?
                { done: true, message: 'Shared.' } :
                { done: false, message: 'Not shared.' });
        });
    });
}
