import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { sectionHeaders } from './src/data/sidebar-section-headers';
import { manifest } from './src/lib/manifest';
import { buildSidebar } from './src/lib/sidebars';

// Sidebars follow the route manifest; a page appears as soon as its English file exists in docs/.
const docsDir = path.join(__dirname, 'docs');
const exists = (docId: string) => ['.md', '.mdx'].some((ext) => existsSync(path.join(docsDir, docId + ext)));
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';

const sidebars = {
  userManualSidebar: buildSidebar(manifest, 'userManualSidebar', exists, sectionHeaders(locale)),
  tutorialsSidebar: buildSidebar(manifest, 'tutorialsSidebar', exists),
  shaderEditorSidebar: buildSidebar(manifest, 'shaderEditorSidebar', exists),
} satisfies SidebarsConfig;

export default sidebars;
