// Compact markup for highlighted code. Prism's renderer gives every token its own span with an
// inline style (about 2,400 spans and 80 KB of HTML on one tutorial); here a line keeps only the
// spans that change how text looks, neighbours that look alike share one span, and the look is a
// class from a stylesheet generated from the Prism themes (see `tokenStylesheet`).
import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';

/** One declaration a theme can give a token, e.g. `color: #569cd6`. */
type Declaration = readonly [property: string, value: string];

/** Every declaration the themes' token styles use, in a stable order: its index names its class. */
export function themeDeclarations(themes: readonly (PrismTheme | undefined)[]): Declaration[] {
  const seen = new Map<string, Declaration>();
  for (const theme of themes) {
    for (const entry of theme?.styles ?? []) {
      for (const [property, value] of Object.entries(entry.style)) {
        if (value === undefined || value === null) continue;
        const declaration = [property, String(value)] as const;
        seen.set(declaration.join(':'), declaration);
      }
    }
  }
  return [...seen.values()];
}

const className = (index: number) => `tk${index}`;
const cssProperty = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The stylesheet behind the token classes: one rule per declaration. */
export function tokenStylesheet(declarations: readonly Declaration[]): string {
  return declarations.map(([property, value], index) => `.${className(index)}{${cssProperty(property)}:${value}}`).join('\n') + '\n';
}

/** Maps a token's resolved style to its classes; what the block's root style already gives is left out. */
export function tokenClassResolver(declarations: readonly Declaration[], plain: CSSProperties) {
  const indexOf = new Map(declarations.map((declaration, index) => [declaration.join(':'), index]));
  return (style: CSSProperties | undefined): string => {
    if (!style) return '';
    const classes: string[] = [];
    for (const [property, value] of Object.entries(style)) {
      // `display` only keeps Prism's empty-line token open; the line's <br> does that here.
      if (value === undefined || property === 'display' || (plain as Record<string, unknown>)[property] === value) continue;
      const index = indexOf.get(`${property}:${String(value)}`);
      if (index === undefined) throw new Error(`code token style ${property}: ${String(value)} is not in the Prism theme`);
      classes.push(className(index));
    }
    return classes.sort().join(' ');
  };
}

export interface Run {
  /** Classes of the run, '' for text that looks like the block's plain text. */
  className: string;
  text: string;
}

/** Neighbouring tokens that look alike become one run; blank text joins the run it is in. */
export function mergeRuns(tokens: readonly { className: string; text: string }[]): Run[] {
  const runs: Run[] = [];
  for (const { className: classes, text } of tokens) {
    if (text === '') continue;
    const last = runs.at(-1);
    if (last && (last.className === classes || text.trim() === '')) last.text += text;
    else runs.push({ className: text.trim() === '' ? '' : classes, text });
  }
  return runs;
}
