/**
 * Sorting per component (the deprecated non-unified mode) against global sorting (unified rendering).
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - unified is the default: framework/components/gsplat/component.js `_unified = true`; with it each component
 *   becomes a GSplatPlacement added to its layers (`layer.addGSplatPlacement`).
 * - one GSplatManager per camera and layer collects the placements of the layer into one work buffer, sorts all
 *   their splats as one list and draws them with one mesh instance: scene/gsplat-unified/gsplat-director.js,
 *   gsplat-manager.js (`world`, `cpuSorter`, `renderer`), gsplat-world.js.
 * - non-unified: each component has its own GSplatInstance with its own mesh instance and sorter, sorted for the
 *   first camera that culled it (scene/gsplat/gsplat-instance.js `cameras[0]`); the layer then orders the mesh
 *   instances as whole objects (scene/layer.js `sortBackToFront`).
 */
import { defineDiagram, type Localized, type Tone } from './lib';

/** Draw order of the splats of two overlapping objects A and B, far to near. */
const PER_COMPONENT: Array<'A' | 'B'> = ['B', 'B', 'B', 'B', 'B', 'A', 'A', 'A', 'A', 'A'];
const GLOBAL: Array<'A' | 'B'> = ['B', 'A', 'B', 'B', 'A', 'B', 'A', 'A', 'B', 'A'];

export default defineDiagram({
  name: 'gsplat-global-sorting',
  width: 720,
  height: 336,
  title: { en: 'Sorting per component and global sorting', ja: 'コンポーネントごとの並べ替えとグローバルソート' },
  description: {
    en: 'Two overlapping splat objects A and B. Sorted per component, each object is drawn as a whole, one after the other, so their splats never interleave. With global sorting, the default unified rendering, the splats of every component on a layer go into one work buffer per camera, are sorted as one list and are drawn with one draw call, so the splats of A and B interleave by depth.',
    ja: '重なり合う2つのスプラットの物体AとBの例です。コンポーネントごとに並べ替えると、物体は1つずつ丸ごと描かれ、スプラットは混ざりません。既定の統合描画によるグローバルソートでは、レイヤー上の全コンポーネントのスプラットがカメラごとに1つのワークバッファーに入ります。1つのリストとして並べ替え、1回で描くので、AとBのスプラットが奥行きの順に交互に描かれます。',
  },
  draw(c) {
    const parts: string[] = [];
    const panels: Array<{ x: number; w: number; tone: Tone; title: Localized; sub: Localized; order: Array<'A' | 'B'>; merged: boolean; notes: Localized[] }> = [
      {
        x: 20,
        w: 330,
        tone: 'neutral',
        title: { en: 'Sorted per component', ja: 'コンポーネントごとに並べ替え' },
        sub: { en: '`unified: false` (deprecated)', ja: '`unified: false`（非推奨）' },
        order: PER_COMPONENT,
        merged: false,
        notes: [
          { en: 'Each object is sorted inside itself and drawn', ja: '物体ごとに中で並べ替え、丸ごと描く' },
          { en: 'as a whole: A lies over B or under it.', ja: 'AはBの上か下のどちらかになる' },
        ],
      },
      {
        x: 370,
        w: 330,
        tone: 'accent',
        title: { en: 'Global sorting', ja: 'グローバルソート' },
        sub: { en: 'unified rendering (the default)', ja: '統合描画（既定）' },
        order: GLOBAL,
        merged: true,
        notes: [
          { en: 'All splats of the layer, one list per camera,', ja: 'レイヤーの全スプラットをカメラごとに' },
          { en: 'one draw call: A and B interleave by depth.', ja: '1つのリストにし1回で描く。奥行き順に混ざる' },
        ],
      },
    ];
    const toneOf = (obj: 'A' | 'B') => (obj === 'A' ? 'accent' : 'blue') as 'accent' | 'blue';
    for (const p of panels) {
      parts.push(c.text(p.x, 24, p.title, { size: 15, bold: true, ink: p.tone === 'accent' ? 'accent' : 'text', maxWidth: p.w }));
      parts.push(c.text(p.x, 44, p.sub, { size: 12.5, ink: 'muted', maxWidth: p.w }));
      // The two components.
      const comp = { y: 60, w: 150, h: 46 };
      (['A', 'B'] as const).forEach((obj, i) => {
        const x = p.x + i * (comp.w + 30);
        parts.push(c.box(x, comp.y, comp.w, comp.h, obj === 'A' ? 'accent' : 'blue'));
        parts.push(c.text(x + comp.w / 2, comp.y + 20, { en: `Object ${obj}`, ja: `物体${obj}` }, { size: 13.5, bold: true, anchor: 'middle', ink: obj === 'A' ? 'accent' : 'blue', maxWidth: comp.w - 16 }));
        parts.push(c.text(x + comp.w / 2, comp.y + 38, { en: 'Gaussian Splat', ja: 'Gaussian Splat' }, { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: comp.w - 16 }));
      });
      // The middle step.
      const mid = { y: 136, h: 46 };
      if (p.merged) {
        parts.push(c.arrow([[p.x + comp.w / 2, comp.y + comp.h + 2], [p.x + comp.w / 2, mid.y - 8], [p.x + p.w / 2 - 4, mid.y - 2]], 'accent'));
        parts.push(c.arrow([[p.x + comp.w + 30 + comp.w / 2, comp.y + comp.h + 2], [p.x + comp.w + 30 + comp.w / 2, mid.y - 8], [p.x + p.w / 2 + 4, mid.y - 2]], 'accent'));
        parts.push(c.box(p.x, mid.y, p.w, mid.h, 'accent'));
        parts.push(c.text(p.x + p.w / 2, mid.y + 20, { en: 'work buffer of the camera and layer', ja: 'カメラとレイヤーのワークバッファー' }, { size: 12.5, bold: true, anchor: 'middle', ink: 'accent', maxWidth: p.w - 20 }));
        parts.push(c.text(p.x + p.w / 2, mid.y + 38, { en: 'one sort, one draw call', ja: '1回の並べ替え、1回の描画' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: p.w - 20 }));
      } else {
        (['A', 'B'] as const).forEach((obj, i) => {
          const x = p.x + i * (comp.w + 30);
          parts.push(c.arrow([[x + comp.w / 2, comp.y + comp.h + 2], [x + comp.w / 2, mid.y - 2]], obj === 'A' ? 'accent' : 'blue'));
          parts.push(c.box(x, mid.y, comp.w, mid.h, 'neutral'));
          parts.push(c.text(x + comp.w / 2, mid.y + 20, { en: 'own sort', ja: '個別に並べ替え' }, { size: 12.5, bold: true, anchor: 'middle', maxWidth: comp.w - 16 }));
          parts.push(c.text(x + comp.w / 2, mid.y + 38, { en: 'own draw call', ja: '個別に描画' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: comp.w - 16 }));
        });
      }
      // Draw order of the splats, far to near.
      const strip = { y: 222, step: 31 };
      parts.push(c.text(p.x, strip.y - 14, { en: 'Draw order of the splats', ja: 'スプラットの描画順' }, { size: 12.5, bold: true, ink: 'muted', maxWidth: p.w }));
      p.order.forEach((obj, i) => {
        const cx = p.x + 16 + i * strip.step;
        const tone = toneOf(obj);
        parts.push(`<circle cx="${cx}" cy="${strip.y + 14}" r="11" fill="${c.colors.fill[tone]}" stroke="${c.colors.stroke[tone]}" stroke-width="1.8"/>`);
        parts.push(c.text(cx, strip.y + 19, obj, { size: 12.5, bold: true, anchor: 'middle', ink: tone, maxWidth: 14 }));
      });
      parts.push(c.arrow([[p.x + 4, strip.y + 38], [p.x + p.w - 10, strip.y + 38]], 'neutral'));
      parts.push(c.text(p.x + 4, strip.y + 56, { en: 'far', ja: '奥' }, { size: 12, ink: 'muted', maxWidth: 60 }));
      parts.push(c.text(p.x + p.w - 10, strip.y + 56, { en: 'near', ja: '手前' }, { size: 12, anchor: 'end', ink: 'muted', maxWidth: 60 }));
      parts.push(c.lines(p.x, strip.y + 84, p.notes, { size: 12.5, lineHeight: 19, maxWidth: p.w }));
    }
    return parts.join('\n');
  },
});
