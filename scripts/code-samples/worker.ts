/**
 * `Worker` for the headless sample runner, from node:worker_threads. Node has no global `Worker`;
 * the engine's Node path (`platform.environment === 'node'`) creates its workers as worker_threads
 * expects them: `new Worker(source, { eval: true })`, `worker.on('message', …)`, `postMessage`
 * with a transfer list and `terminate()`, and the worker's code talks to
 * `require('node:worker_threads').parentPort` (the Gaussian splat sorters of
 * playcanvas/build/playcanvas/src/scene/gsplat/gsplat-sorter.js and
 * gsplat-unified/gsplat-unified-sorter.js; the Draco decoder alike). So the class is
 * worker_threads' own, with three additions for the runner:
 *
 * - it counts what the runner posts and what the worker has handled, so that the runner can wait
 *   after each frame until every worker has answered ({@link workersSettled}): a sort posted in
 *   one frame is applied in the next, as with a browser's worker that answers within a frame, on
 *   a loaded machine as well;
 * - a worker's error fails the sample instead of ending the runner;
 * - {@link terminateWorkers} ends whatever a sample left (and the threads are unref'd), so the
 *   runner exits.
 */
import { Worker as ThreadWorker, type WorkerOptions } from 'node:worker_threads';

/** The key of the message in which a worker says how many messages it has handled. */
const HANDLED = '__runnerHandled';

/**
 * Runs before the worker's own code: counts each message once the worker's own listeners have
 * run (they answer synchronously, so their answer is posted first), and reports the count.
 */
const COUNTER = `{ const { parentPort } = require('node:worker_threads'); let handled = 0, scheduled = false; parentPort.on('message', () => { handled += 1; if (scheduled) return; scheduled = true; setImmediate(() => { scheduled = false; parentPort.postMessage({ ${HANDLED}: handled }); }); }); }\n`;

const isCount = (value: unknown): value is Record<typeof HANDLED, number> => typeof value === 'object' && value !== null && HANDLED in value;

const live = new Set<RunnerWorker>();
/** Errors of workers since the runner last asked, as `Error`s. */
let errors: Error[] = [];
/** Called when a worker reports, fails or exits. */
let wake: (() => void) | null = null;

class RunnerWorker extends ThreadWorker {
  posted = 0;
  handled = 0;

  constructor(source: string | URL, options?: WorkerOptions) {
    if (typeof source !== 'string' || !options?.eval) {
      throw new Error('the sample runner\'s Worker runs source code only (new Worker(code, { eval: true })), as the engine creates its workers in Node');
    }
    super(COUNTER + source, options);
    live.add(this);
    this.unref();
    super.on('message', (value: unknown) => {
      if (!isCount(value)) return;
      this.handled = value[HANDLED];
      wake?.();
    });
    super.on('error', (error: Error) => {
      errors.push(error);
      wake?.();
    });
    super.on('exit', () => {
      live.delete(this);
      wake?.();
    });
  }

  override postMessage(value: unknown, transferList?: Parameters<ThreadWorker['postMessage']>[1]): void {
    this.posted += 1;
    super.postMessage(value, transferList);
  }

  /** The worker's own listeners never see the runner's count. */
  override on(event: string | symbol, listener: (...args: any[]) => void): this {
    if (event !== 'message') return super.on(event, listener);
    return super.on(event, (value: unknown) => {
      if (!isCount(value)) listener(value);
    });
  }
}

/** Makes `Worker` global; call it before the samples' engine is imported (its `platform.workers` reads it once). */
export function installWorker(): void {
  (globalThis as { Worker?: unknown }).Worker = RunnerWorker;
}

/**
 * Resolves when every live worker has handled every message posted to it, at once when there is
 * none; rejects with a worker's error, or when a worker has not answered within `timeoutMs`.
 */
export async function workersSettled(timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (errors.length > 0) {
      const [error] = errors;
      errors = [];
      throw new Error(`a Worker failed: ${error!.message}`, { cause: error });
    }
    const busy = [...live].filter((worker) => worker.handled < worker.posted);
    if (busy.length === 0) return;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`a Worker did not answer within ${timeoutMs / 1000} s (${busy.length} busy)`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });
  }
}

/** Ends every worker still running (the engine ends its own when the application is destroyed). */
export async function terminateWorkers(): Promise<void> {
  const running = [...live];
  live.clear();
  errors = [];
  await Promise.all(running.map((worker) => worker.terminate()));
}
