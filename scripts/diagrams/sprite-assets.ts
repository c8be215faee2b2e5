/**
 * The chain of assets and components that takes an image to a sprite on screen.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - asset types `texture`, `textureatlas` and `sprite`: framework/handlers/texture.js, texture-atlas.js, sprite.js.
 * - a texture atlas is one texture plus `frames`, each with a `rect`, a `pivot` and a `border`:
 *   scene/texture-atlas.js `setFrame()`.
 * - a sprite asset's data: `textureAtlasAsset`, `frameKeys`, `pixelsPerUnit`, `renderMode`:
 *   framework/handlers/sprite.js.
 * - shown by the Sprite component (framework/components/sprite/component.js `spriteAsset`) or by an Element
 *   component of type image (framework/components/element/image-element.js `spriteAsset`).
 * Editor (playcanvas/editor): the Sprite Editor edits an atlas's frames and makes sprite assets from them:
 * src/editor/pickers/sprite-editor/ (sprite-editor-frames-attributes-panel.ts, sprite-editor-sprite-assets-panel.ts).
 */
import { defineDiagram, type Localized, type Tone } from './lib';

interface Step {
  x: number;
  w: number;
  tone: Tone;
  title: Localized;
  /** The asset type, in code. */
  type: string;
  lines: Array<{ text: Localized | string; muted: boolean }>;
}

export default defineDiagram({
  name: 'sprite-assets',
  width: 720,
  height: 212,
  title: { en: 'From texture to sprite on screen', ja: 'テクスチャから画面上のスプライトまで' },
  description: {
    en: 'A texture becomes a texture atlas: the image plus frames, each with a rect, a pivot and a border. A sprite asset lists the frame keys it uses and sets Pixels Per Unit and Render Mode. A Sprite component shows it in the scene, or an Element component of type Image shows it in a user interface. The Sprite Editor edits both the atlas and the sprite assets.',
    ja: 'テクスチャからテクスチャアトラスを作ります。アトラスは画像とフレームの集まりで、フレームごとにrect、pivot、borderを持ちます。スプライトアセットは使うフレームのキーを並べ、Pixels Per UnitとRender Modeを決めます。シーンではSpriteコンポーネントが、UIではImageタイプのElementコンポーネントがそれを表示します。アトラスとスプライトアセットはスプライトエディターで編集します。',
  },
  draw(c) {
    const parts: string[] = [];
    const mid = 88;
    const top = 28;
    const height = 120;
    const steps: Step[] = [
      { x: 20, w: 100, tone: 'neutral', title: { en: 'Texture', ja: 'テクスチャ' }, type: '`texture`', lines: [] },
      {
        x: 142,
        w: 160,
        tone: 'accent',
        title: { en: 'Texture atlas', ja: 'テクスチャアトラス' },
        type: '`textureatlas`',
        lines: [
          { text: { en: 'image + frames', ja: '画像＋フレーム' }, muted: false },
          { text: '`rect` / `pivot` / `border`', muted: true },
        ],
      },
      {
        x: 324,
        w: 160,
        tone: 'blue',
        title: { en: 'Sprite asset', ja: 'スプライトアセット' },
        type: '`sprite`',
        lines: [
          { text: { en: 'frame keys', ja: '使うフレームのキー' }, muted: false },
          { text: 'Pixels Per Unit', muted: true },
          { text: 'Render Mode', muted: true },
        ],
      },
    ];
    for (const step of steps) {
      const cx = step.x + step.w / 2;
      const h = step.lines.length === 0 ? 64 : height;
      const y = step.lines.length === 0 ? mid - h / 2 : top;
      const ink = step.tone === 'neutral' ? 'text' : step.tone === 'accent' ? 'accent' : 'blue';
      parts.push(c.box(step.x, y, step.w, h, step.tone));
      parts.push(c.text(cx, y + 26, step.title, { size: 15, bold: true, anchor: 'middle', ink, maxWidth: step.w - 12 }));
      parts.push(c.text(cx, y + 46, step.type, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: step.w - 12 }));
      step.lines.forEach((line, i) => {
        parts.push(c.text(cx, y + 72 + i * 18, line.text, { size: 12, anchor: 'middle', ink: line.muted ? 'muted' : 'text', maxWidth: step.w - 12 }));
      });
    }
    for (let i = 0; i < steps.length - 1; i++) {
      const from = steps[i]!;
      parts.push(c.arrow([[from.x + from.w + 2, mid], [steps[i + 1]!.x - 3, mid]], 'neutral', { width: 2 }));
    }

    // Where the sprite is shown.
    const shown = { x: 520, w: 180, h: 56 };
    const targets: Array<{ y: number; title: Localized; line: Localized }> = [
      { y: 24, title: { en: 'Sprite component', ja: 'Spriteコンポーネント' }, line: { en: 'in the scene', ja: 'シーンに表示' } },
      { y: 96, title: { en: 'Element component', ja: 'Elementコンポーネント' }, line: { en: 'Image type, in a UI', ja: 'Imageタイプ、UIに表示' } },
    ];
    const sprite = steps[2]!;
    for (const target of targets) {
      const cx = shown.x + shown.w / 2;
      parts.push(c.box(shown.x, target.y, shown.w, shown.h, 'plain'));
      parts.push(c.text(cx, target.y + 23, target.title, { size: 13.5, bold: true, anchor: 'middle', maxWidth: shown.w - 10 }));
      parts.push(c.text(cx, target.y + 42, target.line, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: shown.w - 10 }));
      const ty = target.y + shown.h / 2;
      parts.push(c.arrow([[sprite.x + sprite.w + 2, ty < mid ? mid - 12 : mid + 12], [shown.x - 3, ty]], 'neutral', { width: 2 }));
    }

    // The Sprite Editor works on the atlas and the sprite assets.
    const atlas = steps[1]!;
    const bracketY = top + height + 12;
    parts.push(
      c.arrow(
        [
          [atlas.x + 12, bracketY - 6],
          [atlas.x + 12, bracketY + 6],
          [sprite.x + sprite.w - 12, bracketY + 6],
          [sprite.x + sprite.w - 12, bracketY - 6],
        ],
        'neutral',
        { head: false },
      ),
    );
    parts.push(
      c.text((atlas.x + sprite.x + sprite.w) / 2, bracketY + 30, { en: 'Sprite Editor', ja: 'スプライトエディター' }, { size: 13, bold: true, anchor: 'middle', maxWidth: 300 }),
    );
    return parts.join('\n');
  },
});
