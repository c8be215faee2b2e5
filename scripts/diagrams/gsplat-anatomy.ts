/**
 * One Gaussian of a splat scene: what a PLY stores for it and what the engine turns each value into.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - `x, y, z` are read as they are; `rot_0` is w and `rot_1..3` are x, y, z, normalised before upload:
 *   scene/gsplat/gsplat-data.js `SplatIterator` (`r.set(rot_1, rot_2, rot_3, rot_0)`),
 *   scene/gsplat/gsplat-resource.js `updateTransformData` (`r.normalize()`).
 * - `scale_*` is a natural log: `Math.exp(scale)`; `opacity` is a logit: `1 / (1 + exp(-opacity))`; the base colour
 *   is `0.5 + f_dc * SH_C0` with SH_C0 = 0.28209479177387814: gsplat-data.js and gsplat-resource.js `updateColorData`.
 * - `f_rest_*` adds the view-dependent part: shader-lib chunks gsplat/vert/gsplat.js (`clr.xyz += evalSH(sh, dir)`).
 * - the footprint: the quad reaches 2·sqrt(2λ) (about 2.8 standard deviations, the dashed edge) and the fragment
 *   fades with exp(-4·A), normalised to 0 at the edge: gsplat/vert/gsplatCorner.js, gsplat/frag/gsplat.js `normExp`.
 *   The axes are drawn at one standard deviation, exp(scale) (solid ellipse).
 * The ellipse drawn (its size and angle) is an example.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'gsplat-anatomy',
  width: 720,
  height: 360,
  title: { en: 'One Gaussian and the values stored for it', ja: '1つのガウシアンと、保存される値' },
  description: {
    en: 'A splat is a coloured, semi-transparent ellipsoid. Its centre is x, y, z; its three axes have the lengths exp(scale_0), exp(scale_1) and exp(scale_2) and are turned by the quaternion rot_0 to rot_3. Opacity is strongest at the centre and fades to nothing at the edge; the stored opacity goes through a sigmoid. The base colour is 0.5 + 0.2821 × f_dc, and f_rest adds colour that changes with the viewing direction.',
    ja: 'スプラットは、色の付いた半透明の楕円体です。中心はx、y、zです。3本の軸の長さはexp(scale_0)、exp(scale_1)、exp(scale_2)で、クォータニオンrot_0〜rot_3で回転します。不透明度は中心で最も強く、縁で0になります。保存された値はシグモイド関数を通ります。基本の色は0.5 + 0.2821 × f_dcで、f_restは見る方向で変わる色を加えます。',
  },
  draw(c) {
    const parts: string[] = [];
    const { stroke } = c.colors;
    // Left: the ellipse cut off at about 2.8 standard deviations (dashed), the 1σ ellipse (solid), its centre and
    // two of its axes, drawn at their exp(scale) length (the third points out of the page).
    const cx = 172;
    const cy = 172;
    const a = 140;
    const b = 70;
    const sigma = 1 / (2 * Math.SQRT2);
    const angle = -24;
    parts.push(c.text(20, 26, { en: 'One splat (a 3D Gaussian)', ja: '1つのスプラット（3Dガウシアン）' }, { size: 14, bold: true, maxWidth: 310 }));
    parts.push(
      `<defs><radialGradient id="gsplat-falloff"><stop offset="0" stop-color="${stroke.accent}" stop-opacity="0.8"/><stop offset="0.35" stop-color="${stroke.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${stroke.accent}" stop-opacity="0"/></radialGradient></defs>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${a}" ry="${b}" transform="rotate(${angle} ${cx} ${cy})" fill="url(#gsplat-falloff)"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${a}" ry="${b}" transform="rotate(${angle} ${cx} ${cy})" fill="none" stroke="${stroke.accent}" stroke-width="1.2" stroke-dasharray="5 4"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${(a * sigma).toFixed(1)}" ry="${(b * sigma).toFixed(1)}" transform="rotate(${angle} ${cx} ${cy})" fill="none" stroke="${stroke.blue}" stroke-width="1"/>`,
    );
    const rad = (angle * Math.PI) / 180;
    const major: [number, number] = [cx + Math.cos(rad) * a * sigma, cy + Math.sin(rad) * a * sigma];
    const minor: [number, number] = [cx - Math.sin(rad) * b * sigma, cy + Math.cos(rad) * b * sigma];
    parts.push(c.arrow([[cx, cy], major], 'blue', { width: 1.4 }));
    parts.push(c.arrow([[cx, cy], minor], 'blue', { width: 1.4 }));
    parts.push(`<circle cx="${cx}" cy="${cy}" r="3.5" fill="${stroke.neutral}"/>`);
    // Axis labels sit outside the ellipse, joined to the arrow tips by thin leaders.
    parts.push(c.arrow([major, [236, 74]], 'blue', { head: false, width: 0.8 }));
    parts.push(c.text(228, 66, '`exp(scale_0)`', { size: 12, ink: 'blue', maxWidth: 110 }));
    parts.push(c.arrow([minor, [240, 262]], 'blue', { head: false, width: 0.8 }));
    parts.push(c.text(232, 276, '`exp(scale_1)`', { size: 12, ink: 'blue', maxWidth: 110 }));
    parts.push(c.arrow([[cx - 2, cy + 3], [cx - 40, cy + 92]], 'neutral', { head: false, width: 1 }));
    parts.push(c.text(cx - 40, cy + 106, { en: 'centre `x, y, z`', ja: '中心`x, y, z`' }, { size: 12, anchor: 'middle', maxWidth: 140 }));
    parts.push(`<path d="M40 108 A 90 90 0 0 1 104 78" fill="none" stroke="${stroke.neutral}" stroke-width="1.2"/>`);
    parts.push(c.text(20, 62, { en: 'turned by `rot_0…rot_3`', ja: '`rot_0…rot_3`で回転' }, { size: 12, ink: 'muted', maxWidth: 190 }));
    parts.push(
      c.lines(
        20,
        304,
        [
          { en: 'Solid: one standard deviation', ja: '実線：標準偏差1つ分' },
          { en: 'Dashed: about 2.8 of them, where opacity is 0', ja: '破線：その約2.8倍。不透明度が0になる縁' },
          { en: 'The third axis, `scale_2`, points out of the page', ja: '3本目の軸`scale_2`は紙面の手前を向く' },
        ],
        { size: 12, lineHeight: 19, ink: 'muted', maxWidth: 330 },
      ),
    );

    // Right: stored value → what the engine uses.
    const x0 = 360;
    parts.push(c.text(x0, 26, { en: 'Stored in the PLY → used for drawing', ja: 'PLYの値 → 描画に使う値' }, { size: 14, bold: true, maxWidth: 340 }));
    const rows: Array<[string, { en: string; ja: string }]> = [
      ['`x, y, z`', { en: 'centre, as stored', ja: '中心（そのまま）' }],
      ['`scale_0…2`', { en: 'exp(v): axis lengths', ja: 'exp(v)：軸の長さ' }],
      ['`rot_0…3`', { en: 'normalised: orientation', ja: '正規化：向き' }],
      ['`opacity`', { en: 'sigmoid(v): 0 to 1', ja: 'シグモイド：0〜1' }],
      ['`f_dc_0…2`', { en: '0.5 + 0.2821v: colour', ja: '0.5 + 0.2821v：基本の色' }],
      ['`f_rest_*`', { en: 'colour by view direction', ja: '見る方向で変わる色' }],
    ];
    rows.forEach(([name, use], i) => {
      const y = 50 + i * 48;
      parts.push(c.box(x0, y, 340, 38, i % 2 === 0 ? 'neutral' : 'plain', { radius: 6, strokeWidth: 1 }));
      parts.push(c.text(x0 + 12, y + 24, name, { size: 12.5, maxWidth: 120 }));
      parts.push(c.arrow([[x0 + 138, y + 19], [x0 + 160, y + 19]], 'accent', { width: 1.4 }));
      parts.push(c.text(x0 + 168, y + 24, use, { size: 12.5, maxWidth: 164 }));
    });
    parts.push(c.text(x0, 346, { en: 'One splat: 14 floats, plus 45 with 3 SH bands', ja: '1スプラット：float 14個（3バンドのSHで+45個）' }, { size: 12, ink: 'muted', maxWidth: 340 }));
    return parts.join('\n');
  },
});
