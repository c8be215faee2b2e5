/**
 * The three light types and the values that shape them.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - types and names: scene/light.js `lightTypes` ('directional', 'omni', 'point' = omni, 'spot').
 * - directional and spot lights shine along the entity's -Y axis: scene/lighting/light-slot-uniforms.js
 *   (`wtm.getY(...).mulScalar(-1)` in `_dispatchDirectional` and `_dispatchSpot`); omni lights have no direction.
 * - `range` (`attenuationEnd`) limits omni and spot lights: scene/light.js `getBoundingSphere`, and the falloff
 *   chunks (lit/frag/falloffLinear.js, falloffInvSquared.js) reach 0 at the radius.
 * - `innerConeAngle` and `outerConeAngle` are half-angles from the axis, in degrees (defaults 40 and 45); the
 *   light fades between them: lit/frag/spot.js `smoothstep(outer, inner, cos)`.
 * The angles drawn (20 and 30 degrees) are an example.
 */
import { defineDiagram } from './lib';

const deg = (d: number) => (d * Math.PI) / 180;

export default defineDiagram({
  name: 'light-types',
  width: 720,
  height: 300,
  title: { en: 'Directional, omni and spot lights', ja: 'ディレクショナル・オムニ・スポットライト' },
  description: {
    en: 'A directional light sends parallel rays along the entity\'s -Y axis and reaches everything. An omni light shines from one point in every direction up to its range. A spot light shines along -Y inside a cone: full strength inside innerConeAngle, fading to nothing at outerConeAngle, both half-angles measured from the axis.',
    ja: 'ディレクショナルライトは、エンティティの−Y方向へ平行な光を送り、すべてに届きます。オムニライトは1点から全方向へ、rangeまで照らします。スポットライトは−Y方向の円錐の内側を照らします。innerConeAngleの内側は最大の明るさで、outerConeAngleで0になります。どちらも軸から測った半角です。',
  },
  draw(c) {
    const parts: string[] = [];
    const stroke = c.colors.stroke;
    const dirPanel = { x: 20, w: 186 };
    const omniPanel = { x: 222, w: 186 };
    const spotPanel = { x: 424, w: 276 };
    const panels = [
      { ...dirPanel, title: { en: 'Directional', ja: 'ディレクショナル' }, notes: [
        { en: 'Parallel rays along −Y', ja: '−Y方向への平行な光' },
        { en: 'Position does not matter', ja: '位置は関係ない' },
        { en: 'Reaches everything', ja: '距離に関係なく届く' },
      ] },
      { ...omniPanel, title: { en: 'Omni', ja: 'オムニ' }, notes: [
        { en: 'Every direction from a point', ja: '1点から全方向へ' },
        { en: 'Fades to 0 at `range`', ja: '`range`で0になる' },
        { en: 'Rotation does not matter', ja: '回転は関係ない' },
      ] },
      { ...spotPanel, title: { en: 'Spot', ja: 'スポット' }, notes: [
        { en: 'A cone along −Y', ja: '−Y方向の円錐' },
        { en: 'Full inside the inner angle', ja: '内側の角度までは最大の明るさ' },
        { en: 'Zero at the outer angle and `range`', ja: '外側の角度と`range`で0になる' },
      ] },
    ];
    for (const p of panels) {
      parts.push(c.box(p.x, 40, p.w, 186, 'plain', { radius: 6 }));
      parts.push(c.text(p.x, 26, p.title, { size: 14, bold: true, maxWidth: p.w }));
      // What each type is for.
      parts.push(c.lines(p.x, 248, p.notes, { size: 12.5, lineHeight: 19, ink: 'muted', maxWidth: p.w }));
    }

    // Directional: parallel rays down to the ground, all at the same angle.
    const ground = 206;
    parts.push(c.arrow([[dirPanel.x + 12, ground], [dirPanel.x + dirPanel.w - 12, ground]], 'neutral', { head: false, width: 2 }));
    for (let i = 0; i < 5; i += 1) {
      const x0 = dirPanel.x + 16 + i * 30;
      parts.push(c.arrow([[x0, 56], [x0 + 40, ground - 6]], 'accent', { width: 1.8 }));
    }

    // Omni: rays from one point; the dashed circle is its range.
    const o = { x: omniPanel.x + omniPanel.w / 2, y: 128, r: 74 };
    parts.push(`<circle cx="${o.x}" cy="${o.y}" r="${o.r}" fill="none" stroke="${stroke.blue}" stroke-width="1.5" stroke-dasharray="6 4"/>`);
    for (let i = 0; i < 8; i += 1) {
      const a = (i * Math.PI) / 4 + Math.PI / 8;
      parts.push(c.arrow([[o.x + Math.cos(a) * 12, o.y + Math.sin(a) * 12], [o.x + Math.cos(a) * 52, o.y + Math.sin(a) * 52]], 'accent', { width: 1.8 }));
    }
    parts.push(`<circle cx="${o.x}" cy="${o.y}" r="6" fill="${stroke.accent}"/>`);
    parts.push(c.arrow([[o.x, o.y], [o.x, o.y - o.r + 2]], 'blue', { width: 1.4, dashed: true }));
    parts.push(c.text(o.x + 6, o.y - o.r + 26, '`range`', { size: 12, ink: 'blue', maxWidth: 80 }));

    // Spot: the cone along -Y, the inner cone dashed, and the two half-angles.
    const s = { x: spotPanel.x + 100, y: 54, len: 150 };
    const outer = 30;
    const inner = 20;
    const end = (angle: number, sign: number): [number, number] => [s.x + sign * Math.tan(deg(angle)) * s.len, s.y + s.len];
    parts.push(c.arrow([[s.x, s.y], end(outer, -1)], 'accent', { head: false, width: 1.8 }));
    parts.push(c.arrow([[s.x, s.y], end(outer, 1)], 'accent', { head: false, width: 1.8 }));
    parts.push(c.arrow([[s.x, s.y], end(inner, -1)], 'accent', { head: false, width: 1.4, dashed: true }));
    parts.push(c.arrow([[s.x, s.y], end(inner, 1)], 'accent', { head: false, width: 1.4, dashed: true }));
    parts.push(c.arrow([[s.x, s.y], [s.x, s.y + s.len + 8]], 'neutral', { width: 1.4 }));
    parts.push(c.text(s.x - 8, s.y + s.len + 6, '−Y', { size: 12, anchor: 'end', ink: 'muted', maxWidth: 30 }));
    parts.push(`<circle cx="${s.x}" cy="${s.y}" r="6" fill="${stroke.accent}"/>`);
    const arc = (radius: number, angle: number) => {
      const [x, y] = [s.x + Math.sin(deg(angle)) * radius, s.y + Math.cos(deg(angle)) * radius];
      return `<path d="M${s.x} ${s.y + radius} A${radius} ${radius} 0 0 0 ${x.toFixed(1)} ${y.toFixed(1)}" fill="none" stroke="${stroke.blue}" stroke-width="1.6"/>`;
    };
    parts.push(arc(56, inner), arc(96, outer));
    const labelX = s.x + 80;
    const innerMid: [number, number] = [s.x + Math.sin(deg(inner / 2)) * 56, s.y + Math.cos(deg(inner / 2)) * 56];
    const outerMid: [number, number] = [s.x + Math.sin(deg(outer / 2)) * 96, s.y + Math.cos(deg(outer / 2)) * 96];
    parts.push(c.arrow([innerMid, [labelX - 4, 84]], 'blue', { head: false, width: 1 }));
    parts.push(c.arrow([outerMid, [labelX - 4, 128]], 'blue', { head: false, width: 1 }));
    parts.push(c.text(labelX, 88, '`innerConeAngle`', { size: 11, ink: 'blue', maxWidth: 100 }));
    parts.push(c.text(labelX, 132, '`outerConeAngle`', { size: 11, ink: 'blue', maxWidth: 100 }));

    return parts.join('\n');
  },
});
