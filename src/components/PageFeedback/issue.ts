/** What a reader's feedback on a page says. */
export interface Feedback {
  /** The page's full URL. */
  url: string;
  title: string;
  locale: string;
  helpful: boolean;
  comment: string;
}

/** The longest comment the form takes: a GitHub new-issue URL must stay well under 8 KB once encoded. */
export const MAX_COMMENT = 1000;

/**
 * The URL of GitHub's new-issue form on `repository`, prefilled with the feedback: the title names
 * the answer and the page, the body the page's URL, the locale and the comment. The issue is
 * written in English whatever the page's language, so the repository's issues read alike.
 */
export function issueUrl(repository: string, feedback: Feedback): string {
  const answer = feedback.helpful ? 'helpful' : 'not helpful';
  const body = [
    `Page: ${feedback.url}`,
    `Locale: ${feedback.locale}`,
    `Helpful: ${feedback.helpful ? 'yes' : 'no'}`,
    '',
    'Comment:',
    feedback.comment.trim().slice(0, MAX_COMMENT) || '(none)',
  ].join('\n');
  const query = new URLSearchParams({ title: `Page feedback (${answer}): ${feedback.title} [${feedback.locale}]`, body });
  return `${repository.replace(/\/+$/, '')}/issues/new?${query.toString()}`;
}

/** The storage key that records that the reader answered on the page at `permalink` (which includes the locale's path). */
export const answeredKey = (permalink: string) => `docs-feedback-answered:${permalink}`;

/** Whether the reader answered on the page; false when storage is unavailable or throws. */
export function hasAnswered(permalink: string): boolean {
  try {
    return window.localStorage.getItem(answeredKey(permalink)) === 'true';
  } catch {
    return false;
  }
}

/** Records that the reader answered on the page; storage that is unavailable or throws is left alone (the page works on). */
export function recordAnswer(permalink: string): void {
  try {
    window.localStorage.setItem(answeredKey(permalink), 'true');
  } catch {
    // Private modes and blocked storage: the form works, it only forgets the answer.
  }
}
