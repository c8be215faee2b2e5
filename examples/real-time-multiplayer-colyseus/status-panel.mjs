/**
 * A small HTML panel over the canvas: the connection state, what to start when there is
 * no server, and a field with a button to connect to another address.
 *
 * @param {HTMLCanvasElement} canvas - The application's canvas; the panel goes beside it.
 * @param {string} url - The address shown in the field at first.
 * @param {string} command - The command that starts the server, shown while offline.
 * @param {(url: string) => void} onConnect - Called with the field's address on Connect.
 */
export function createStatusPanel(canvas, url, command, onConnect) {
    const panel = document.createElement('div');
    panel.style.cssText = 'position:absolute;left:12px;top:12px;max-width:min(360px,80%);padding:10px 12px;' +
        'border-radius:6px;background:rgba(0,0,0,0.65);color:#fff;font:14px/1.4 system-ui,sans-serif;';
    const status = document.createElement('p');
    status.style.margin = '0';
    const hint = document.createElement('p');
    hint.style.margin = '6px 0';
    const form = document.createElement('form');
    form.style.cssText = 'display:flex;gap:6px;margin:0';
    const field = document.createElement('input');
    field.value = url;
    field.setAttribute('aria-label', 'Server address');
    field.style.cssText = 'flex:1;min-width:0';
    const button = document.createElement('button');
    button.textContent = 'Connect';
    form.append(field, button);
    form.addEventListener('submit', (event) => {
        event.preventDefault();
        onConnect(field.value);
        // Give the keys back to the game.
        canvas.focus();
    });
    panel.append(status, hint, form);
    canvas.parentElement?.append(panel);

    return {
        /**
         * @param {'offline' | 'connecting' | 'online'} state - The connection state.
         * @param {string} [detail] - More text, such as the number of players.
         */
        show(state, detail = '') {
            status.textContent = state === 'online' ? `Connected. ${detail}` :
                state === 'connecting' ? `Connecting to ${field.value}…` : `Offline: you can move alone. ${detail}`;
            hint.textContent = state === 'offline' ? `To play together, start the server with "${command}", then press Connect in two windows.` : '';
            hint.hidden = state !== 'offline';
            form.hidden = state === 'online';
        },
        remove() {
            panel.remove();
        }
    };
}
