// The text of the two assets. In an Editor project these would be a CSS
// asset and an HTML asset; here they are strings turned into assets in main.mjs.

export const PANEL_CSS = `.stats {
  position: absolute; top: 16px; right: 16px;
  padding: 12px 18px; border-radius: 10px;
  background: rgba(16, 20, 28, 0.85); color: #ffd34d;
  font: bold 20px system-ui, sans-serif;
}
.stats button { margin-top: 8px; font: inherit; font-size: 16px; }`;

export const PANEL_HTML = `<div class="stats">
  <div>Coins: {{coins}}</div>
  <div>Best: {{best}}</div>
  <button data-action="add-coin">Add coin</button>
</div>`;
