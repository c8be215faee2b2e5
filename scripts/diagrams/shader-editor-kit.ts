/**
 * Drawing helpers shared by the Shader Editor guide's graph schematics: a node with a header (its
 * type) and ports on its left (inputs) and right (outputs) edges, and an edge from an output port to
 * an input port. The layout follows the node structure the public Shader Editor documentation
 * describes (developer.playcanvas.com docs/shader-editor/overview/nodes/index.md: node type, input
 * ports, output ports); it is a schematic, not a picture of the tool.
 */
import type { Canvas, Localized, Tone } from './lib';

export const NODE_HEADER = 26;
export const PORT_ROW = 21;
const PORT_TOP = 6;

export interface NodeSpec {
  x: number;
  y: number;
  w: number;
  title: Localized | string;
  tone: Tone;
  /** Port labels; an empty string draws a port without a label. */
  inputs?: Array<Localized | string>;
  outputs?: Array<Localized | string>;
  /** Rows of body height (at least the number of ports). */
  rows?: number;
}

export interface DrawnNode {
  svg: string;
  height: number;
  /** The centre of input port i. */
  input(i: number): [number, number];
  /** The centre of output port i. */
  output(i: number): [number, number];
}

export function nodeHeight(rows: number): number {
  return NODE_HEADER + PORT_TOP + rows * PORT_ROW + 4;
}

function port(c: Canvas, x: number, y: number, tone: Tone): string {
  return `<circle cx="${x}" cy="${y}" r="4.5" fill="${c.colors.background}" stroke="${c.colors.stroke[tone]}" stroke-width="1.8"/>`;
}

export function drawNode(c: Canvas, spec: NodeSpec): DrawnNode {
  const inputs = spec.inputs ?? [];
  const outputs = spec.outputs ?? [];
  const rows = Math.max(spec.rows ?? 0, inputs.length, outputs.length, 1);
  const height = nodeHeight(rows);
  const rowY = (i: number) => spec.y + NODE_HEADER + PORT_TOP + i * PORT_ROW + PORT_ROW / 2;
  const ink = spec.tone === 'accent' || spec.tone === 'blue' || spec.tone === 'green' ? spec.tone : 'text';
  const parts = [
    c.box(spec.x, spec.y, spec.w, height, 'plain', { radius: 6 }),
    c.rect(spec.x + 1, spec.y + 1, spec.w - 2, NODE_HEADER - 1, spec.tone, 5),
    c.box(spec.x, spec.y, spec.w, height, spec.tone, { radius: 6 }).replace(/fill="[^"]*"/, 'fill="none"'),
    c.arrow([[spec.x, spec.y + NODE_HEADER], [spec.x + spec.w, spec.y + NODE_HEADER]], spec.tone, { head: false, width: 1 }),
    c.text(spec.x + 10, spec.y + 18, spec.title, { size: 12.5, bold: true, ink, maxWidth: spec.w - 20 }),
  ];
  const half = spec.w / 2 - 14;
  inputs.forEach((label, i) => {
    parts.push(port(c, spec.x, rowY(i), spec.tone));
    if (c.t(label) !== '') parts.push(c.text(spec.x + 10, rowY(i) + 4, label, { size: 11.5, ink: 'muted', maxWidth: outputs.length > 0 ? half : spec.w - 20 }));
  });
  outputs.forEach((label, i) => {
    parts.push(port(c, spec.x + spec.w, rowY(i), spec.tone));
    if (c.t(label) !== '') parts.push(c.text(spec.x + spec.w - 10, rowY(i) + 4, label, { size: 11.5, ink: 'muted', anchor: 'end', maxWidth: inputs.length > 0 ? half : spec.w - 20 }));
  });
  return {
    svg: parts.join(''),
    height,
    input: (i) => [spec.x, rowY(i)],
    output: (i) => [spec.x + spec.w, rowY(i)],
  };
}

/** An edge from an output port to an input port: out, across at the midpoint, in. */
export function drawEdge(c: Canvas, from: [number, number], to: [number, number], tone: Tone = 'neutral', bend?: number): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const midX = bend ?? (x1 + x2) / 2;
  const points: Array<[number, number]> = y1 === y2 ? [[x1 + 5, y1], [x2 - 6, y2]] : [[x1 + 5, y1], [midX, y1], [midX, y2], [x2 - 6, y2]];
  return c.arrow(points, tone, { width: 1.6 });
}
