/**
 * A schematic of the Editor window (not a screenshot). Editor sources (playcanvas/editor, 2.30.4):
 * - the grid: sass/editor/_editor-layout.scss `#layout-root` (`'toolbar hierarchy viewport attributes' 1fr`,
 *   `'toolbar hierarchy assets attributes' auto`, `'toolbar console console console' auto / 40px auto 1fr auto`).
 * - panels and their header texts: src/editor/layout/layout.ts (`HIERARCHY`, width 256; `INSPECTOR`, width 320;
 *   the viewport; the toolbar), src/editor/assets/asset-panel.ts (`ASSETS`, height 212),
 *   src/editor/layout/layout-console.ts (`CONSOLE`, collapsed by default; its header is the status bar).
 * - the toolbar starts with the logo button whose tooltip is `Menu`: src/editor/toolbar/toolbar-logo.ts;
 *   then the gizmos (src/editor/toolbar/toolbar-gizmos.ts), undo and redo (toolbar-history.ts) and the rest.
 * - on the viewport: top left Home, Settings, the branch (Version Control) and the scene (Manage Scenes):
 *   src/editor/viewport-controls/viewport-scene.ts; top right, left to right, Render, the camera menu
 *   (showing the current camera's name), Hide Panels and Launch (opens the scene in a new tab):
 *   viewport-launch.ts adds Hide Panels and Launch, then viewport-cameras.ts and viewport-render.ts prepend.
 */
import { defineDiagram, type Locale, type Localized } from './lib';

/** Lines that differ in number between the languages. */
type Lines = Record<Locale, string[]>;

const FRAME = { x: 20, y: 70, w: 680, h: 380 };
const TOOLBAR_W = 34;
const CONSOLE_H = 30;
const HIERARCHY_W = 160;
const INSPECTOR_W = 180;
const ASSETS_H = 112;
const HEADER_H = 24;

export default defineDiagram({
  name: 'editor-layout',
  width: 720,
  height: 500,
  title: { en: 'Layout of the PlayCanvas Editor', ja: 'PlayCanvasエディターの画面構成' },
  description: {
    en: 'The toolbar runs down the left edge with the menu at its top. Then come the Hierarchy panel, the Viewport with the Assets panel below it, and the Inspector on the right; the console’s status bar runs along the bottom. Launch is at the top right of the Viewport.',
    ja: '左端にツールバーがあり、その一番上がメニューです。その右にHierarchyパネル、中央にViewportとその下のAssetsパネル、右端にInspectorが並び、下端にコンソールのステータスバーがあります。LaunchはViewportの右上にあります。',
  },
  draw(c) {
    const parts: string[] = [];
    const bottom = FRAME.y + FRAME.h;
    const panelsBottom = bottom - CONSOLE_H;
    const hierarchy = { x: FRAME.x + TOOLBAR_W, w: HIERARCHY_W };
    const inspector = { x: FRAME.x + FRAME.w - INSPECTOR_W, w: INSPECTOR_W };
    const viewport = { x: hierarchy.x + hierarchy.w, w: inspector.x - hierarchy.x - hierarchy.w, y: FRAME.y, h: panelsBottom - ASSETS_H - FRAME.y };
    const assets = { x: viewport.x, w: viewport.w, y: viewport.y + viewport.h, h: ASSETS_H };

    // The window.
    parts.push(c.box(FRAME.x, FRAME.y, FRAME.w, FRAME.h, 'plain', { radius: 6, strokeWidth: 2 }));

    // A panel: a header strip with the text the Editor shows, then its name (with a gloss in Japanese).
    const panel = (x: number, y: number, w: number, h: number, header: string, lines: { name: Lines; detail: Lines }) => {
      const name = lines.name[c.locale];
      const detail = lines.detail[c.locale];
      const out = [c.box(x, y, w, h, 'neutral', { radius: 0, strokeWidth: 1.2 })];
      out.push(c.rect(x + 1, y + 1, w - 2, HEADER_H - 1, 'plain'));
      out.push(c.arrow([[x, y + HEADER_H], [x + w, y + HEADER_H]], 'neutral', { head: false, width: 1 }));
      out.push(c.text(x + 10, y + 17, header, { size: 11.5, bold: true, ink: 'muted', maxWidth: w - 20 }));
      out.push(c.lines(x + 10, y + HEADER_H + 24, name, { size: 14, bold: true, lineHeight: 19, maxWidth: w - 20 }));
      out.push(c.lines(x + 10, y + HEADER_H + 26 + name.length * 19, detail, { size: 12.5, lineHeight: 18, ink: 'muted', maxWidth: w - 20 }));
      return out.join('');
    };

    parts.push(
      panel(
        hierarchy.x,
        FRAME.y,
        hierarchy.w,
        panelsBottom - FRAME.y,
        'HIERARCHY',
        {
          name: { en: ['Hierarchy'], ja: ['Hierarchy（階層）'] },
          detail: { en: ['The scene’s entities', 'as a tree'], ja: ['シーンのエンティティを', 'ツリーで表示'] },
        },
      ),
    );
    // A few tree rows, drawn as bars.
    for (const [i, depth, width] of [
      [0, 0, 70],
      [1, 1, 80],
      [2, 1, 60],
      [3, 2, 66],
      [4, 1, 74],
    ] as const) {
      parts.push(c.rect(hierarchy.x + 12 + depth * 14, FRAME.y + 128 + i * 22, width, 10, 'neutral', 3));
      parts.push(`<rect x="${hierarchy.x + 12 + depth * 14}" y="${FRAME.y + 128 + i * 22}" width="${width}" height="10" rx="3" fill="none" stroke="${c.colors.stroke.neutral}" stroke-width="1"/>`);
    }

    parts.push(
      panel(
        inspector.x,
        FRAME.y,
        inspector.w,
        panelsBottom - FRAME.y,
        'INSPECTOR',
        {
          name: { en: ['Inspector'], ja: ['Inspector', '（インスペクター）'] },
          detail: { en: ['Properties of the', 'selected entity or asset'], ja: ['選択中のエンティティや', 'アセットのプロパティ'] },
        },
      ),
    );
    // Component blocks, drawn as bars with headers.
    const blockY = FRAME.y + (c.locale === 'ja' ? 148 : 130);
    for (const [i, h] of [
      [0, 54],
      [1, 70],
    ] as const) {
      const y = blockY + i * 84;
      parts.push(c.box(inspector.x + 10, y, inspector.w - 20, h, 'plain', { radius: 4, strokeWidth: 1 }));
      parts.push(c.rect(inspector.x + 11, y + 1, inspector.w - 22, 14, 'neutral', 3));
      for (let row = 0; row < Math.floor((h - 20) / 16); row++) {
        parts.push(`<rect x="${inspector.x + 20}" y="${y + 22 + row * 16}" width="${inspector.w - 40}" height="8" rx="2" fill="${c.colors.fill.neutral}" stroke="${c.colors.stroke.neutral}" stroke-width="0.8"/>`);
      }
    }

    // The viewport.
    parts.push(c.box(viewport.x, viewport.y, viewport.w, viewport.h, 'blue', { radius: 0, strokeWidth: 1.2 }));
    const vx = viewport.x + viewport.w / 2;
    parts.push(c.text(vx, viewport.y + viewport.h / 2 + 4, { en: 'Viewport', ja: 'Viewport（ビューポート）' }, { size: 16, bold: true, anchor: 'middle', ink: 'blue', maxWidth: viewport.w - 24 }));
    parts.push(c.text(vx, viewport.y + viewport.h / 2 + 26, { en: 'View and edit the scene in 3D', ja: 'シーンを3Dで表示・編集' }, { size: 12.5, anchor: 'middle', ink: 'muted', maxWidth: viewport.w - 24 }));

    // Control strips floating on the viewport.
    const chip = (x: number, y: number, w: number, label: string | null, tone: 'plain' | 'accent' = 'plain') => {
      const out = [c.box(x, y, w, 20, tone, { radius: 4, strokeWidth: 1.1 })];
      if (label) out.push(c.text(x + w / 2, y + 14, label, { size: 11, anchor: 'middle', bold: tone === 'accent', ink: tone === 'accent' ? 'accent' : 'text', maxWidth: w - 8 }));
      return out.join('');
    };
    const stripY = viewport.y + 10;
    let x = viewport.x + 10;
    const leftStrip: Array<[number, string | null]> = [
      [18, null],
      [18, null],
      [38, 'main'],
      [46, 'Scene'],
    ];
    for (const [w, label] of leftStrip) {
      parts.push(chip(x, stripY, w, label));
      x += w + 4;
    }
    const rightStrip: Array<[number, string | null, 'plain' | 'accent']> = [
      [50, 'Render', 'plain'],
      [18, null, 'plain'],
      [18, null, 'plain'],
      [56, 'Launch', 'accent'],
    ];
    x = viewport.x + viewport.w - 10 - rightStrip.reduce((sum, [w]) => sum + w + 4, -4);
    for (const [w, label, tone] of rightStrip) {
      parts.push(chip(x, stripY, w, label, tone));
      x += w + 4;
    }
    const launchX = x - 4 - 28;

    parts.push(
      panel(
        assets.x,
        assets.y,
        assets.w,
        assets.h,
        'ASSETS',
        {
          name: { en: ['Assets'], ja: ['Assets（アセット）'] },
          detail: { en: ['The project’s models, textures, scripts…'], ja: ['モデル、テクスチャ、スクリプトなど'] },
        },
      ),
    );

    // The console, collapsed to its status bar.
    const consoleX = FRAME.x + TOOLBAR_W;
    parts.push(c.box(consoleX, panelsBottom, FRAME.x + FRAME.w - consoleX, CONSOLE_H, 'neutral', { radius: 0, strokeWidth: 1.2 }));
    parts.push(c.text(consoleX + 10, panelsBottom + 19, 'CONSOLE', { size: 11.5, bold: true, ink: 'muted', maxWidth: 80 }));
    parts.push(
      c.text(consoleX + 90, panelsBottom + 19, { en: 'status bar; opens into the console', ja: 'ステータスバー（開くとコンソール）' }, { size: 12, ink: 'muted', maxWidth: 300 }),
    );

    // The toolbar: the menu (logo) on top, then icon buttons.
    parts.push(c.box(FRAME.x, FRAME.y, TOOLBAR_W, FRAME.h, 'neutral', { radius: 0, strokeWidth: 1.2 }));
    parts.push(c.box(FRAME.x + 4, FRAME.y + 4, TOOLBAR_W - 8, TOOLBAR_W - 8, 'accent', { radius: 4 }));
    const icons = [0, 1, 2, 3, 5, 6, 8, 9, 10];
    for (const slot of icons) {
      parts.push(c.box(FRAME.x + 9, FRAME.y + 46 + slot * 26, TOOLBAR_W - 18, TOOLBAR_W - 18, 'plain', { radius: 3, strokeWidth: 1.1 }));
    }

    // Callouts above the window: a bold name, a muted line, and a leader down to what they name.
    const callout = (x: number, toY: number, name: Localized, detail: Localized, maxWidth: number) =>
      [
        c.text(x - 6, 20, name, { size: 13, bold: true, maxWidth }),
        c.text(x - 6, 38, detail, { size: 12.5, ink: 'muted', maxWidth }),
        c.arrow([[x, 46], [x, toY]], 'neutral', { width: 1.2 }),
      ].join('');
    const menuX = FRAME.x + TOOLBAR_W / 2;
    // The branch chip: after the Home and Settings icons.
    const sceneX = viewport.x + 10 + 18 + 4 + 18 + 4 + 20;
    parts.push(callout(menuX, FRAME.y + 2, { en: 'Menu', ja: 'Menu（メニュー）' }, { en: 'the PlayCanvas logo', ja: 'PlayCanvasのロゴ' }, sceneX - menuX - 12));
    parts.push(callout(sceneX, stripY - 2, { en: 'Scene and branch', ja: 'シーンとブランチ' }, { en: 'next to Home and Settings', ja: 'HomeとSettingsの右' }, launchX - sceneX - 12));
    parts.push(callout(launchX, stripY - 2, { en: 'Launch', ja: 'Launch（起動）' }, { en: 'runs the scene in a new tab', ja: '新しいタブでシーンを実行' }, FRAME.x + FRAME.w - launchX + 6));

    // Callout below the window for the toolbar.
    const toolbarX = FRAME.x + TOOLBAR_W / 2;
    parts.push(c.arrow([[toolbarX, bottom + 26], [toolbarX, bottom + 2]], 'neutral', { width: 1.2 }));
    parts.push(
      c.text(
        toolbarX + 10,
        bottom + 36,
        { en: 'Toolbar: gizmos, Undo, Redo, lightmapper, Code Editor, Publish…', ja: 'Toolbar（ツールバー）：ギズモ、Undo、Redo、ライトマップ、Code Editor、パブリッシュなど' },
        { size: 13, bold: true, maxWidth: FRAME.x + FRAME.w - toolbarX - 10 },
      ),
    );
    return parts.join('\n');
  },
});
