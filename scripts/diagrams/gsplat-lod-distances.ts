/**
 * Where each LOD level of a streamed splat starts, for the default lodBaseDistance 5 and lodMultiplier 3.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - defaults and clamps: framework/components/gsplat/component.js (`_lodBaseDistance = 5`, `_lodMultiplier = 3`,
 *   `Math.max(0.1, …)`, `Math.max(1.2, …)`).
 * - level L starts at lodBaseDistance × lodMultiplier^(L − 1): scene/gsplat-unified/gsplat-budget-balancer.js
 *   (`offset`, `step`, the unit cut at `UNIT_SCALE_BIN`); checked by running the balancer in limit mode with no
 *   budget pressure: distances 4.9 / 5.1 / 14.9 / 15.1 / 44.9 / 45.1 give levels 0 / 1 / 1 / 2 / 2 / 3.
 * - the distance: camera to the nearest point of each octree node's bounds, scaled by the field of view against a
 *   45° vertical one, by the entity's scale and, behind the camera, by up to lodBehindPenalty:
 *   gsplat-octree-instance.js `evaluateNodeDistances`.
 * - budget modes: gsplat-params.js `splatBudgetMode` (GSPLAT_BUDGET_TARGET default, GSPLAT_BUDGET_LIMIT).
 */
import { defineDiagram, type Localized, type Tone } from './lib';

const LEVELS: Array<{ tone: Tone; ink: 'accent' | 'blue' | 'green' | 'text' | 'muted'; name: string; note: Localized | null }> = [
  { tone: 'accent', ink: 'accent', name: 'LOD 0', note: { en: 'finest', ja: '最も細かい' } },
  { tone: 'blue', ink: 'blue', name: 'LOD 1', note: null },
  { tone: 'green', ink: 'green', name: 'LOD 2', note: null },
  { tone: 'neutral', ink: 'text', name: 'LOD 3', note: null },
  { tone: 'plain', ink: 'muted', name: 'LOD 4 …', note: { en: 'coarser', ja: 'さらに粗い' } },
];
const STARTS = ['5', '15', '45', '135'];
const FORMULAS = ['', '5 × 3', '5 × 3²', '5 × 3³'];

export default defineDiagram({
  name: 'gsplat-lod-distances',
  width: 720,
  height: 330,
  title: { en: 'LOD levels by distance', ja: '距離によるLODレベル' },
  description: {
    en: 'With lodBaseDistance 5 and lodMultiplier 3, a streamed splat uses LOD 0 up to 5 units from the camera, LOD 1 up to 15, LOD 2 up to 45, LOD 3 up to 135 and coarser levels beyond. Each level starts lodMultiplier times further than the last. In the default target budget mode the splat budget raises detail until it is used up and these distances only shape the falloff; in limit mode they decide the detail and the budget only lowers it.',
    ja: 'lodBaseDistanceが5、lodMultiplierが3のとき、ストリーミングするスプラットはカメラから5まではLOD 0、15まではLOD 1、45まではLOD 2、135まではLOD 3、その先はさらに粗いレベルを使います。各レベルは、前のレベルのlodMultiplier倍の距離から始まります。既定のtargetモードでは予算を使い切るまで詳細度が上がり、この距離は落ち方の形だけを決めます。limitモードでは距離が詳細度を決め、予算は詳細度を下げるときだけ働きます。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.text(20, 26, { en: 'Distance from the camera (`lodBaseDistance` 5, `lodMultiplier` 3)', ja: 'カメラからの距離（`lodBaseDistance` 5、`lodMultiplier` 3）' }, { size: 14, bold: true, ink: 'muted', maxWidth: 680 }));

    // Equal widths: with a constant multiplier, each band spans the same ratio of distances.
    const band = { x: 70, y: 48, w: 126, h: 62 };
    parts.push(`<circle cx="40" cy="${band.y + band.h / 2}" r="8" fill="${c.colors.ink.text}"/>`);
    parts.push(c.text(40, band.y + band.h + 20, { en: 'Camera', ja: 'カメラ' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 60 }));
    LEVELS.forEach((level, i) => {
      const x = band.x + i * band.w;
      const w = i === LEVELS.length - 1 ? 126 : band.w;
      parts.push(c.box(x, band.y, w - 4, band.h, level.tone, { radius: 4, dashed: i === LEVELS.length - 1 }));
      const nameY = level.note ? band.y + band.h / 2 - 2 : band.y + band.h / 2 + 5;
      parts.push(c.text(x + (w - 4) / 2, nameY, level.name, { size: 13.5, bold: true, anchor: 'middle', ink: level.ink, maxWidth: w - 16 }));
      if (level.note) parts.push(c.text(x + (w - 4) / 2, nameY + 18, level.note, { size: 12, anchor: 'middle', ink: level.ink, maxWidth: w - 16 }));
    });
    STARTS.forEach((start, i) => {
      const x = band.x + (i + 1) * band.w - 2;
      parts.push(c.arrow([[x, band.y + band.h + 4], [x, band.y + band.h + 12]], 'neutral', { head: false }));
      parts.push(c.text(x, band.y + band.h + 28, start, { size: 13, bold: true, anchor: 'middle', maxWidth: 60 }));
      if (FORMULAS[i]) parts.push(c.text(x, band.y + band.h + 46, FORMULAS[i]!, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 110 }));
    });

    // What the distance is, and what the budget does with it.
    parts.push(
      c.card(20, 178, 330, 132, 'neutral', { en: 'The distance', ja: '距離の測り方' }, [
        { en: 'to the nearest point of each octree node,', ja: '八分木の各ノードの最も近い点まで' },
        { en: 'scaled for the field of view (45° = 1)', ja: '視野角で補正（垂直45°で1倍）' },
        { en: 'and the entity scale; behind the camera', ja: 'エンティティのスケールも掛ける' },
        { en: 'up to `lodBehindPenalty` times longer', ja: 'カメラの後ろは最大`lodBehindPenalty`倍' },
      ]),
    );
    parts.push(
      c.card(370, 178, 330, 132, 'accent', { en: '`splatBudget` decides how far', ja: '`splatBudget`との関係' }, [
        { en: '`target` (default): detail is raised until', ja: '`target`（既定）：予算を使い切るまで' },
        { en: 'the budget is used; the bands only shape', ja: '詳細度を上げる。帯は落ち方を決めるだけ' },
        { en: '`limit`: the bands decide; the budget', ja: '`limit`：帯が詳細度を決め、予算は' },
        { en: 'only lowers detail when it is exceeded', ja: '超えたときだけ詳細度を下げる' },
      ]),
    );
    return parts.join('\n');
  },
});
