/**
 * A small HTML panel over the canvas that says which network carries the game.
 *
 * @param {HTMLCanvasElement} canvas - The application's canvas; the panel goes beside it.
 */
export function createInfoPanel(canvas) {
    const panel = document.createElement('div');
    panel.style.cssText = 'position:absolute;left:12px;top:12px;max-width:min(380px,80%);padding:10px 12px;' +
        'border-radius:6px;background:rgba(0,0,0,0.65);color:#fff;font:14px/1.4 system-ui,sans-serif;';
    const status = document.createElement('p');
    status.style.margin = '0';
    const hint = document.createElement('p');
    hint.style.margin = '6px 0 0';
    panel.append(status, hint);
    canvas.parentElement?.append(panel);
    return {
        /** @param {string} text - First line. @param {string} [more] - Second line. */
        show(text, more = '') {
            status.textContent = text;
            hint.textContent = more;
        },
        remove() {
            panel.remove();
        }
    };
}
