/**
 * What the gsplat sample's canvas must show (scripts/check-splat-sample.ts): the clear colour in
 * the corners, one round shape in the middle covering about the area the sphere projects to, red
 * at its top, green in its middle and blue at its bottom, as examples/splat-app/generate-scene.mjs
 * colours it.
 */

/** An RGBA picture, rows from the top. */
export interface Picture {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Expectation {
  /** The camera's clear colour, 0–255. */
  clear: [number, number, number];
  /** Radius of the sphere's outline on screen, in pixels. */
  radius: number;
}

export interface PictureReport {
  /** Share of the pixels that are not the clear colour. */
  coverage: number;
  /** Mean colour of the top, middle and bottom patches of the shape. */
  patches: Record<'top' | 'middle' | 'bottom', [number, number, number]>;
  problems: string[];
}

/** Largest channel difference that still counts as the clear colour (8-bit rounding, dithering). */
const CLEAR_TOLERANCE = 4;
/** A pixel further than this from the clear colour (sum over channels) belongs to the shape. */
const SHAPE_THRESHOLD = 40;

const pixel = (picture: Picture, x: number, y: number): [number, number, number] => {
  const i = (y * picture.width + x) * 4;
  return [picture.data[i]!, picture.data[i + 1]!, picture.data[i + 2]!];
};

function mean(picture: Picture, cx: number, cy: number, half: number): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.round(cy) - half; y <= Math.round(cy) + half; y++) {
    for (let x = Math.round(cx) - half; x <= Math.round(cx) + half; x++) {
      if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) continue;
      pixel(picture, x, y).forEach((value, channel) => (sum[channel]! += value));
      count++;
    }
  }
  return sum.map((value) => Math.round(value / Math.max(count, 1))) as [number, number, number];
}

/** Which channel clearly leads (by 40 or more over both others), or null. */
function leading([r, g, b]: [number, number, number]): 'red' | 'green' | 'blue' | null {
  if (r >= g + 40 && r >= b + 40) return 'red';
  if (g >= r + 40 && g >= b + 40) return 'green';
  if (b >= r + 40 && b >= g + 40) return 'blue';
  return null;
}

export function checkPicture(picture: Picture, { clear, radius }: Expectation): PictureReport {
  const { width, height } = picture;
  const problems: string[] = [];
  const distance = (color: [number, number, number]) => color.reduce((sum, value, channel) => sum + Math.abs(value - clear[channel]!), 0);

  // Corners: 8 × 8 pixels each, all the clear colour.
  for (const [name, x0, y0] of [['top left', 0, 0], ['top right', width - 8, 0], ['bottom left', 0, height - 8], ['bottom right', width - 8, height - 8]] as const) {
    let worst: [number, number, number] = clear;
    for (let y = y0; y < y0 + 8; y++) {
      for (let x = x0; x < x0 + 8; x++) {
        const color = pixel(picture, x, y);
        if (Math.max(...color.map((value, channel) => Math.abs(value - clear[channel]!))) > Math.max(...worst.map((value, channel) => Math.abs(value - clear[channel]!)))) worst = color;
      }
    }
    const off = Math.max(...worst.map((value, channel) => Math.abs(value - clear[channel]!)));
    if (off > CLEAR_TOLERANCE) problems.push(`${name} corner is rgb(${worst.join(', ')}), not the clear colour rgb(${clear.join(', ')})`);
  }

  // The shape: its pixels, their bounding box and centre.
  let count = 0;
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (distance(pixel(picture, x, y)) <= SHAPE_THRESHOLD) continue;
      count++;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    }
  }
  const coverage = count / (width * height);
  const expected = (Math.PI * radius * radius) / (width * height);
  const patches = { top: clear, middle: clear, bottom: clear } as PictureReport['patches'];
  if (count === 0) {
    problems.push(`nothing but the clear colour rgb(${clear.join(', ')}): the splat was not drawn`);
    return { coverage, patches, problems };
  }
  if (coverage < expected * 0.7 || coverage > expected * 1.5) {
    problems.push(`the shape covers ${(coverage * 100).toFixed(1)} % of the canvas; the sphere projects to ${(expected * 100).toFixed(1)} % (70–150 % of that expected)`);
  }
  const [cx, cy] = [(minX + maxX) / 2, (minY + maxY) / 2];
  const [w, h] = [maxX - minX + 1, maxY - minY + 1];
  if (Math.abs(cx - width / 2) > width * 0.05 || Math.abs(cy - height / 2) > height * 0.05) {
    problems.push(`the shape is centred at (${cx.toFixed(0)}, ${cy.toFixed(0)}), not near the canvas centre (${width / 2}, ${height / 2})`);
  }
  if (w / h < 0.85 || w / h > 1.15) problems.push(`the shape is ${w} × ${h} pixels, not round`);

  // Colours: the sphere is red at the top, green around the middle and blue at the bottom.
  const half = Math.max(2, Math.round(h * 0.03));
  patches.top = mean(picture, cx, cy - h * 0.4, half);
  patches.middle = mean(picture, cx, cy, half);
  patches.bottom = mean(picture, cx, cy + h * 0.4, half);
  for (const [name, want] of [['top', 'red'], ['middle', 'green'], ['bottom', 'blue']] as const) {
    const got = leading(patches[name]);
    if (got !== want) problems.push(`the shape's ${name} is rgb(${patches[name].join(', ')}), not ${want}`);
  }
  return { coverage, patches, problems };
}

/**
 * Radius in pixels of the outline of a sphere of `radius` seen from `distance` by a perspective
 * camera with vertical field of view `fov` (degrees) drawing `height` pixels.
 */
export function sphereOutlineRadius(radius: number, distance: number, fov: number, height: number): number {
  const angle = Math.asin(radius / distance);
  return (Math.tan(angle) / Math.tan(((fov / 2) * Math.PI) / 180)) * (height / 2);
}
