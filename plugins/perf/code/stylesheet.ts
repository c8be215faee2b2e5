import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PrismTheme } from 'prism-react-renderer';
import type { LoadContext } from '@docusaurus/types';
import { themeDeclarations, tokenStylesheet } from './token-classes';

/** Writes the stylesheet of the code token classes (token-classes.ts) for the site's Prism themes; returns its path. */
export function writeTokenStylesheet({ generatedFilesDir, siteConfig }: LoadContext): string {
  const { prism } = siteConfig.themeConfig as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } };
  const file = path.join(generatedFilesDir, 'perf', 'code-token-colours.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, tokenStylesheet(themeDeclarations([prism?.theme, prism?.darkTheme])));
  return file;
}
