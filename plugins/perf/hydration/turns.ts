// One hydration island per browser task: each caller waits for its turn, and turns are given one
// per macrotask, in the order they were asked for (document order, as hydration reaches them).

type Schedule = (callback: () => void) => void;

/** A macrotask without setTimeout's 4 ms clamp on nested timers. */
function nextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

export interface Turn {
  /** Resolves in the task where this turn's island may hydrate. */
  promise: Promise<void>;
  /** True from that task on. */
  done: boolean;
}

export function createTurnQueue(schedule: Schedule = nextTask) {
  let last: Promise<void> = Promise.resolve();
  let pending = 0;
  const listeners = new Set<(pending: number) => void>();
  const notify = () => listeners.forEach((listener) => listener(pending));
  return {
    /** Asks for the next turn. */
    take(): Turn {
      pending += 1;
      notify();
      const turn: Turn = { promise: Promise.resolve(), done: false };
      turn.promise = last = last.then(
        () =>
          new Promise<void>((resolve) =>
            schedule(() => {
              turn.done = true;
              resolve();
            }),
          ),
      );
      return turn;
    },
    /** Marks a turn's island as hydrated. */
    finish(): void {
      pending -= 1;
      notify();
    },
    /** Called with the number of islands still to hydrate whenever it changes. */
    subscribe(listener: (pending: number) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const hydrationTurns = createTurnQueue();
