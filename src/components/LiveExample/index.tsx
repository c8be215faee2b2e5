import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { MESSAGE_SOURCE, POSTER_HEIGHT, POSTER_WIDTH } from './constants';
import styles from './styles.module.css';

interface CommonProps {
  /** Id of the heading above the page's code block, the target of "View code". */
  code?: string;
}

/**
 * What the frame runs: exactly one of
 * - `slug`: a tutorial's folder under examples/ whose `main.mjs` the frame runs; its poster is
 *   static/img/posters/<slug>.webp;
 * - `reactSample`: a PlayCanvas React app sample, its path below examples/playcanvas-react/ without
 *   `.tsx` (`guide/interactivity/clickable-box`), bundled by plugins/live-examples; its poster is
 *   static/img/posters/react-<path with - for />.webp.
 */
export type LiveExampleProps = CommonProps & ({ slug: string; reactSample?: never } | { reactSample: string; slug?: never });

/** An error the example reported: message and, when known, the example file and line. */
export interface LiveError {
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
}

type State =
  | { kind: 'poster' }
  | { kind: 'no-webgl' }
  | { kind: 'loading' }
  | { kind: 'running' }
  | { kind: 'error'; error: LiveError };

/** What the runtime in the frame exposes on its window (same origin). */
interface FrameHandle {
  stop: () => void;
}

/** Whether this browser can create a WebGL context; the probe context is released at once. */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

/** Destroys the application in a frame synchronously, before React removes the frame. */
function stopFrame(frame: HTMLIFrameElement | null): void {
  try {
    const handle = (frame?.contentWindow as (Window & { __liveExample?: FrameHandle }) | null | undefined)?.__liveExample;
    handle?.stop();
  } catch (error) {
    // A frame that failed to load has nothing to stop; removing it frees what it holds.
    console.warn('LiveExample: could not stop the example', error);
  }
}

/**
 * A tutorial's example, or a PlayCanvas React app sample, running live on the page. It renders a
 * poster with a Run button; on Run it opens the example's runner page (engine, example modules
 * and Ammo, or the sample's bundle, all from this site) in a
 * same-origin frame of its own, so no page bundle ever contains the engine and an example cannot
 * break the page. Stop, Restart and leaving the page destroy the application and its WebGL context.
 */
export default function LiveExample({ slug, reactSample, code }: LiveExampleProps): ReactNode {
  const { metadata } = useDoc();
  const title = metadata.title;
  // The same names as plugins/live-examples/react.ts gives the poster and the runner page.
  const name = reactSample === undefined ? slug : `react-${reactSample.split('/').join('-')}`;
  const poster = useBaseUrl(`/img/posters/${name}.webp`);
  const runner = useBaseUrl(reactSample === undefined ? `/live/examples/${slug}/runner.html` : `/live/react/${reactSample}/runner.html`);
  const [state, setState] = useState<State>({ kind: 'poster' });
  const [run, setRun] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [posterMissing, setPosterMissing] = useState(false);
  // Keeps the last frame after React detaches the ref, so unmounting can still stop its example.
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const setFrame = useCallback((frame: HTMLIFrameElement | null) => {
    if (frame) frameRef.current = frame;
  }, []);
  const stageRef = useRef<HTMLDivElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  // From the slug, not useId(): the browser's runtime (Preact) would not reproduce the server's ids.
  const hintId = `live-example-${name}-hint`;
  const active = state.kind === 'loading' || state.kind === 'running' || state.kind === 'error';

  const start = useCallback(() => {
    if (!hasWebGL()) {
      setState({ kind: 'no-webgl' });
      return;
    }
    stopFrame(frameRef.current);
    setRun((count) => count + 1);
    setState({ kind: 'loading' });
  }, []);

  const stop = useCallback(() => {
    stopFrame(frameRef.current);
    setState({ kind: 'poster' });
    if (document.fullscreenElement === stageRef.current) void document.exitFullscreen();
  }, []);

  const toggleFullscreen = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    if (document.fullscreenElement === stage) {
      void document.exitFullscreen();
    } else {
      stage.requestFullscreen().then(
        () => frameRef.current?.focus(),
        (error: unknown) => console.warn('LiveExample: full screen was refused', error),
      );
    }
  }, []);

  // Messages from this example's frame only.
  useEffect(() => {
    if (!active) return undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
      const frame = frameRef.current;
      const data = event.data as { source?: string; type?: string } & Partial<LiveError>;
      if (!frame || event.source !== frame.contentWindow || data?.source !== MESSAGE_SOURCE) return;
      switch (data.type) {
        case 'ready':
          setState((current) => (current.kind === 'loading' ? { kind: 'running' } : current));
          // The reader asked to run it: keys should reach the example straight away.
          frame.focus();
          break;
        case 'error':
          // Only the first error: an example failing in its update loop would report every frame.
          setState((current) =>
            current.kind === 'error'
              ? current
              : {
                  kind: 'error',
                  error: { message: String(data.message ?? ''), file: data.file ?? null, line: data.line ?? null, column: data.column ?? null },
                },
          );
          stopFrame(frame);
          break;
        case 'escape':
          restartRef.current?.focus();
          break;
        case 'no-webgl':
          setState({ kind: 'no-webgl' });
          break;
        default:
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, run]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Leaving the page (client-side navigation unmounts the component) destroys the application.
  useEffect(() => {
    const frame = frameRef;
    return () => stopFrame(frame.current);
  }, []);

  const regionLabel = translate(
    { id: 'liveExample.region', message: 'Live example: {title}', description: 'Accessible name of a live example region' },
    { title },
  );

  return (
    <section className={styles.liveExample} aria-label={regionLabel}>
      <div ref={stageRef} className={clsx(styles.stage, fullscreen && styles.fullscreen)}>
        {!posterMissing && (
          <img
            className={styles.poster}
            src={poster}
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            decoding="async"
            onError={() => setPosterMissing(true)}
            alt={translate(
              { id: 'liveExample.posterAlt', message: 'Picture of the running example: {title}', description: 'Alt text of a live example poster' },
              { title },
            )}
          />
        )}
        {active && (
          <iframe
            key={run}
            ref={setFrame}
            className={clsx(styles.frame, state.kind === 'loading' && styles.frameLoading)}
            src={runner}
            title={regionLabel}
            aria-describedby={hintId}
            allow="fullscreen; autoplay"
          />
        )}
        {(state.kind === 'poster' || state.kind === 'no-webgl') && (
          <button type="button" className={styles.runButton} onClick={start} disabled={state.kind === 'no-webgl'}>
            <span aria-hidden="true" className={styles.runIcon}>
              ▶
            </span>
            <Translate id="liveExample.run" description="Button that starts a live example">
              Run
            </Translate>
          </button>
        )}
        {state.kind === 'loading' && (
          <p className={styles.status} role="status">
            <Translate id="liveExample.loading" description="Shown while the engine and the example load">
              Loading the engine and the example…
            </Translate>
          </p>
        )}
        {state.kind === 'no-webgl' && (
          <p className={styles.notice} role="status">
            <Translate id="liveExample.noWebgl" description="Shown when the browser has no WebGL">
              This browser cannot use WebGL, so the example cannot run here. The picture shows what it draws.
            </Translate>
          </p>
        )}
        {state.kind === 'error' && <ErrorPanel error={state.error} onRestart={start} />}
      </div>
      <div className={styles.toolbar}>
        {active ? (
          <>
            <button ref={restartRef} type="button" className={styles.control} onClick={start}>
              <Translate id="liveExample.restart" description="Button that restarts a running live example">
                Restart
              </Translate>
            </button>
            <button type="button" className={styles.control} onClick={stop}>
              <Translate id="liveExample.stop" description="Button that stops a live example and shows its poster again">
                Stop
              </Translate>
            </button>
            <button type="button" className={styles.control} onClick={toggleFullscreen} aria-pressed={fullscreen}>
              <Translate id="liveExample.fullscreen" description="Button that shows a live example full screen">
                Full screen
              </Translate>
            </button>
          </>
        ) : null}
        {code && (
          <Link className={styles.control} to={`#${code}`}>
            <Translate id="liveExample.viewCode" description="Link from a live example to its code on the page">
              View code
            </Translate>
          </Link>
        )}
        <span id={hintId} className={styles.hint}>
          {active ? (
            <Translate id="liveExample.focusHint" description="How keyboard focus works in a running live example">
              Click the example to control it; press Esc to return to the page.
            </Translate>
          ) : (
            reactSample === undefined ? (
              <Translate id="liveExample.posterHint" description="Under a live example before it runs">
                Runs this tutorial's code with the PlayCanvas engine, in this page.
              </Translate>
            ) : (
              <Translate id="liveExample.posterHint.react" description="Under a PlayCanvas React live example before it runs">
                Runs this page's code with React and PlayCanvas React, in this page.
              </Translate>
            )
          )}
        </span>
      </div>
    </section>
  );
}

function ErrorPanel({ error, onRestart }: { error: LiveError; onRestart: () => void }): ReactNode {
  return (
    <div className={styles.errorPanel} role="alert">
      <p className={styles.errorTitle}>
        <Translate id="liveExample.error.title" description="Title of the panel shown when a live example throws">
          The example stopped with an error
        </Translate>
      </p>
      <pre className={styles.errorMessage}>{error.message}</pre>
      {error.file && (
        <p className={styles.errorLocation}>
          <Translate
            id="liveExample.error.location"
            description="Where a live example's error happened: file path and line number"
            values={{ file: <code>{error.file}</code>, line: error.line ?? '?' }}>
            {'In {file}, line {line}'}
          </Translate>
        </p>
      )}
      <button type="button" className={styles.control} onClick={onRestart}>
        <Translate id="liveExample.restart" description="Button that restarts a running live example">
          Restart
        </Translate>
      </button>
    </div>
  );
}
