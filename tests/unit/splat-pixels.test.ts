import { describe, expect, it } from 'vitest';
import { checkPicture, sphereOutlineRadius, type Picture } from '../../scripts/lib/splat-pixels';

const CLEAR: [number, number, number] = [26, 26, 31];
const [WIDTH, HEIGHT, RADIUS] = [200, 150, 50];

/** A picture like the sample's: the clear colour and a disc, red above, green across, blue below. */
function picture({ cx = WIDTH / 2, cy = HEIGHT / 2, radius = RADIUS, upsideDown = false, drawn = true } = {}): Picture {
  const data = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 4;
      let color = CLEAR;
      if (drawn && Math.hypot(x - cx, y - cy) <= radius) {
        const t = ((upsideDown ? -1 : 1) * (cy - y)) / radius;
        color = t > 0.3 ? [200, 90, 40] : t < -0.3 ? [40, 90, 200] : [50, 210, 80];
      }
      data.set([...color, 255], i);
    }
  }
  return { width: WIDTH, height: HEIGHT, data };
}

describe('checkPicture', () => {
  it('passes the splat as the sample draws it', () => {
    const report = checkPicture(picture(), { clear: CLEAR, radius: RADIUS });
    expect(report.problems).toEqual([]);
    expect(report.coverage).toBeCloseTo((Math.PI * RADIUS * RADIUS) / (WIDTH * HEIGHT), 2);
    expect(report.patches).toEqual({ top: [200, 90, 40], middle: [50, 210, 80], bottom: [40, 90, 200] });
  });

  it('fails a canvas that shows only the clear colour', () => {
    expect(checkPicture(picture({ drawn: false }), { clear: CLEAR, radius: RADIUS }).problems).toEqual([expect.stringMatching(/the splat was not drawn/)]);
  });

  it('fails a splat upside down', () => {
    expect(checkPicture(picture({ upsideDown: true }), { clear: CLEAR, radius: RADIUS }).problems).toEqual([
      expect.stringMatching(/top is rgb\(40, 90, 200\), not red/),
      expect.stringMatching(/bottom is rgb\(200, 90, 40\), not blue/),
    ]);
  });

  it('fails a splat off centre, of the wrong size, or over a corner', () => {
    expect(checkPicture(picture({ cx: 130 }), { clear: CLEAR, radius: RADIUS }).problems).toEqual([expect.stringMatching(/centred at \(130, 75\)/)]);
    expect(checkPicture(picture({ radius: 30 }), { clear: CLEAR, radius: RADIUS }).problems).toEqual([expect.stringMatching(/covers 9\.4 % .* projects to 26\.2 %/)]);
    expect(checkPicture(picture({ radius: 130 }), { clear: CLEAR, radius: RADIUS }).problems).toContainEqual(expect.stringMatching(/top left corner is rgb/));
  });

  it('fails a wrong clear colour', () => {
    expect(checkPicture(picture(), { clear: [0, 0, 0], radius: RADIUS }).problems).toContainEqual(expect.stringMatching(/corner is rgb\(26, 26, 31\), not the clear colour rgb\(0, 0, 0\)/));
  });
});

describe('sphereOutlineRadius', () => {
  it('is the tangent cone projected: a sphere filling the view fills the height', () => {
    expect(sphereOutlineRadius(1, 1 / Math.sin(Math.PI / 8), 45, 300)).toBeCloseTo(150, 6);
    expect(sphereOutlineRadius(0.8, 3, 45, 300)).toBeCloseTo(100.2, 1);
  });
});
