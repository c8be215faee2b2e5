import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Converter = typeof import('./articleToMarkdown');

/** The converter's chunk, shared by every page: requested once, when the browser is first idle after load. */
let converter: Promise<Converter> | null = null;
function loadConverter(): Promise<Converter> {
  // Named so that tests can tell when it has arrived.
  converter ??= import(/* webpackChunkName: "markdown-converter" */ './articleToMarkdown');
  return converter;
}

/** Runs `task` once the page has loaded and the browser is idle; returns a cancel function. */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 10_000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 2000);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * "Copy page as Markdown" and "View as Markdown" above a doc page. The copy converts the rendered
 * page (articleToMarkdown, loaded when the browser is idle after load: no script before idle, no
 * request when clicked); the link opens the Markdown plugins/markdown-pages wrote beside the page.
 */
export default function MarkdownActions(): ReactNode {
  const { metadata } = useDoc();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => afterLoadWhenIdle(() => void loadConverter()), []);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async () => {
    try {
      const { articleToMarkdown } = await loadConverter();
      const root = document.querySelector('.theme-doc-markdown');
      if (!root) throw new Error('MarkdownActions: the page has no .theme-doc-markdown element');
      const markdown = articleToMarkdown(root, {
        title: metadata.title,
        description: metadata.description,
        liveExample: translate({
          id: 'markdownActions.liveExample',
          message: '*Live example: the web page of this text runs the app in the browser ({url}).*',
          description: 'The sentence that stands for a live example in a page copied as Markdown ({url}: the page URL)',
        }),
      });
      await navigator.clipboard.writeText(markdown);
      setStatus('copied');
    } catch (error) {
      console.error('MarkdownActions: copying the page failed', error);
      setStatus('failed');
    }
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setStatus('idle'), 3000);
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => void copy()}>
        {translate({ id: 'markdownActions.copy', message: 'Copy page as Markdown', description: 'Button that copies the doc page as Markdown to the clipboard' })}
      </button>
      <a className={styles.action} href={`${metadata.permalink.replace(/\/?$/, '/')}index.md`} type="text/markdown">
        {translate({ id: 'markdownActions.view', message: 'View as Markdown', description: 'Link to the doc page as a Markdown file' })}
      </a>
      <span role="status" className={styles.status}>
        {status === 'copied'
          ? translate({ id: 'markdownActions.copied', message: 'Copied', description: 'Shown after the page was copied as Markdown' })
          : status === 'failed'
            ? translate({ id: 'markdownActions.failed', message: 'Could not copy', description: 'Shown when copying the page as Markdown failed' })
            : ''}
      </span>
    </div>
  );
}
