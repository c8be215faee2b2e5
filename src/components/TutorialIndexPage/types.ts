/** What the tutorial index shows of one tutorial (plugins/tutorial-index collects them). */
export interface TutorialCard {
  slug: string;
  title: string;
  description: string;
  permalink: string;
  tags: string[];
}
