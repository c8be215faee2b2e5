/**
 * A schematic of the SuperSplat editor window (not a screenshot). SuperSplat 2.32.2, commit cc6e86af
 * (github.com/playcanvas/supersplat):
 * - the window: src/ui/editor.ts (the canvas container holds the menu, the scene panel, the colour and
 *   settings panels, the bottom and right toolbars, the mode toggle and the view cube; below it the
 *   timeline panel, the data panel and the status bar; the app label `SUPERSPLAT v${version}`).
 * - positions: src/ui/scss/menu.scss (`#menu-bar` top 24px, left 24px), scene-panel.scss (top 102px,
 *   left 24px, 320px wide), right-toolbar.scss (right 24px, vertically centred), bottom-toolbar.scss
 *   (bottom 24px, horizontally centred), mode-toggle.scss (top 0, centred), style.scss
 *   (`#view-cube-container` top right, `#app-label` bottom right), settings-panel.scss and
 *   color-panel.scss (right 102px, vertically centred), status-bar.scss (32px high).
 * - labels: static/locales/en.json and ja.json (menu.*, panel.scene*, panel.mode.*, status-bar.*);
 *   the menu order File, Edit, Select, Render, Help: src/ui/menu.ts; the status bar shows its two
 *   buttons upper-cased (src/ui/status-bar.ts). The bottom toolbar's groups: src/ui/bottom-toolbar.ts
 *   (undo/redo | 6 selection tools | sphere, box | move, rotate, scale | measure, orient, local space, pivot);
 *   the right toolbar's: src/ui/right-toolbar.ts (splat mode, show/hide | orbit, fly | frame, reset | colors, settings).
 */
import { defineDiagram, textWidth, type Localized } from './lib';

const FRAME = { x: 20, y: 64, w: 760 };
const CANVAS_H = 360;
const PANEL_H = 54;
const STATUS_H = 30;

export default defineDiagram({
  name: 'supersplat-layout',
  width: 800,
  height: 560,
  title: { en: 'Layout of the SuperSplat editor window', ja: 'SuperSplatエディターの画面構成' },
  description: {
    en: 'The viewport fills the window. On top of it float the menu bar at the top left with the Scene Manager below it, the splat mode toggle at the top centre, the view cube at the top right, the right toolbar on the right edge with the Colors and Settings panels opening to its left, and the bottom toolbar at the bottom centre. Below the viewport sit the Timeline or Splat Data panel, one at a time, and the status bar with the buttons that open them and the splat counts.',
    ja: 'ビューポートがウィンドウ全体を占めます。その上に、左上のメニューバーとその下のシーンマネージャー、上端中央のスプラットモード切り替え、右上のビューキューブ、右端の右ツールバー、下端中央の下部ツールバーが重なります。色と設定のパネルは右ツールバーの左に開きます。ビューポートの下には、タイムラインかスプラットデータのどちらか一方のパネルと、それらを開くボタンとスプラット数を表示するステータスバーがあります。',
  },
  draw(c) {
    const parts: string[] = [];
    const canvasBottom = FRAME.y + CANVAS_H;
    const panelBottom = canvasBottom + PANEL_H;
    const statusBottom = panelBottom + STATUS_H;
    const right = FRAME.x + FRAME.w;
    const stroke = c.colors.stroke;

    // The window and the viewport.
    parts.push(c.box(FRAME.x, FRAME.y, FRAME.w, statusBottom - FRAME.y, 'plain', { radius: 6, strokeWidth: 2 }));
    parts.push(c.box(FRAME.x + 1, FRAME.y + 1, FRAME.w - 2, CANVAS_H - 1, 'blue', { radius: 5, strokeWidth: 1 }));

    // Menu bar: the five menus, top left.
    const menus: Localized[] = [
      { en: 'File', ja: 'ファイル' },
      { en: 'Edit', ja: '編集' },
      { en: 'Select', ja: '選択' },
      { en: 'Render', ja: 'レンダリング' },
      { en: 'Help', ja: 'ヘルプ' },
    ];
    const menuBar = { x: 36, y: FRAME.y + 14, w: 292, h: 30 };
    parts.push(c.box(menuBar.x, menuBar.y, menuBar.w, menuBar.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    const menuGap = 18;
    const menuWidths = menus.map((menu) => textWidth(c.t(menu), 12));
    let mx = menuBar.x + (menuBar.w - menuWidths.reduce((sum, w) => sum + w, 0) - menuGap * (menus.length - 1)) / 2;
    for (const menu of menus) {
      const width = textWidth(c.t(menu), 12);
      parts.push(c.text(mx, menuBar.y + 20, menu, { size: 12, maxWidth: width + 1 }));
      mx += width + menuGap;
    }

    // Splat mode toggle: flush with the top edge, centred.
    const mode = { x: 350, y: FRAME.y, w: 100, h: 24 };
    parts.push(c.box(mode.x, mode.y, mode.w, mode.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    parts.push(c.text(mode.x + mode.w / 2, mode.y + 16, { en: 'Centers Mode', ja: 'センターモード' }, { size: 11.5, anchor: 'middle', maxWidth: mode.w - 10 }));

    // View cube: three axes with labelled ends, top right.
    const cube = { x: right - 52, y: FRAME.y + 50 };
    for (const [dx, dy, label] of [
      [26, 8, 'X'],
      [0, -30, 'Y'],
      [-20, 18, 'Z'],
    ] as const) {
      parts.push(`<path d="M${cube.x} ${cube.y}L${cube.x + dx} ${cube.y + dy}" stroke="${stroke.neutral}" stroke-width="1.6"/>`);
      parts.push(`<circle cx="${cube.x + dx}" cy="${cube.y + dy}" r="8" fill="${c.colors.fill.plain}" stroke="${stroke.neutral}" stroke-width="1.3"/>`);
      parts.push(c.text(cube.x + dx, cube.y + dy + 4, label, { size: 10, anchor: 'middle', bold: true, maxWidth: 12 }));
    }

    // Scene Manager: header with three buttons, the splat list, then Transform.
    const scene = { x: 36, y: FRAME.y + 56, w: 216, h: 196 };
    parts.push(c.box(scene.x, scene.y, scene.w, scene.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    parts.push(c.text(scene.x + 10, scene.y + 18, { en: 'Scene Manager', ja: 'シーンマネージャー' }, { size: 12, bold: true, maxWidth: scene.w - 90 }));
    for (let i = 0; i < 3; i++) {
      parts.push(c.box(scene.x + scene.w - 24 - i * 20, scene.y + 6, 15, 15, 'plain', { radius: 3, strokeWidth: 1 }));
    }
    const rows = ['statue.ply', 'garden.sog'];
    rows.forEach((name, i) => {
      const y = scene.y + 30 + i * 24;
      parts.push(c.box(scene.x + 8, y, scene.w - 16, 20, i === 0 ? 'accent' : 'plain', { radius: 3, strokeWidth: 1 }));
      parts.push(c.text(scene.x + 16, y + 14, name, { size: 11, ink: i === 0 ? 'accent' : 'text', maxWidth: 120 }));
      parts.push(`<circle cx="${scene.x + scene.w - 42}" cy="${y + 10}" r="4" fill="none" stroke="${stroke.neutral}" stroke-width="1.2"/>`);
      parts.push(`<path d="M${scene.x + scene.w - 24} ${y + 6}L${scene.x + scene.w - 16} ${y + 14}M${scene.x + scene.w - 16} ${y + 6}L${scene.x + scene.w - 24} ${y + 14}" stroke="${stroke.neutral}" stroke-width="1.2"/>`);
    });
    const transformY = scene.y + 90;
    parts.push(c.arrow([[scene.x, transformY], [scene.x + scene.w, transformY]], 'neutral', { head: false, width: 1 }));
    parts.push(c.text(scene.x + 10, transformY + 18, { en: 'Transform', ja: 'トランスフォーム' }, { size: 12, bold: true, maxWidth: scene.w - 20 }));
    const fields: Localized[] = [
      { en: 'Position', ja: '位置' },
      { en: 'Rotation', ja: '回転' },
      { en: 'Scale', ja: 'スケール' },
    ];
    fields.forEach((field, i) => {
      const y = transformY + 30 + i * 22;
      parts.push(c.text(scene.x + 12, y + 12, field, { size: 11, ink: 'muted', maxWidth: 70 }));
      const boxes = i === 2 ? 1 : 3;
      for (let b = 0; b < boxes; b++) {
        parts.push(c.box(scene.x + 88 + b * 40, y + 1, 36, 15, 'plain', { radius: 2, strokeWidth: 0.9 }));
      }
    });

    // Right toolbar: four pairs of buttons, vertically centred on the right edge.
    const toolbarX = right - 50;
    let ty = FRAME.y + 104;
    const toolbarTop = ty - 6;
    const buttons: number[] = [];
    for (let group = 0; group < 4; group++) {
      for (let b = 0; b < 2; b++) {
        buttons.push(ty);
        ty += 23;
      }
      ty += 7;
    }
    parts.push(c.box(toolbarX, toolbarTop, 36, ty - toolbarTop - 2, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    for (const y of buttons) parts.push(c.box(toolbarX + 8, y, 20, 20, 'plain', { radius: 4, strokeWidth: 1 }));
    const toolbarMid = (toolbarTop + ty) / 2;

    // The Colors or Settings panel opens to the left of the right toolbar.
    const pop = { x: toolbarX - 196, y: toolbarTop + 10, w: 184, h: 116 };
    parts.push(c.box(pop.x, pop.y, pop.w, pop.h, 'plain', { dashed: true, radius: 6 }));
    parts.push(c.text(pop.x + 12, pop.y + 24, { en: 'Colors / Settings', ja: '色／設定パネル' }, { size: 12.5, bold: true, maxWidth: pop.w - 24 }));
    parts.push(
      c.lines(pop.x + 12, pop.y + 46, [
        { en: 'one at a time, opened', ja: 'どちらか一方を' },
        { en: 'from the right toolbar', ja: '右ツールバーから開く' },
      ], { size: 11.5, ink: 'muted', lineHeight: 17, maxWidth: pop.w - 24 }),
    );
    parts.push(c.arrow([[pop.x + pop.w + 1, toolbarMid - 40], [toolbarX - 2, toolbarMid - 40]], 'neutral', { dashed: true, width: 1.2 }));

    // Right toolbar name, below the Colors/Settings panel, with a leader to the toolbar.
    const nameY = pop.y + pop.h + 34;
    parts.push(c.text(toolbarX - 16, nameY, { en: 'Right toolbar: view and camera', ja: '右ツールバー：表示とカメラ' }, { size: 12, bold: true, anchor: 'end', maxWidth: 260 }));
    parts.push(c.arrow([[toolbarX - 12, nameY - 4], [toolbarX - 2, nameY - 4]], 'neutral', { width: 1.2 }));

    // Bottom toolbar: groups of 2, 6, 2, 3 and 4 buttons, centred at the bottom.
    const groups = [2, 6, 2, 3, 4];
    const step = 25;
    const gap = 10;
    const barW = groups.reduce((sum, n) => sum + n * step, 0) + gap * (groups.length - 1) + 12;
    const barX = FRAME.x + FRAME.w / 2 - barW / 2;
    const barY = canvasBottom - 24 - 34;
    parts.push(c.box(barX, barY, barW, 34, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    let bx = barX + 8;
    groups.forEach((count, g) => {
      for (let i = 0; i < count; i++) {
        parts.push(c.box(bx, barY + 6, 21, 21, 'plain', { radius: 4, strokeWidth: 1 }));
        bx += step;
      }
      if (g < groups.length - 1) {
        parts.push(`<path d="M${bx + gap / 2 - 3} ${barY + 8}L${bx + gap / 2 - 3} ${barY + 26}" stroke="${stroke.neutral}" stroke-width="1.2"/>`);
        bx += gap;
      }
    });
    parts.push(
      c.text(FRAME.x + FRAME.w / 2, barY - 8, { en: 'Bottom toolbar: undo, selection tools, transform, measure', ja: '下部ツールバー：元に戻す・選択ツール・変形・計測' }, { size: 12, bold: true, anchor: 'middle', maxWidth: barW + 40 }),
    );

    // The viewport's own label, in the open space between the panels.
    const viewX = (scene.x + scene.w + pop.x) / 2;
    parts.push(c.text(viewX, FRAME.y + 196, { en: 'Viewport', ja: 'ビューポート' }, { size: 16, bold: true, anchor: 'middle', ink: 'blue', maxWidth: pop.x - scene.x - scene.w - 20 }));
    parts.push(c.text(viewX, FRAME.y + 218, { en: 'drag to move the camera', ja: 'ドラッグでカメラを操作' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: pop.x - scene.x - scene.w - 20 }));

    // The app label, bottom right.
    parts.push(c.text(right - 14, canvasBottom - 10, 'SUPERSPLAT v2.32.2', { size: 10, anchor: 'end', ink: 'muted', maxWidth: 120 }));

    // Timeline or Splat Data panel (hidden until a status bar button opens it).
    parts.push(c.box(FRAME.x + 8, canvasBottom + 6, FRAME.w - 16, PANEL_H - 12, 'plain', { dashed: true, radius: 4 }));
    parts.push(
      c.text(FRAME.x + 22, canvasBottom + 32, { en: 'Timeline or Splat Data panel', ja: 'タイムラインまたはスプラットデータのパネル' }, { size: 12.5, bold: true, maxWidth: 320 }),
    );
    parts.push(
      c.text(FRAME.x + FRAME.w - 22, canvasBottom + 32, { en: 'one at a time, hidden until opened', ja: 'どちらか一方だけ。開くまで非表示' }, { size: 12, anchor: 'end', ink: 'muted', maxWidth: 300 }),
    );

    // Status bar: two buttons on the left, the counts on the right.
    parts.push(c.box(FRAME.x + 1, panelBottom, FRAME.w - 2, STATUS_H - 1, 'neutral', { radius: 0, strokeWidth: 1 }));
    const statusButtons: Localized[] = [
      { en: 'TIMELINE', ja: 'タイムライン' },
      { en: 'SPLAT DATA', ja: 'スプラットデータ' },
    ];
    let sx = FRAME.x + 10;
    for (const label of statusButtons) {
      const w = c.locale === 'ja' ? (c.t(label).length * 11.5 + 20) : (c.t(label).length * 8 + 16);
      parts.push(c.box(sx, panelBottom + 5, w, 19, 'plain', { radius: 3, strokeWidth: 1 }));
      parts.push(c.text(sx + w / 2, panelBottom + 18, label, { size: 11, anchor: 'middle', maxWidth: w - 6 }));
      sx += w + 8;
    }
    const stats: Localized[] = [
      { en: 'Splats', ja: 'スプラット' },
      { en: 'Selected', ja: '選択済み' },
      { en: 'Locked', ja: 'ロック済み' },
      { en: 'Deleted', ja: '削除済み' },
    ];
    let statX = right - 12;
    for (const label of [...stats].reverse()) {
      parts.push(c.text(statX, panelBottom + 19, '0', { size: 11, anchor: 'end', bold: true, maxWidth: 12 }));
      statX -= 14;
      parts.push(c.text(statX, panelBottom + 19, label, { size: 11, anchor: 'end', ink: 'muted', maxWidth: 70 }));
      statX -= c.locale === 'ja' ? c.t(label).length * 11 + 16 : c.t(label).length * 6.6 + 16;
    }

    // Callouts above the window.
    const callout = (x: number, toY: number, name: Localized, detail: Localized, anchor: 'start' | 'middle' | 'end', maxWidth: number) => {
      const tx = anchor === 'start' ? x - 6 : anchor === 'end' ? x + 6 : x;
      return [
        c.text(tx, 20, name, { size: 13, bold: true, anchor, maxWidth }),
        c.text(tx, 38, detail, { size: 12, ink: 'muted', anchor, maxWidth }),
        c.arrow([[x, 44], [x, toY]], 'neutral', { width: 1.2 }),
      ].join('');
    };
    parts.push(callout(menuBar.x + 20, menuBar.y - 2, { en: 'Menu bar', ja: 'メニューバー' }, { en: 'files, editing, selection, rendering', ja: 'ファイル、編集、選択、レンダリング' }, 'start', 290));
    parts.push(callout(mode.x + mode.w / 2, mode.y - 2, { en: 'Splat mode', ja: 'スプラットモード' }, { en: 'Centers or Rings', ja: 'センターかリング' }, 'middle', 150));
    parts.push(callout(cube.x, cube.y - 42, { en: 'View cube', ja: 'ビューキューブ' }, { en: 'click an axis to align', ja: '軸をクリックして整列' }, 'end', 220));

    // Callout below the window for the status bar.
    const statusX = FRAME.x + 40;
    parts.push(c.arrow([[statusX, statusBottom + 24], [statusX, statusBottom + 2]], 'neutral', { width: 1.2 }));
    parts.push(
      c.text(statusX + 10, statusBottom + 34, { en: 'Status bar: panel buttons and splat counts', ja: 'ステータスバー：パネルの切り替えボタンとスプラット数' }, { size: 13, bold: true, maxWidth: 600 }),
    );
    return parts.join('\n');
  },
});
