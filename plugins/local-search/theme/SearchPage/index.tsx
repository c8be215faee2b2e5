// This plugin's own search page: theme-search-algolia's builds an Algolia client inside the
// component, so it cannot search the local index (see /work/shared/platform-notes.md).
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { escapeHtml } from '../../analyzer/highlight';
import { MAX_QUERY_LENGTH, wellFormed } from '../../client/constants';
import { groupByPage } from '../../client/group';
import { createPageSearch, type SearchHit } from '../../client/searchPageClient';
import { toSitePath, useSearchSettings } from '../../client/settings';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'done' | 'error';

interface ResultsState {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  status: Status;
}

const EMPTY: ResultsState = { query: '', hits: [], nbHits: 0, page: 0, nbPages: 0, status: 'idle' };
/** Wait this long after the last keystroke before searching (the URL updates at once). */
const DEBOUNCE_MS = 150;

function useDocumentsFound(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description:
            'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One document found|{count} documents found',
        },
        { count },
      ),
    );
}

/** Runs searches for the current query and loads further pages on demand; stale answers are dropped. */
function useResults(query: string): { state: ResultsState; loadMore: () => void } {
  const settings = useSearchSettings();
  const search = useMemo(() => createPageSearch(settings), [settings]);
  const [state, setState] = useState<ResultsState>(EMPTY);
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    const trimmed = query.trim();
    if (!trimmed) {
      setState(EMPTY);
      return undefined;
    }
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = window.setTimeout(() => {
      search(query, 0).then(
        (response) => {
          if (current !== generation.current) return;
          setState({ query, hits: response.hits, nbHits: response.nbHits, page: 0, nbPages: response.nbPages, status: 'done' });
        },
        (error: unknown) => {
          if (current !== generation.current) return;
          console.warn('[local-search] search failed', error);
          setState({ ...EMPTY, query, status: 'error' });
        },
      );
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, search]);

  const loadMore = useCallback(() => {
    if (state.status !== 'done' || state.page + 1 >= state.nbPages) return;
    const current = generation.current;
    const next = state.page + 1;
    setState((previous) => ({ ...previous, status: 'loading' }));
    search(state.query, next).then(
      (response) => {
        if (current !== generation.current) return;
        setState((previous) => ({ ...previous, hits: [...previous.hits, ...response.hits], page: next, nbPages: response.nbPages, status: 'done' }));
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        console.warn('[local-search] search failed', error);
        setState((previous) => ({ ...previous, status: 'error' }));
      },
    );
  }, [search, state]);

  return { state, loadMore };
}

/** Highlighted values are escaped by the search client (and by Algolia): only <mark> is markup. */
function Marked({ html, className }: { html: string; className?: string }): ReactNode {
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function HitItem({ hit, siteUrl }: { hit: SearchHit; siteUrl: string }): ReactNode {
  const levels = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((level) => ({ text: hit.hierarchy[level], html: hit._highlightResult.hierarchy[level]?.value }))
    .filter((level): level is { text: string; html: string } => Boolean(level.text && level.html));
  const snippetHtml = hit.content ? hit._snippetResult?.content?.value : undefined;
  const titleHtml = levels.at(-1)?.html ?? hit._highlightResult.hierarchy.lvl1.value;
  return (
    <li className={styles.hit}>
      <Link to={toSitePath(hit.url, siteUrl)} className={styles.hitLink}>
        <Marked html={titleHtml} className={styles.hitTitle} />
      </Link>
      {levels.length > 1 && (
        <nav aria-label={translate({ id: 'theme.SearchPage.hitPathLabel', message: 'Section', description: 'The ARIA label of the heading path shown above a search result' })}>
          <ul className={clsx('breadcrumbs', styles.hitPath)}>
            {levels.slice(0, -1).map((level) => (
              <li key={level.text} className="breadcrumbs__item">
                <Marked html={level.html} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {snippetHtml && (
        <p className={styles.hitSnippet}>
          <Marked html={snippetHtml} />
        </p>
      )}
    </li>
  );
}

/**
 * Without JavaScript the box above cannot search: say so. Inner HTML rather than children, so that
 * hydration (React or Preact) leaves the element alone and never builds the paragraph in the DOM.
 */
function NoScriptNotice(): ReactNode {
  const message = translate({
    id: 'theme.SearchPage.noScriptText',
    message: 'Search needs JavaScript. Turn it on to search this site.',
    description: 'The notice shown on the search page when JavaScript is disabled',
  });
  return <noscript dangerouslySetInnerHTML={{ __html: `<p class="${styles.noScript}">${escapeHtml(message)}</p>` }} />;
}

function SearchPageContent(): ReactNode {
  const settings = useSearchSettings();
  const [urlQuery, setUrlQuery] = useSearchQueryString();
  const [input, setInput] = useState(urlQuery);
  const { state, loadMore } = useResults(urlQuery);
  const documentsFound = useDocumentsFound();
  const sentinel = useRef<HTMLDivElement | null>(null);

  // Back/forward changes the URL: follow it.
  useEffect(() => setInput(urlQuery), [urlQuery]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || state.status !== 'done' || state.page + 1 >= state.nbPages) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, state.nbPages, state.page, state.status]);

  const groups = useMemo(() => groupByPage(state.hits), [state.hits]);
  const title = urlQuery
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"', description: 'The search page title for non-empty query' }, { query: urlQuery })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation', description: 'The search page title for empty query' });

  return (
    <>
      <PageMetadata title={title} />
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.queryInput}
            aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search', description: 'The ARIA label for search page input' })}
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here', description: 'The placeholder for search page input' })}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              // The IME's unconverted kana stay in the box; the URL (and the search) follow on commit.
              if (!(event.nativeEvent as InputEvent).isComposing) setUrlQuery(wellFormed(event.target.value));
            }}
            onCompositionEnd={(event) => setUrlQuery(wellFormed(event.currentTarget.value))}
          />
        </form>
        <NoScriptNotice />

        {/* data-status lets a test wait for the hits instead of guessing how long ranking takes. */}
        <div className={styles.status} role="status" aria-live="polite" data-status={state.status}>
          {state.status === 'done' && state.nbHits > 0 && documentsFound(state.nbHits)}
          {state.status === 'done' && state.nbHits === 0 && (
            <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
              No results found
            </Translate>
          )}
          {state.status === 'error' && (
            <Translate id="theme.SearchPage.fetchFailedText" description="The text shown on the search page when the index or the search service cannot be reached">
              Failed to fetch results
            </Translate>
          )}
          {state.status === 'loading' && state.hits.length === 0 && (
            <Translate id="theme.SearchPage.fetchingNewResults" description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          )}
        </div>

        {groups.length > 0 && (
          <ol className={styles.groups}>
            {groups.map((group) => (
              <li key={group.page} className={styles.group}>
                <Heading as="h2" className={styles.groupTitle}>
                  <Link to={toSitePath(group.page, settings.siteUrl)}>{group.title}</Link>
                  <span className={styles.groupSection}>{group.lvl0}</span>
                </Heading>
                <ul className={styles.hits}>
                  {group.hits.map((hit) => (
                    <HitItem key={hit.objectID} hit={hit} siteUrl={settings.siteUrl} />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}

        {state.status !== 'error' && state.page + 1 < state.nbPages && (
          <div ref={sentinel} className={styles.more}>
            <button type="button" className="button button--secondary" onClick={loadMore} disabled={state.status === 'loading'}>
              <Translate id="theme.SearchPage.loadMoreText" description="The button that loads the next page of results on the search page">
                Load more results
              </Translate>
            </button>
          </div>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Search hooks read the docs contexts that Layout provides: content goes inside it. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
