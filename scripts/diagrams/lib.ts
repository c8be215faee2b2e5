/**
 * Shared drawing kit for the documentation's diagrams: the two palettes, the font stacks, and
 * helpers that return SVG fragments (boxes, arrows, text). Geometry is fixed by each diagram; text
 * helpers estimate a label's width with deliberately wide metrics and throw when a label would not
 * fit the width it was given, so a longer translation fails the render instead of overflowing.
 */

export const LOCALES = ['en', 'ja'] as const;
export const PALETTES = ['light', 'dark'] as const;
export type Locale = (typeof LOCALES)[number];
export type Palette = (typeof PALETTES)[number];

/** A string in both languages. */
export interface Localized {
  en: string;
  ja: string;
}

/** Box and arrow colours: a stroke (also used for arrows) and a fill behind text. */
export type Tone = 'neutral' | 'accent' | 'blue' | 'green' | 'plain';
/** Text colours; each passes WCAG AA (4.5:1) on the page background and on every fill. */
export type Ink = 'text' | 'muted' | 'accent' | 'blue' | 'green';

export interface Colors {
  /** The site's page background (src/css/custom.css, Infima defaults). */
  background: string;
  ink: Record<Ink, string>;
  stroke: Record<Tone, string>;
  fill: Record<Tone, string>;
}

/**
 * Light: page #ffffff, text #1c1e21 (Infima), accent = the site's primary #b5401f.
 * Dark: page #1b1b1d, text #e3e3e3 (Infima), accent = the site's dark primary #ff8a65.
 */
export const COLORS: Record<Palette, Colors> = {
  light: {
    background: '#ffffff',
    ink: { text: '#1c1e21', muted: '#4a515b', accent: '#a33a1c', blue: '#1c5aa3', green: '#2a6b2e' },
    stroke: { neutral: '#6b7380', accent: '#b5401f', blue: '#2f6fba', green: '#3b7d3f', plain: '#6b7380' },
    fill: { neutral: '#f3f4f6', accent: '#fdf0eb', blue: '#ebf2fb', green: '#edf6ed', plain: '#ffffff' },
  },
  dark: {
    background: '#1b1b1d',
    ink: { text: '#e3e3e3', muted: '#b4bac3', accent: '#ff9877', blue: '#8dbcf2', green: '#8fd493' },
    stroke: { neutral: '#8c949f', accent: '#ff8a65', blue: '#6fa8ea', green: '#6fbf74', plain: '#8c949f' },
    fill: { neutral: '#27282c', accent: '#33231e', blue: '#1e2733', green: '#1f2b21', plain: '#1b1b1d' },
  },
};

export const FONT_SANS: Record<Locale, string> = {
  en: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  ja: "'Hiragino Sans', 'Noto Sans CJK JP', 'Yu Gothic', sans-serif",
};
export const FONT_MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Numbers written with at most one decimal, so output is stable. */
const n = (value: number) => String(Math.round(value * 10) / 10);

/** A run of text: code runs (written between backticks in a label) use the monospace font. */
interface Run {
  text: string;
  code: boolean;
}

function runs(label: string): Run[] {
  return label.split('`').map((text, i) => ({ text, code: i % 2 === 1 })).filter((run) => run.text !== '');
}

const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Advance of one character in em, on the wide side of common sans fonts (DejaVu Sans, Noto Sans CJK). */
function charEm(ch: string, code: boolean): number {
  if (WIDE.test(ch)) return 1;
  if (code) return 0.62;
  if (ch === ' ') return 0.32;
  if (/[ijlI.,:;'!|]/.test(ch)) return 0.3;
  if (/[()[\]{}/\\ft-]/.test(ch)) return 0.4;
  if (/[mwMW]/.test(ch)) return 0.92;
  if (/[A-Z]/.test(ch)) return 0.72;
  if (/[0-9]/.test(ch)) return 0.64;
  if (/[×→↓←↑−+=<>…]/.test(ch)) return 0.84;
  return 0.6;
}

/** Estimated width of a label (backticks mark code) at a font size, bold adding 6 %. */
export function textWidth(label: string, size: number, bold = false): number {
  let em = 0;
  for (const run of runs(label)) for (const ch of run.text) em += charEm(ch, run.code);
  return em * size * (bold ? 1.06 : 1);
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  ink?: Ink;
  /** The label must fit this width (estimated); the render throws otherwise. */
  maxWidth: number;
}

/**
 * The drawing context of one rendering: the locale, the palette's colours, and helpers bound to
 * both. Every helper returns an SVG fragment as a string.
 */
export class Canvas {
  readonly colors: Colors;
  /** Every label drawn, as written (backticks mark code), for the checks. */
  readonly labels: string[] = [];
  private readonly markers = new Set<Tone>();

  constructor(
    readonly locale: Locale,
    readonly palette: Palette,
  ) {
    this.colors = COLORS[palette];
  }

  /** The string of the current locale. */
  t(text: Localized | string): string {
    return typeof text === 'string' ? text : text[this.locale];
  }

  /** One line of text with its baseline at y. Backticks in the label mark code. */
  text(x: number, y: number, label: Localized | string, options: TextOptions): string {
    const value = this.t(label);
    const size = options.size ?? 13;
    const width = textWidth(value, size, options.bold);
    if (width > options.maxWidth) {
      throw new Error(`label "${value}" (${this.locale}) is about ${Math.round(width)} wide; its room is ${options.maxWidth}`);
    }
    this.labels.push(value);
    const attrs = [
      `x="${n(x)}"`,
      `y="${n(y)}"`,
      `font-size="${n(size)}"`,
      `fill="${this.colors.ink[options.ink ?? 'text']}"`,
    ];
    if (options.anchor && options.anchor !== 'start') attrs.push(`text-anchor="${options.anchor}"`);
    if (options.bold) attrs.push('font-weight="700"');
    const body = runs(value)
      .map((run) => (run.code ? `<tspan font-family="${FONT_MONO}">${escapeXml(run.text)}</tspan>` : escapeXml(run.text)))
      .join('');
    return `<text ${attrs.join(' ')}>${body}</text>`;
  }

  /** Lines of text, the first baseline at y, each `lineHeight` below the last. */
  lines(x: number, y: number, labels: Array<Localized | string>, options: TextOptions & { lineHeight?: number }): string {
    const step = options.lineHeight ?? (options.size ?? 13) * 1.45;
    return labels.map((label, i) => this.text(x, y + i * step, label, options)).join('');
  }

  /** A rounded box. */
  box(x: number, y: number, w: number, h: number, tone: Tone = 'neutral', options: { dashed?: boolean; radius?: number; strokeWidth?: number } = {}): string {
    const dash = options.dashed ? ' stroke-dasharray="6 4"' : '';
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(options.radius ?? 8)}" fill="${this.colors.fill[tone]}" stroke="${this.colors.stroke[tone]}" stroke-width="${n(options.strokeWidth ?? 1.5)}"${dash}/>`;
  }

  /**
   * A box with a bold title and lines of text under it, all left-aligned with 14 units of padding.
   * The box must be tall enough: 24 for the title, then 19 a line, then 12 of padding.
   */
  card(
    x: number,
    y: number,
    w: number,
    h: number,
    tone: Tone,
    title: Localized | string,
    lines: Array<Localized | string>,
    options: { dashed?: boolean; size?: number } = {},
  ): string {
    const needed = 24 + 19 * lines.length + 12;
    if (h < needed) throw new Error(`card "${this.t(title)}" (${this.locale}) needs a height of ${needed}, has ${h}`);
    const ink: Ink = tone === 'accent' || tone === 'blue' || tone === 'green' ? tone : 'text';
    return [
      this.box(x, y, w, h, tone, { dashed: options.dashed }),
      this.text(x + 14, y + 24, title, { size: 15, bold: true, ink, maxWidth: w - 28 }),
      this.lines(x + 14, y + 45, lines, { size: options.size ?? 13, lineHeight: 19, maxWidth: w - 28 }),
    ].join('');
  }

  /** A filled rectangle without a border (header strips, bars). */
  rect(x: number, y: number, w: number, h: number, tone: Tone, radius = 0): string {
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="${this.colors.fill[tone]}"/>`;
  }

  /** A line through points, with an arrowhead at the end unless `head` is false. */
  arrow(points: Array<[number, number]>, tone: Tone = 'neutral', options: { dashed?: boolean; head?: boolean; width?: number } = {}): string {
    const head = options.head ?? true;
    if (head) this.markers.add(tone);
    const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' ');
    const dash = options.dashed ? ' stroke-dasharray="5 4"' : '';
    const marker = head ? ` marker-end="url(#arrow-${tone})"` : '';
    return `<path d="${d}" fill="none" stroke="${this.colors.stroke[tone]}" stroke-width="${n(options.width ?? 1.6)}" stroke-linejoin="round"${dash}${marker}/>`;
  }

  /** The arrowhead markers used so far. */
  defs(): string {
    const markers = [...this.markers]
      .sort()
      .map(
        (tone) =>
          `<marker id="arrow-${tone}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${this.colors.stroke[tone]}"/></marker>`,
      );
    return markers.length > 0 ? `<defs>${markers.join('')}</defs>` : '';
  }
}

/** A diagram: fixed size, a title in both languages, and a function that draws its body. */
export interface DiagramDefinition {
  name: string;
  width: number;
  height: number;
  title: Localized;
  /** One or two sentences saying what the diagram shows (the SVG's `<desc>`). */
  description: Localized;
  draw(canvas: Canvas): string;
}

export interface Diagram extends DiagramDefinition {
  /** The complete SVG document for a locale and a palette. */
  render(locale: Locale, palette: Palette): string;
  /** Every label the diagram draws in a locale, as written (backticks mark code). */
  labels(locale: Locale): string[];
}

export function defineDiagram(definition: DiagramDefinition): Diagram {
  return {
    ...definition,
    labels(locale) {
      const canvas = new Canvas(locale, 'light');
      definition.draw(canvas);
      return canvas.labels;
    },
    render(locale, palette) {
      const canvas = new Canvas(locale, palette);
      const body = definition.draw(canvas);
      const { width, height } = definition;
      return [
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc" lang="${locale}">`,
        `<title id="title">${escapeXml(definition.title[locale])}</title>`,
        `<desc id="desc">${escapeXml(definition.description[locale])}</desc>`,
        canvas.defs(),
        `<rect width="${width}" height="${height}" fill="${canvas.colors.background}"/>`,
        `<g font-family="${FONT_SANS[locale]}">`,
        body,
        '</g>',
        '</svg>',
        '',
      ]
        .filter((line) => line !== '')
        .join('\n')
        .concat('\n');
    },
  };
}
