import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ThemedImage from '@theme/ThemedImage';
import sizes from './sizes.json';
import styles from './styles.module.css';

/** A diagram of scripts/diagrams/ (`npm run diagrams` writes its SVGs and sizes.json). */
export type DiagramName = keyof typeof sizes;

export interface DiagramProps {
  name: DiagramName;
  /** What the diagram shows, in the page's language. */
  alt: string;
  caption?: string;
}

const SIZES: Readonly<Record<string, { width: number; height: number } | undefined>> = sizes;

/**
 * A static SVG diagram in the page's language. Both the light and the dark file are in the server
 * HTML and CSS hides the one that does not match `html[data-theme]` (ThemedImage), so the right one
 * shows before any JavaScript runs. The size comes from the diagram's viewBox, so nothing shifts.
 */
export default function Diagram({ name, alt, caption }: DiagramProps): ReactNode {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale === 'ja' ? 'ja' : 'en';
  const light = useBaseUrl(`/img/diagrams/${name}.${locale}.light.svg`);
  const dark = useBaseUrl(`/img/diagrams/${name}.${locale}.dark.svg`);
  const size = SIZES[name];
  if (!size) throw new Error(`Diagram: no diagram named "${name}" (see scripts/diagrams/index.ts)`);
  return (
    <figure className={styles.figure}>
      <ThemedImage
        className={styles.image}
        sources={{ light, dark }}
        alt={alt}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
