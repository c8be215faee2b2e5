/**
 * A capture plan for an object: rings of photos at three heights, neighbouring photos overlapping.
 * This is general photogrammetry practice, not engine behaviour: the spacing (about 20 degrees, 18 photos a
 * ring), the three heights and the overlap are an example of the advice on the Taking Photos page.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'gsplat-capture-orbits',
  width: 720,
  height: 320,
  title: { en: 'Photographing an object in rings', ja: '物体を輪のように囲んで撮る' },
  description: {
    en: 'Seen from the side, the photographer circles the object three times: low, at the middle and high, each camera aimed at the object. Seen from above, one ring has a photo about every 20 degrees, so each photo shares most of its view with its neighbours.',
    ja: '横から見ると、撮影者は物体の周りを低い位置、中間、高い位置の3周回ります。カメラはどれも物体に向けます。上から見ると、1周につき約20度ごとに1枚撮ります。隣り合う写真は、写る範囲の大部分が重なります。',
  },
  draw(c) {
    const parts: string[] = [];
    const { stroke, fill } = c.colors;
    const camera = (x: number, y: number, toward: [number, number], tone: string) => {
      const a = Math.atan2(toward[1] - y, toward[0] - x);
      const deg = (a * 180) / Math.PI;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg.toFixed(1)})"><rect x="-7" y="-5" width="10" height="10" rx="2" fill="${tone}"/><path d="M3 -3 L9 -6 L9 6 L3 3 Z" fill="${tone}"/></g>`;
    };

    // Left: side view.
    parts.push(c.text(20, 26, { en: 'Side view: three heights', ja: '横から：3つの高さ' }, { size: 14, bold: true, maxWidth: 320 }));
    const obj = { x: 180, y: 200 };
    parts.push(c.arrow([[30, 250], [330, 250]], 'neutral', { head: false, width: 1.5 }));
    parts.push(c.box(obj.x - 34, 180, 68, 70, 'neutral', { radius: 4 }));
    const heights = [
      { y: 232, label: { en: 'low', ja: '低い' } },
      { y: 168, label: { en: 'middle', ja: '中間' } },
      { y: 86, label: { en: 'high, looking down', ja: '高い（見下ろす）' } },
    ];
    for (const h of heights) {
      parts.push(`<ellipse cx="${obj.x}" cy="${h.y}" rx="130" ry="16" fill="none" stroke="${stroke.blue}" stroke-width="1.2" stroke-dasharray="5 4"/>`);
      parts.push(camera(obj.x - 130, h.y, [obj.x, 214], stroke.accent));
      parts.push(camera(obj.x + 130, h.y, [obj.x, 214], stroke.accent));
      parts.push(c.text(obj.x + 148, h.y + 4, h.label, { size: 12, ink: 'blue', maxWidth: 150 }));
    }
    parts.push(c.text(obj.x, 274, { en: 'object', ja: '被写体' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 80 }));

    // Right: top view of one ring.
    const cx = 560;
    const cy = 168;
    const r = 104;
    parts.push(c.text(400, 26, { en: 'Top view: one ring', ja: '上から：1周分' }, { size: 14, bold: true, maxWidth: 300 }));
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke.blue}" stroke-width="1.2" stroke-dasharray="5 4"/>`);
    parts.push(`<rect x="${cx - 22}" y="${cy - 22}" width="44" height="44" rx="4" fill="${fill.neutral}" stroke="${stroke.neutral}" stroke-width="1.5"/>`);
    // Two neighbouring view cones show the overlap.
    const cone = (angleDeg: number, tone: string) => {
      const a = (angleDeg * Math.PI) / 180;
      const px = cx + Math.cos(a) * r;
      const py = cy + Math.sin(a) * r;
      const half = (22 * Math.PI) / 180;
      const back = a + Math.PI;
      const len = r + 28;
      const p1 = [px + Math.cos(back - half) * len, py + Math.sin(back - half) * len] as const;
      const p2 = [px + Math.cos(back + half) * len, py + Math.sin(back + half) * len] as const;
      return `<path d="M${px.toFixed(1)} ${py.toFixed(1)} L${p1[0].toFixed(1)} ${p1[1].toFixed(1)} L${p2[0].toFixed(1)} ${p2[1].toFixed(1)} Z" fill="${tone}" fill-opacity="0.16" stroke="${tone}" stroke-width="1"/>`;
    };
    parts.push(cone(20, stroke.green), cone(40, stroke.green));
    for (let i = 0; i < 18; i += 1) {
      const a = (i * 20 * Math.PI) / 180;
      parts.push(camera(cx + Math.cos(a) * r, cy + Math.sin(a) * r, [cx, cy], stroke.accent));
    }
    // The angle between two neighbouring cameras (at -20° and 0°), marked outside the ring.
    const arcR = r + 12;
    const from = (-20 * Math.PI) / 180;
    parts.push(`<path d="M${(cx + Math.cos(from) * arcR).toFixed(1)} ${(cy + Math.sin(from) * arcR).toFixed(1)} A ${arcR} ${arcR} 0 0 1 ${(cx + arcR).toFixed(1)} ${cy}" fill="none" stroke="${stroke.accent}" stroke-width="1.2"/>`);
    parts.push(c.text(cx + r + 14, cy - 40, { en: '~20°', ja: '約20°' }, { size: 12, ink: 'accent', maxWidth: 50 }));
    parts.push(
      c.lines(
        400,
        296,
        [{ en: 'Neighbours overlap most of their view (green).', ja: '隣の写真と大部分が重なる（緑）' }],
        { size: 12, ink: 'muted', maxWidth: 300 },
      ),
    );
    return parts.join('\n');
  },
});
