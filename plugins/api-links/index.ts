/**
 * Engine API links (issue #23; README: Engine API links). The remark plugin (./remark.ts, in the
 * docs' remarkPlugins) checks the pages' links to api.playcanvas.com and links API names; this
 * plugin writes the hover cards' data after each locale's build (`api-cards.json` at its base URL)
 * and ships the few lines that load the card's code on the first hover or focus of such a link.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadEngineApiIndex } from '../../lib/engine-api';
import { CARDS_FILE, cardsOfBuild } from './cards';

export default function apiLinksPlugin(context: LoadContext): Plugin {
  return {
    name: 'api-links',
    getClientModules() {
      return [path.join(__dirname, 'client', 'listen.ts')];
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      const { currentLocale, locales } = context.i18n;
      try {
        const { cards, pages } = cardsOfBuild(loadEngineApiIndex(context.siteDir), outDir, locales.filter((locale) => locale !== currentLocale));
        const json = JSON.stringify(cards);
        writeFileSync(path.join(outDir, CARDS_FILE), json);
        console.log(`[api-links] ${currentLocale}: ${Object.keys(cards).length} API cards from ${pages} pages, ${json.length} bytes, ${Date.now() - started} ms`);
      } catch (error) {
        throw new Error(`[api-links] could not write ${CARDS_FILE} for ${currentLocale}`, { cause: error });
      }
    },
  };
}
