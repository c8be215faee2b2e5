import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import record from './figures.json';
import styles from './styles.module.css';

/** A figure scene of examples/user-manual/ (`npm run figures` renders its image and records it here). */
export type RenderedFigureName = keyof typeof record.figures;

export interface RenderedFigureProps {
  /** The scene's path under examples/user-manual/ without `.mjs`: `graphics/cameras/figure-split-screen`. */
  name: RenderedFigureName;
  /** What the picture shows, in the page's language. */
  alt: string;
  /** Under a single picture; a picture in a row has a `label` instead, and the row the caption. */
  caption?: string;
  /**
   * A short name for the picture when it is one of a `<RenderedFigureRow>` ("Without bloom",
   * "PCSS"), shown above it; the row's caption says what the pictures show together.
   */
  label?: string;
}

const FIGURES: Readonly<Record<string, { width: number; height: number } | undefined>> = record.figures;

/**
 * A picture the engine rendered from one of the project's own scenes (static/img/figures/), the
 * same in both languages and colour modes. Width and height come from the record, so nothing
 * shifts as it loads, and it loads lazily, as figures sit below the fold.
 */
export default function RenderedFigure({ name, alt, caption, label }: RenderedFigureProps): ReactNode {
  const src = useBaseUrl(`/img/figures/${name}.webp`);
  const size = FIGURES[name];
  if (!size) throw new Error(`RenderedFigure: no figure named "${name}" (run \`npm run figures\`)`);
  const image = <img className={styles.image} src={src} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />;
  if (label !== undefined) {
    return (
      <figure className={styles.panel}>
        <figcaption className={styles.label}>{label}</figcaption>
        {image}
      </figure>
    );
  }
  return (
    <figure className={styles.figure}>
      {image}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}

export interface RenderedFigureRowProps {
  /** Two or three `<RenderedFigure … label="…" />`, in the order a reader compares them. */
  children: ReactNode;
  /** What the pictures show together, in the page's language. */
  caption?: string;
}

/**
 * Rendered figures side by side to compare (before and after an effect, one setting against
 * another), each labelled, under one caption. The columns wrap onto separate lines on a narrow
 * screen, and each picture keeps its width and height, so nothing shifts as they load.
 */
export function RenderedFigureRow({ children, caption }: RenderedFigureRowProps): ReactNode {
  return (
    <figure className={styles.figure}>
      <div className={styles.row}>{children}</div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
