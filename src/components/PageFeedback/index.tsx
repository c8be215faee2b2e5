/**
 * "Was this page helpful?" at the foot of every doc page: Yes or No, then an optional comment, sent
 * as a prefilled issue on the documentation repository (GitHub's new-issue form in a new tab; the
 * site has no backend). The browser remembers, per page, that the reader answered (localStorage);
 * without storage the form still works and only forgets.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { MAX_COMMENT, hasAnswered, issueUrl, recordAnswer } from './issue';
import styles from './styles.module.css';

// Fixed ids, not useId: the server renders with React and the browser hydrates with Preact, whose
// generated ids differ; a page has one feedback form.
const titleId = 'page-feedback-question';
const commentId = 'page-feedback-comment';
const hintId = 'page-feedback-hint';

/** unknown: before hydration (and on the server), when storage has not been read. */
type State = 'unknown' | 'asking' | 'commenting' | 'sent' | 'answered-before';

export default function PageFeedback(): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig, i18n } = useDocusaurusContext();
  const repository = siteConfig.customFields?.docsRepositoryUrl;
  const [state, setState] = useState<State>('unknown');
  const [helpful, setHelpful] = useState(true);
  const [comment, setComment] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setState(hasAnswered(metadata.permalink) ? 'answered-before' : 'asking');
  }, [metadata.permalink]);
  // The link the reader activated is gone: keyboard focus goes to the thanks that replaced the form.
  useEffect(() => {
    if (state === 'sent') status.current?.focus();
  }, [state]);

  if (typeof repository !== 'string') return null;

  const choose = (answer: boolean) => {
    setHelpful(answer);
    setState('commenting');
  };
  const href = issueUrl(repository, {
    url: `${siteConfig.url}${metadata.permalink}`,
    title: metadata.title,
    locale: i18n.currentLocale,
    helpful,
    comment,
  });

  return (
    <section className={styles.feedback} aria-labelledby={titleId}>
      <p id={titleId} className={styles.question}>
        <Translate id="feedback.question" description="Question at the foot of every doc page">
          Was this page helpful?
        </Translate>
      </p>
      {/* Always present, so that screen readers announce the thanks when it appears. */}
      <p ref={status} role="status" tabIndex={-1} className={styles.thanks}>
        {state === 'sent' && (
          <Translate id="feedback.thanks" description="Shown after the reader opened the feedback issue">
            Thank you for your feedback.
          </Translate>
        )}
        {state === 'answered-before' && (
          <Translate id="feedback.answeredBefore" description="Shown on a page the reader already sent feedback on">
            You have already answered for this page. Thank you.
          </Translate>
        )}
      </p>
      {state === 'sent' || state === 'answered-before' ? null : (
        <>
          <div className={styles.answers} role="group" aria-labelledby={titleId}>
            <button type="button" className="button button--secondary button--sm" aria-pressed={state === 'commenting' && helpful} disabled={state === 'unknown'} onClick={() => choose(true)}>
              <Translate id="feedback.yes" description="Answer to 'Was this page helpful?'">Yes</Translate>
            </button>
            <button type="button" className="button button--secondary button--sm" aria-pressed={state === 'commenting' && !helpful} disabled={state === 'unknown'} onClick={() => choose(false)}>
              <Translate id="feedback.no" description="Answer to 'Was this page helpful?'">No</Translate>
            </button>
          </div>
          {state === 'commenting' && (
            <div className={styles.comment}>
              <label htmlFor={commentId}>
                <Translate id="feedback.commentLabel" description="Label of the optional comment field of the page feedback">
                  Comment (optional)
                </Translate>
              </label>
              <textarea id={commentId} rows={3} maxLength={MAX_COMMENT} value={comment} onChange={(event) => setComment(event.target.value)} aria-describedby={hintId} />
              <p id={hintId} className={styles.hint}>
                <Translate id="feedback.hint" description="Explains what the feedback link does">
                  Opens a prefilled issue on GitHub in a new tab; sending it needs a GitHub account.
                </Translate>
              </p>
              <a
                className="button button--primary button--sm"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => {
                  recordAnswer(metadata.permalink);
                  setState('sent');
                }}>
                <Translate id="feedback.send" description="Link that opens the prefilled feedback issue on GitHub">
                  Open an issue on GitHub
                </Translate>
              </a>
            </div>
          )}
        </>
      )}
    </section>
  );
}
