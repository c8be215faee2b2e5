/**
 * A ray cast along the segment from `start` to `end`, and what `raycastFirst` and `raycastAll` return.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - `raycastFirst(start, end, options)` returns the nearest hit, `raycastAll(start, end, options)` every hit,
 *   ordered by `hitFraction` only when `options.sort` is true: framework/components/rigid-body/system.js.
 * - a hit is a `RaycastResult` with `entity`, `point`, `normal` and `hitFraction` (0 at start, 1 at end):
 *   framework/components/rigid-body/raycast-result.js.
 * - trigger volumes are bodies in the world, so rays without filters hit them too: framework/components/collision/
 *   trigger.js (a body created with `noContactResponse: true`), added by rigid-body/system.js `addTrigger()`.
 * The fractions 0.30, 0.53 and 0.78 are an example; the shapes are drawn where those fractions fall.
 */
import { defineDiagram, type Localized } from './lib';

export default defineDiagram({
  name: 'raycast-segment',
  width: 720,
  height: 302,
  title: { en: 'A ray cast from start to end', ja: 'startからendへのレイキャスト' },
  description: {
    en: 'A ray runs from start, at hitFraction 0, to end, at hitFraction 1. It passes a trigger volume, a crate and the floor. raycastFirst returns the nearest hit; raycastAll returns every hit, in order when sort is true. Each hit has an entity, a point, a normal and a hitFraction.',
    ja: 'レイはhitFractionが0のstartから、1のendまで伸びます。途中でトリガー領域、箱、床を通ります。raycastFirstは最も近いヒットを返し、raycastAllはすべてのヒットを返します。sortをtrueにすると近い順に並びます。ヒットごとにentity、point、normal、hitFractionがあります。',
  },
  draw(c) {
    const parts: string[] = [];
    const ray = { x0: 60, x1: 660, y: 116 };
    const at = (fraction: number) => ray.x0 + fraction * (ray.x1 - ray.x0);
    parts.push(c.text(20, 28, '`hitFraction`', { size: 12.5, bold: true, ink: 'blue', maxWidth: 200 }));

    // The shapes along the ray, each starting where the ray enters it.
    const shapes: Array<{ fraction: number; w: number; y: number; h: number; label: Localized; trigger?: boolean }> = [
      { fraction: 0.3, w: 66, y: 66, h: 100, label: { en: 'Sensor (trigger)', ja: 'Sensor（トリガー）' }, trigger: true },
      { fraction: 0.53, w: 80, y: 76, h: 80, label: { en: 'Crate', ja: 'Crate' } },
      { fraction: 0.78, w: 40, y: 46, h: 140, label: { en: 'Floor', ja: 'Floor' } },
    ];
    for (const shape of shapes) {
      const x = at(shape.fraction);
      parts.push(c.box(x, shape.y, shape.w, shape.h, shape.trigger ? 'plain' : 'neutral', { radius: shape.fraction === 0.78 ? 0 : 4, dashed: shape.trigger }));
      parts.push(c.text(x + shape.w / 2, 208, shape.label, { size: 12.5, anchor: 'middle', maxWidth: 130 }));
    }

    // The ray, its ends and its hits.
    parts.push(c.arrow([[ray.x0, ray.y], [ray.x1, ray.y]], 'blue', { width: 2 }));
    parts.push(`<circle cx="${ray.x0}" cy="${ray.y}" r="5" fill="${c.colors.stroke.blue}"/>`);
    for (const [x, name, fraction] of [
      [ray.x0, '`start`', '0'],
      [ray.x1 - 4, '`end`', '1'],
    ] as const) {
      parts.push(c.text(x, ray.y - 16, name, { size: 12.5, bold: true, anchor: 'middle', ink: 'blue', maxWidth: 60 }));
      parts.push(c.text(x, ray.y + 26, fraction, { size: 12.5, anchor: 'middle', ink: 'blue', maxWidth: 30 }));
    }
    shapes.forEach((shape, i) => {
      const x = at(shape.fraction);
      const first = i === 0;
      parts.push(`<circle cx="${x}" cy="${ray.y}" r="5.5" fill="${first ? c.colors.stroke.accent : c.colors.ink.text}"/>`);
      parts.push(c.text(x - 9, ray.y - 10, shape.fraction.toFixed(2), { size: 12, anchor: 'end', ink: first ? 'accent' : 'text', maxWidth: 40 }));
    });

    // What the two calls return.
    parts.push(
      c.text(20, 244, { en: '`raycastFirst()`: the nearest hit', ja: '`raycastFirst()`：最も近いヒット' }, { size: 12.5, ink: 'accent', maxWidth: 360 }),
      c.text(20, 266, { en: '`raycastAll({ sort: true })`: every hit, nearest first', ja: '`raycastAll({ sort: true })`：すべてのヒット（近い順）' }, { size: 12.5, maxWidth: 420 }),
      c.text(20, 288, { en: 'each hit: `entity`, `point`, `normal`, `hitFraction`', ja: '各ヒット：`entity`、`point`、`normal`、`hitFraction`' }, { size: 12.5, ink: 'muted', maxWidth: 680 }),
    );
    return parts.join('\n');
  },
});
