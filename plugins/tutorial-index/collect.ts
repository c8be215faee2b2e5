import type { TutorialCard } from '../../src/components/TutorialIndexPage/types';

export type { TutorialCard };

/** The subset of a loaded doc that the index reads. */
export interface LoadedDocLike {
  id: string;
  title: string;
  description: string;
  permalink: string;
  tags: readonly { label: string }[];
  unlisted?: boolean;
}

const TUTORIAL_ID = /^tutorials\/([^/]+)$/;

/** Picks the tutorials out of the loaded docs, sorted by title in the locale's collation. */
export function collectTutorials(docs: readonly LoadedDocLike[], locale: string): TutorialCard[] {
  const collator = new Intl.Collator(locale);
  return docs
    .flatMap((doc) => {
      const slug = TUTORIAL_ID.exec(doc.id)?.[1];
      if (!slug || doc.unlisted) return [];
      return [{ slug, title: doc.title, description: doc.description, permalink: doc.permalink, tags: doc.tags.map((tag) => tag.label) }];
    })
    .sort((a, b) => collator.compare(a.title, b.title));
}

/** Every tag used by the tutorials, each once, sorted. */
export function tagsOf(tutorials: readonly TutorialCard[]): string[] {
  return [...new Set(tutorials.flatMap((tutorial) => tutorial.tags))].sort();
}
