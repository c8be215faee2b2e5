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
  caption?: string;
}

const FIGURES: Readonly<Record<string, { width: number; height: number } | undefined>> = record.figures;

/**
 * A picture the engine rendered from one of the project's own scenes (static/img/figures/), the
 * same in both languages and colour modes. Width and height come from the record, so nothing
 * shifts as it loads, and it loads lazily, as figures sit below the fold.
 */
export default function RenderedFigure({ name, alt, caption }: RenderedFigureProps): ReactNode {
  const src = useBaseUrl(`/img/figures/${name}.webp`);
  const size = FIGURES[name];
  if (!size) throw new Error(`RenderedFigure: no figure named "${name}" (run \`npm run figures\`)`);
  return (
    <figure className={styles.figure}>
      <img className={styles.image} src={src} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
