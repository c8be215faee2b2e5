/**
 * SuperSplat's Timeline panel (a schematic, not a screenshot). SuperSplat 2.32.2, commit cc6e86af
 * (github.com/playcanvas/supersplat):
 * - src/ui/timeline-panel.ts: the centre buttons previous frame, play, next frame, add key, remove key;
 *   the settings on the right: frame rate select (1, 6, 12, 24, 30, 60 fps; default 30), total frames
 *   (default 180), smoothness (default 1), loop toggle (on); the ruler with labels, key diamonds and
 *   the cursor showing the current frame; keys past the end pinned beyond the right end.
 * - src/shortcut-manager.ts: Space, ',' '.', '<' '>', Enter, Shift+Enter.
 * - labels: static/locales/en.json and ja.json (tooltip.timeline.*).
 * Icons are plain boxes holding a glyph.
 */
import { defineDiagram, type Localized } from './lib';

const PANEL = { x: 20, y: 20, w: 720, h: 150 };
const RULER = { x: PANEL.x + 30, y: PANEL.y + 70, w: PANEL.w - 60, h: 50 };
const FRAMES = 180;

export default defineDiagram({
  name: 'supersplat-timeline',
  width: 760,
  height: 310,
  title: { en: 'The Timeline panel', ja: 'タイムラインパネル' },
  description: {
    en: 'The top row has, in the centre, Previous Frame, Play/Pause, Next Frame, Add Key and Remove Key, and on the right Frame Rate (30 fps), Total Frames (180), Smoothness (1) and Loop Animation. The ruler below runs from frame 0 to 179 with keyframe diamonds at frames 0, 60 and 120 and the cursor at frame 90. A key past the end is pinned beyond the right end and does not play.',
    ja: '上段の中央に前のフレーム、再生/一時停止、次のフレーム、キーフレームを追加、キーフレームを削除のボタンがあり、右にフレームレート（30 fps）、総フレーム数（180）、スムーズさ（1）、アニメーションをループがあります。下の目盛りは0〜179フレームで、0・60・120フレームにキーフレームのひし形、90フレームにカーソルがあります。終端を超えたキーは右端の外に置かれ、再生されません。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.box(PANEL.x, PANEL.y, PANEL.w, PANEL.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));

    // Centre buttons.
    const glyphs = ['|◀', '▶', '▶|', '+', '−'];
    const bx0 = PANEL.x + PANEL.w / 2 - (glyphs.length * 30 - 4) / 2;
    glyphs.forEach((glyph, i) => {
      const x = bx0 + i * 30;
      parts.push(c.box(x, PANEL.y + 12, 26, 26, i === 1 ? 'accent' : 'plain', { radius: 4, strokeWidth: 1 }));
      parts.push(c.text(x + 13, PANEL.y + 30, glyph, { size: 12, anchor: 'middle', bold: true, ink: i === 1 ? 'accent' : 'text', maxWidth: 22 }));
    });

    // Settings on the right.
    const settings = [
      { w: 62, text: '30 fps' },
      { w: 46, text: '180' },
      { w: 40, text: '1' },
      { w: 26, text: '⟲' },
    ];
    let sx = PANEL.x + PANEL.w - 12 - settings.reduce((sum, s) => sum + s.w + 6, -6);
    settings.forEach((setting, i) => {
      parts.push(c.box(sx, PANEL.y + 12, setting.w, 26, i === 3 ? 'accent' : 'plain', { radius: 4, strokeWidth: 1 }));
      parts.push(c.text(sx + setting.w / 2, PANEL.y + 30, setting.text, { size: 11.5, anchor: 'middle', ink: i === 3 ? 'accent' : 'text', maxWidth: setting.w - 4 }));
      sx += setting.w + 6;
    });

    // Ruler with labels every 20 frames.
    const at = (frame: number) => RULER.x + (frame / (FRAMES - 1)) * RULER.w;
    parts.push(c.arrow([[RULER.x, RULER.y + 24], [RULER.x + RULER.w, RULER.y + 24]], 'neutral', { head: false, width: 1 }));
    for (let frame = 0; frame < FRAMES; frame += 20) {
      parts.push(c.text(at(frame), RULER.y + 12, String(frame), { size: 10.5, anchor: 'middle', ink: 'muted', maxWidth: 28 }));
      parts.push(c.arrow([[at(frame), RULER.y + 18], [at(frame), RULER.y + 30]], 'neutral', { head: false, width: 1 }));
    }
    // Keys.
    const diamond = (x: number, y: number, tone: 'accent' | 'neutral') =>
      `<path d="M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z" fill="${c.colors.fill[tone]}" stroke="${c.colors.stroke[tone]}" stroke-width="1.6"/>`;
    for (const frame of [0, 60, 120]) parts.push(diamond(at(frame), RULER.y + 42, 'accent'));
    parts.push(diamond(RULER.x + RULER.w + 14, RULER.y + 42, 'neutral'));
    // Cursor.
    const cursorX = at(90);
    parts.push(c.arrow([[cursorX, RULER.y + 2], [cursorX, RULER.y + 52]], 'blue', { head: false, width: 2 }));
    parts.push(c.box(cursorX - 14, RULER.y - 12, 28, 16, 'blue', { radius: 3, strokeWidth: 1 }));
    parts.push(c.text(cursorX, RULER.y, '90', { size: 10.5, anchor: 'middle', bold: true, ink: 'blue', maxWidth: 24 }));

    // Callouts below the panel.
    const y0 = PANEL.y + PANEL.h + 22;
    const left: Array<[string, Localized]> = [
      ['|◀ ▶|', { en: 'Previous / Next Frame  , .   (Shift: key)', ja: '前・次のフレーム（, .、Shiftでキー単位）' }],
      ['▶', { en: 'Play/Pause  Space', ja: '再生/一時停止  Space' }],
      ['+', { en: 'Add Key  Enter', ja: 'キーフレームを追加  Enter' }],
      ['−', { en: 'Remove Key  Shift+Enter', ja: 'キーフレームを削除  Shift+Enter' }],
    ];
    left.forEach(([glyph, label], i) => {
      parts.push(c.text(PANEL.x + 8, y0 + i * 22, glyph, { size: 12, bold: true, maxWidth: 36 }));
      parts.push(c.text(PANEL.x + 46, y0 + i * 22, label, { size: 12, maxWidth: 300 }));
    });
    const right: Localized[] = [
      { en: 'Frame Rate · Total Frames · Smoothness · Loop', ja: 'フレームレート・総フレーム数・スムーズさ・ループ' },
      { en: 'Diamond: key (drag to move, Shift+drag to copy,', ja: 'ひし形：キー（ドラッグで移動、Shift+ドラッグで複製、' },
      { en: 'Ctrl+click to overwrite with the current view)', ja: 'Ctrl+クリックで今のビューに上書き）' },
      { en: 'Grey diamond past the end: does not play', ja: '右端の外の灰色のキー：再生されない' },
    ];
    right.forEach((label, i) => {
      parts.push(c.text(PANEL.x + 372, y0 + i * 22, label, { size: 12, ink: i === 3 ? 'muted' : 'text', maxWidth: 348 }));
    });
    parts.push(c.text(PANEL.x + 8, y0 + 4 * 22 + 8, { en: 'Blue line: the cursor (current frame); click or drag the ruler to move it', ja: '青い線：カーソル（現在のフレーム）。目盛りをクリック・ドラッグして動かす' }, { size: 12, ink: 'blue', maxWidth: 700 }));
    return parts.join('\n');
  },
});
