// Replaces theme-search-algolia's SearchBar rather than wrapping it: that one always builds an
// Algolia client and uses DocSearch's keyboard hook, which breaks spec §2 (see useSearchKeyboard).
//
// The dialog is DocSearch 3.9's: 4.7's prebundled modal carried its Ask AI code (zod, the AI SDK),
// 447 KB raw / 93 KB brotli, against 109 KB / 23 KB for the whole of 3.9. The site draws it as it
// looked with 4.7 (palette.css, modal.css) and keeps 4.7's behaviour where the two differ (see the
// props below, ModalScreens and useDocSearchDomFixes).
import React, { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModalProps } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '../SearchTranslations';
import { createLocalSearchClient, loadLocalIndex, prefetchLocalIndex, renameIndex, requestsOf, type SearchClientLike } from '../../client/searchClient';
import { searchPagePath, toSitePath, useSearchSettings, type SearchSettings } from '../../client/settings';
import { useDocSearchDomFixes } from '../../client/useDocSearchDomFixes';
import { useImeGuard } from '../../client/useImeGuard';
import { useSearchKeyboard } from '../../client/useSearchKeyboard';
import ModalScreens from './ModalScreens';
import { SearchButton } from './SearchButton';
import { DEFAULT_SNIPPET_WORDS, wellFormed } from '../../client/constants';
// The button is in the first load; DocSearch's modal styles are imported with its code. The
// build puts every stylesheet into one file, so the site's own modal.css is imported here: a
// stylesheet of the site's in the dialog's chunk would split DocSearch (node_modules) out of it
// into a chunk of its own, a second request when the dialog opens.
import '@docsearch/css/dist/_variables.css';
import './palette.css';
import './button.css';
import './modal.css';
import './styles.css';

/** Spec §9: five hits per lvl0 group, on every width (the 768 px breakpoint keeps 5). */
const MAX_RESULTS_PER_GROUP = 5;
// Spec §9's recent searches (7, or 4 when favourites exist) are DocSearch 3.9's own numbers:
// its modal has no props for them (4.7's recentSearchesLimit props defaulted to the same).

/**
 * The modal's first answer waits for this many page part files, fetched in one round trip (HTTP/1.1
 * opens six connections per host); the hits of the others follow (askAgainWhole). Over the ja
 * query set, five files hold a median of six hits (what a phone's screen shows) in 8.6 KB brotli;
 * six hold as many hits in 9.9 KB, four hold five in 7.3 KB.
 */
const FIRST_ANSWER_FILES = 5;

/**
 * Has DocSearch ask for `query` again, now that its whole answer is at hand (the engine has every
 * page file it needs, so it answers at once). Only while the input still holds that query and the
 * reader has not moved the selection off the first hit: a new search would move it back.
 */
function askAgainWhole(container: HTMLElement | null, query: string): void {
  const input = container?.querySelector<HTMLInputElement>('input.DocSearch-Input');
  if (!input || input.value !== query) return;
  const active = input.getAttribute('aria-activedescendant');
  if (active && !active.endsWith('-item-0')) return;
  // What a keystroke does: DocSearch reads the value on the input event. React (not Preact) fires
  // onChange only when the value differs from the one it last saw, which it learns through the
  // element's own setter: that one is given '' first, the prototype's the query.
  // https://github.com/facebook/react/issues/11488
  input.value = '';
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const SNIPPETED_ATTRIBUTES = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];

/** Where 'Let us know.' leads when a query finds nothing: a pre-filled issue on the site's repository. */
function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${wellFormed(query)}"`;
  return `https://github.com/playcanvas/developer.playcanvas.com/issues/new?title=${encodeURIComponent(title)}`;
}

type Modal = ComponentType<DocSearchModalProps>;
let DocSearchModal: Modal | null = null;
/** The load under way, shared by prefetch and open; cleared when it fails so the next attempt asks again. */
let modalLoading: Promise<void> | null = null;

/**
 * Loads the modal's code and styles once; the button alone ships in the first load. DocSearch 3.9
 * is one prebundled file, so only this import may name the package (types apart).
 */
function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  modalLoading ??= Promise.all([
    import(/* webpackChunkName: "search-modal" */ '@docsearch/react'),
    import(/* webpackChunkName: "search-modal" */ '@docsearch/css/dist/modal.css'),
  ]).then(
    ([module]) => {
      DocSearchModal = module.DocSearchModal as Modal;
    },
    (error: unknown) => {
      modalLoading = null;
      throw error;
    },
  );
  return modalLoading;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the reader's connection allows fetching what they have not asked for yet: not with
 * Save-Data, nor on 2g, where the site prefetches nothing (as Docusaurus's route prefetch does).
 */
function mayPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !connection?.saveData && !(connection?.effectiveType ?? '').includes('2g');
}

/** Whether the idle prefetch was scheduled in this page's life: a navbar mounted again by another layout does not repeat it. */
let idlePrefetchScheduled = false;

/**
 * Runs `task` once the page has loaded and the browser is idle, so the search code and the index's
 * meta file never compete with the page's own loading. From script rather than <link rel=prefetch>:
 * the connection can be checked first, and a failure stays in the code that opens search, which
 * tries again and tells the reader.
 */
function whenIdleAfterLoad(task: () => void): void {
  const idle = () => {
    // Safari has no requestIdleCallback; a short delay after load is the usual stand-in.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
    else window.setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Shown when the modal's code could not be loaded: the next Ctrl+K or click tries again. */
function LoadFailedNotice(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <div className="local-search-load-failed" role="alert">
      <Translate
        id="theme.SearchBar.loadFailed"
        description="Shown when the search dialog's code could not be loaded; {searchPage} is a link to the search page"
        values={{
          searchPage: (
            <Link to={searchPagePath(siteConfig.baseUrl, '')}>
              <Translate id="theme.SearchBar.loadFailedLink" description="The link to the search page in the message shown when the search dialog could not be loaded">
                search page
              </Translate>
            </Link>
          ),
        }}>
        {'Search could not load. Try again, or use the {searchPage}.'}
      </Translate>
    </div>
  );
}

interface Hit {
  url: string;
}

function HitLink({ hit, children }: { hit: Hit; children: ReactNode }): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

interface FooterState {
  query: string;
  context: { nbHits?: number };
}

function ResultsFooter({ state, onClose }: { state: FooterState; onClose: () => void }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Link to={searchPagePath(siteConfig.baseUrl, state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits ?? 0 }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * The DocSearch client: Algolia's in hosted mode (with the Docusaurus agent), or the local one.
 * Either way a failed search resolves to no hits and reports the failure, which ModalScreens
 * shows: DocSearch 3.9 would show "No results" and leave an unhandled rejection.
 */
function useTransformSearchClient(
  settings: SearchSettings,
  onError: (errored: boolean) => void,
  onComplete: (query: string) => void,
): (client: SearchClientLike) => SearchClientLike {
  return useCallback(
    (client: SearchClientLike) => {
      let base = client;
      if (settings.mode === 'hosted') client.addAlgoliaAgent('docusaurus', settings.docusaurusVersion);
      else
        base = createLocalSearchClient(() => loadLocalIndex(settings.indexUrl), {
          origin: window.location.origin,
          maxHitsPerGroup: MAX_RESULTS_PER_GROUP,
          firstAnswerFiles: FIRST_ANSWER_FILES,
          onComplete,
        });
      return {
        ...base,
        async search(params) {
          try {
            // The modal names the index by its per-locale storage name: send the real one (spec §7).
            // A lone surrogate (autofill, an extension) would make URL encoding throw further on.
            const requests = renameIndex(requestsOf(params), settings.storageName, settings.indexName).map((request) =>
              typeof request.query === 'string' ? { ...request, query: wellFormed(request.query) } : request,
            );
            const response = await base.search({ requests });
            onError(false);
            return response;
          } catch (error) {
            console.warn('[local-search] search failed', error);
            onError(true);
            return { results: requestsOf(params).map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: '', params: '', index: '', exhaustiveNbHits: true as const })) };
          }
        },
      };
    },
    [onComplete, onError, settings],
  );
}

export default function SearchBar(): ReactNode {
  const settings = useSearchSettings();
  const history = useHistory();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [errored, setErrored] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const { pathname } = useLocation();
  // The notice about a failed load belongs to the page it appeared on.
  useEffect(() => setLoadFailed(false), [pathname]);
  const askAgain = useCallback((query: string) => askAgainWhole(searchContainer.current, query), []);
  const transformSearchClient = useTransformSearchClient(settings, setErrored, askAgain);

  const prefetch = useCallback(() => {
    // A failed prefetch is not the reader's concern yet: opening tries again and tells them.
    importDocSearchModalIfNeeded().catch(() => undefined);
    if (settings.mode === 'local') prefetchLocalIndex(settings.indexUrl);
  }, [settings]);

  // Ctrl+K on a slow network would otherwise wait for the dialog's chunk, the engine's and the
  // index's meta file in turn; fetched while the reader reads, only the query's own files remain.
  useEffect(() => {
    if (idlePrefetchScheduled || !mayPrefetch()) return;
    idlePrefetchScheduled = true;
    whenIdleAfterLoad(prefetch);
  }, [prefetch]);

  const openModal = useCallback(
    (query?: string) => {
      if (!searchContainer.current) {
        // A page with another layout mounts a new navbar and SearchBar: reuse the container.
        let container = document.querySelector<HTMLDivElement>('body > div.local-search');
        if (!container) {
          container = document.createElement('div');
          container.className = `local-search local-search--${settings.mode}`;
          document.body.insertBefore(container, document.body.firstChild);
        }
        searchContainer.current = container;
      }
      setInitialQuery(query);
      prefetch();
      setLoadFailed(false);
      importDocSearchModalIfNeeded().then(
        () => setIsOpen(true),
        (error: unknown) => {
          console.warn('[local-search] the search dialog could not be loaded', error);
          setLoadFailed(true);
        },
      );
    },
    [prefetch, settings.mode],
  );

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setErrored(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    searchContainer.current?.classList.toggle('local-search--errored', errored);
  }, [errored]);

  useSearchKeyboard({ isOpen, onOpen: openModal, onClose: closeModal, searchButtonRef });
  useImeGuard(isOpen ? searchContainer.current : null);
  useDocSearchDomFixes(isOpen ? searchContainer.current : null);

  // DocSearch 3.9 builds a new autocomplete (and loses what the reader typed) whenever one of its
  // props changes: every object given to it keeps its identity while the settings do.
  const searchParameters = useMemo(
    () => ({
      facetFilters: settings.facetFilters,
      attributesToSnippet: SNIPPETED_ATTRIBUTES.map((attribute) => `${attribute}:${DEFAULT_SNIPPET_WORDS}`),
    }),
    [settings.facetFilters],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (settings.externalUrlRegex && new RegExp(settings.externalUrlRegex).test(itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [history, settings.externalUrlRegex],
  );

  const transformItems = useCallback(
    <T extends Hit>(items: T[]): T[] => items.map((item) => ({ ...item, url: toSitePath(item.url, settings.siteUrl) })),
    [settings.siteUrl],
  );

  const resultsFooterComponent = useCallback(
    ({ state }: { state: FooterState }) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );

  return (
    <>
      {settings.mode === 'hosted' && (
        <Head>
          {/* Lets the browser open the connection to the DocSearch cluster before the first query. */}
          <link rel="preconnect" href={`https://${settings.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onClick={() => openModal()}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId={settings.appId}
            apiKey={settings.apiKey}
            indexName={settings.storageName}
            searchParameters={searchParameters}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as DocSearchModalProps['navigator']}
            transformItems={transformItems as DocSearchModalProps['transformItems']}
            hitComponent={HitLink as DocSearchModalProps['hitComponent']}
            transformSearchClient={transformSearchClient as unknown as DocSearchModalProps['transformSearchClient']}
            resultsFooterComponent={resultsFooterComponent as DocSearchModalProps['resultsFooterComponent']}
            maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
            placeholder={translations.placeholder}
            translations={translations.modal}
            getMissingResultsUrl={missingResultsUrl}
          />,
          searchContainer.current,
        )}
      {loadFailed && !isOpen && <LoadFailedNotice />}
      {isOpen && DocSearchModal && searchContainer.current && <ModalScreens container={searchContainer.current} errored={errored} />}
    </>
  );
}
