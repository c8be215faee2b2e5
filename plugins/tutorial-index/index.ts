import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { collectTutorials, tagsOf } from './collect';

/**
 * Adds the tutorial index page (/tutorials/) with a card per tutorial of the current locale.
 * The data ships as the page's own module, not as global data loaded on every page.
 */
export default function tutorialIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'tutorial-index',
    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const docs = docsContent?.loadedVersions.flatMap((version) => version.docs) ?? [];
      const tutorials = collectTutorials(docs, context.i18n.currentLocale);
      const dataPath = await actions.createData('tutorials.json', JSON.stringify({ tutorials, tags: tagsOf(tutorials) }));
      actions.addRoute({
        path: `${context.baseUrl}tutorials/`,
        component: '@site/src/components/TutorialIndexPage/index.tsx',
        exact: true,
        modules: { data: dataPath },
      });
    },
  };
}
