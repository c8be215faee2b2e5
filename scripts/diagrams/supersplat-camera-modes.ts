/**
 * SuperSplat's two camera control modes side by side (a schematic). SuperSplat 2.32.2, commit cc6e86af
 * (github.com/playcanvas/supersplat):
 * - orbit mode: src/controllers.ts (left drag orbits, right drag pans, wheel zooms toward the focal
 *   point; double-click picks a new focal point: `dblclick` calls `camera.pickFocalPoint`).
 * - fly mode: src/controllers.ts (left drag calls `look`, which turns the camera about its own position;
 *   W/A/S/D move along the horizontal forward and right axes, Q/E move down and up in world space;
 *   Shift multiplies the speed by 10 and Alt by 0.1; the wheel moves forward and back).
 * - switching: src/shortcut-manager.ts (`camera.toggleControlMode`: V), src/ui/right-toolbar.ts (the Orbit
 *   Camera and Fly Camera buttons); the tooltips' labels: static/locales/en.json and ja.json
 *   (tooltip.right-toolbar.orbit-camera, tooltip.right-toolbar.fly-camera).
 */
import { defineDiagram, type Canvas, type Localized, type Tone } from './lib';

/** A small camera: a body and a lens pointing along `angle` (degrees, 0 = right). */
function camera(c: Canvas, x: number, y: number, angle: number, tone: Tone): string {
  const s = c.colors.stroke[tone];
  const f = c.colors.fill[tone];
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-14" y="-9" width="20" height="18" rx="3" fill="${f}" stroke="${s}" stroke-width="1.6"/><path d="M6 -5L16 -10L16 10L6 5Z" fill="${f}" stroke="${s}" stroke-width="1.6" stroke-linejoin="round"/></g>`;
}

/** A key cap with a letter. */
function key(c: Canvas, x: number, y: number, letter: string): string {
  return [c.box(x - 10, y - 10, 20, 20, 'plain', { radius: 4, strokeWidth: 1.2 }), c.text(x, y + 4.5, letter, { size: 11, bold: true, anchor: 'middle', maxWidth: 16 })].join('');
}

const LEFT = { x: 20, w: 330 };
const RIGHT = { x: 410, w: 330 };
const TOP = 20;
const HEIGHT = 330;

export default defineDiagram({
  name: 'supersplat-camera-modes',
  width: 760,
  height: 370,
  title: { en: 'Orbit and fly camera in SuperSplat', ja: 'SuperSplatのオービットカメラとフライカメラ' },
  description: {
    en: 'Left: the orbit camera circles a focal point; left drag orbits, the wheel moves closer or farther, right drag pans the focal point, and a double-click places a new focal point. Right: the fly camera turns on the spot with left drag and moves with W, A, S and D, Q and E move it down and up, Shift makes it ten times faster and Alt ten times slower. V switches between the two.',
    ja: '左はオービットカメラで、注視点の周りを回ります。左ドラッグで回転、ホイールで近づく・遠ざかる、右ドラッグで注視点ごと平行移動、ダブルクリックで注視点を置き直します。右はフライカメラで、左ドラッグでその場で向きを変え、W・A・S・Dで移動、Q・Eで下降と上昇をします。Shiftで10倍、Altで10分の1の速さになります。Vキーで2つを切り替えます。',
  },
  draw(c) {
    const parts: string[] = [];
    const stroke = c.colors.stroke;

    const card = (x: number, w: number, tone: Tone, title: Localized, subtitle: Localized) => {
      const ink = tone === 'accent' || tone === 'blue' || tone === 'green' ? tone : 'text';
      return [
        c.box(x, TOP, w, HEIGHT, tone, { radius: 8 }),
        c.text(x + 14, TOP + 24, title, { size: 15, bold: true, ink, maxWidth: w - 28 }),
        c.text(x + 14, TOP + 43, subtitle, { size: 12, ink: 'muted', maxWidth: w - 28 }),
      ].join('');
    };
    const legend = (x: number, lines: Localized[]) =>
      c.lines(x + 14, TOP + 248, lines, { size: 12.5, lineHeight: 21, maxWidth: 300 });

    // Orbit camera.
    parts.push(card(LEFT.x, LEFT.w, 'blue', { en: 'Orbit Camera', ja: 'オービットカメラ' }, { en: 'circles a focal point (the default)', ja: '注視点の周りを回る（既定）' }));
    const fx = LEFT.x + 190;
    const fy = TOP + 128;
    // The orbit path and the focal point.
    parts.push(`<ellipse cx="${fx}" cy="${fy}" rx="118" ry="44" fill="none" stroke="${stroke.blue}" stroke-width="1.4" stroke-dasharray="5 4"/>`);
    parts.push(`<circle cx="${fx}" cy="${fy}" r="5" fill="${stroke.accent}"/>`);
    parts.push(c.text(fx + 10, fy + 20, { en: 'focal point', ja: '注視点' }, { size: 12, ink: 'accent', maxWidth: 90 }));
    // Pan arrows around the focal point.
    for (const [dx, dy] of [
      [0, -1],
      [1, 0],
      [-1, 0],
    ] as const) {
      parts.push(c.arrow([[fx + dx * 9, fy + dy * 9], [fx + dx * 26, fy + dy * 26]], 'accent', { width: 1.4 }));
    }
    // The camera on the path, looking at the focal point, with the zoom line.
    const camX = LEFT.x + 92;
    const camY = fy - 34;
    const angle = (Math.atan2(fy - camY, fx - camX) * 180) / Math.PI;
    const zx0 = camX + 22;
    const zy0 = camY + 7.5;
    const zx1 = fx - 12;
    const zy1 = fy - 3.5;
    const zmx = (zx0 + zx1) / 2;
    const zmy = (zy0 + zy1) / 2;
    parts.push(c.arrow([[zmx, zmy], [zx1, zy1]], 'neutral', { width: 1.3 }));
    parts.push(c.arrow([[zmx, zmy], [zx0, zy0]], 'neutral', { width: 1.3 }));
    parts.push(camera(c, camX, camY, angle, 'blue'));
    // The orbit arrow along the path.
    parts.push(`<path d="M${fx - 104} ${fy + 22}A118 44 0 0 0 ${fx - 30} ${fy + 43}" fill="none" stroke="${stroke.blue}" stroke-width="2"/>`);
    parts.push(c.arrow([[fx - 30, fy + 43], [fx - 29, fy + 43]], 'blue', { width: 2 }));
    parts.push(
      legend(LEFT.x, [
        { en: 'Left drag: orbit around the focal point', ja: '左ドラッグ：注視点の周りを回る' },
        { en: 'Wheel: move closer or farther', ja: 'ホイール：近づく・遠ざかる' },
        { en: 'Right drag: pan with the focal point', ja: '右ドラッグ：注視点ごと平行移動' },
        { en: 'Double-click: place a new focal point', ja: 'ダブルクリック：注視点を置き直す' },
      ]),
    );

    // Fly camera.
    parts.push(card(RIGHT.x, RIGHT.w, 'green', { en: 'Fly Camera', ja: 'フライカメラ' }, { en: 'turns and moves like a game camera', ja: 'ゲームのカメラのように動く' }));
    const cx = RIGHT.x + 130;
    const cy = TOP + 132;
    // Seen from above: the camera looks up the page. Look arc, forward (W), back (S), left (A), right (D).
    const arc = (deg: number, r: number): [number, number] => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];
    const [ax0, ay0] = arc(-165, 40);
    const [ax1, ay1] = arc(-112, 40);
    parts.push(`<path d="M${ax0.toFixed(1)} ${ay0.toFixed(1)}A40 40 0 0 1 ${ax1.toFixed(1)} ${ay1.toFixed(1)}" fill="none" stroke="${stroke.green}" stroke-width="2" stroke-dasharray="5 4"/>`);
    parts.push(c.arrow([arc(-114, 40), [ax1, ay1]], 'green', { width: 2 }));
    parts.push(camera(c, cx, cy, -90, 'green'));
    parts.push(c.arrow([[cx, cy - 20], [cx, cy - 50]], 'neutral', { width: 1.5 }));
    parts.push(key(c, cx, cy - 62, 'W'));
    parts.push(c.text(cx + 16, cy - 36, { en: 'view', ja: '視線' }, { size: 12, ink: 'muted', maxWidth: 60 }));
    parts.push(c.arrow([[cx, cy + 16], [cx, cy + 44]], 'neutral', { width: 1.2 }));
    parts.push(key(c, cx, cy + 56, 'S'));
    parts.push(c.arrow([[cx - 14, cy], [cx - 46, cy]], 'neutral', { width: 1.2 }));
    parts.push(key(c, cx - 58, cy, 'A'));
    parts.push(c.arrow([[cx + 14, cy], [cx + 46, cy]], 'neutral', { width: 1.2 }));
    parts.push(key(c, cx + 58, cy, 'D'));
    // Q and E move straight down and up in the world, shown at the side.
    const qx = cx + 150;
    parts.push(key(c, qx, cy - 40, 'E'));
    parts.push(key(c, qx, cy + 40, 'Q'));
    parts.push(c.arrow([[qx, cy + 26], [qx, cy - 26]], 'neutral', { width: 1.2, head: false }));
    parts.push(c.arrow([[qx, cy], [qx, cy - 26]], 'neutral', { width: 1.2 }));
    parts.push(c.arrow([[qx, cy], [qx, cy + 26]], 'neutral', { width: 1.2 }));
    parts.push(c.text(qx - 14, cy + 4, { en: 'up/down', ja: '上下' }, { size: 12, ink: 'muted', anchor: 'end', maxWidth: 60 }));
    // The note belongs to the W/A/S/D cluster (a top view); Q/E at the side is a side view.
    parts.push(c.text(cx, cy + 84, { en: 'W/A/S/D seen from above', ja: 'W/A/S/Dは上から見た図' }, { size: 11.5, ink: 'muted', anchor: 'middle', maxWidth: 180 }));
    parts.push(
      legend(RIGHT.x, [
        { en: 'Left drag: turn on the spot', ja: '左ドラッグ：その場で向きを変える' },
        { en: 'W/A/S/D: move, Q/E: down/up', ja: 'W/A/S/D：移動、Q/E：下降・上昇' },
        { en: 'Shift: 10× faster, Alt: 10× slower', ja: 'Shift：10倍速、Alt：0.1倍速' },
        { en: 'Wheel: forward or back', ja: 'ホイール：前進・後退' },
      ]),
    );

    // V switches between the modes.
    const mid = (LEFT.x + LEFT.w + RIGHT.x) / 2;
    parts.push(c.arrow([[LEFT.x + LEFT.w + 4, TOP + 112], [RIGHT.x - 4, TOP + 112]], 'neutral', { width: 1.4 }));
    parts.push(c.arrow([[RIGHT.x - 4, TOP + 150], [LEFT.x + LEFT.w + 4, TOP + 150]], 'neutral', { width: 1.4 }));
    parts.push(key(c, mid, TOP + 131, 'V'));
    return parts.join('\n');
  },
});
