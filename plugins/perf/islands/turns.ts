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

/**
 * A thenable rather than a Promise: a page asks for a turn per island (78 on the tutorial index) in
 * one task, and an attached inspector (Lighthouse's) records an async stack for every promise
 * reaction, which made taking turns a fifth of the first hydration task. Suspense only needs `then`.
 */
export interface TurnSignal {
  then(onTurn: () => void): void;
}

export interface Turn {
  /** Calls back in the task where this turn's island may hydrate. */
  signal: TurnSignal;
  /** True from that task on. */
  done: boolean;
}

export function createTurnQueue(schedule: Schedule = nextTask) {
  /** Openers of the turns not given yet, in the order they were asked for. */
  const waiting: (() => void)[] = [];
  let scheduled = false;
  let pending = 0;
  const listeners = new Set<(pending: number) => void>();
  const notify = () => listeners.forEach((listener) => listener(pending));
  // One turn per task; the next task is asked for only once this one's turn has been given.
  const giveNextTurn = () => {
    const open = waiting.shift();
    if (!open) {
      scheduled = false;
      return;
    }
    schedule(giveNextTurn);
    open();
  };
  return {
    /** Asks for the next turn. */
    take(): Turn {
      pending += 1;
      notify();
      const callbacks: (() => void)[] = [];
      const turn: Turn = {
        done: false,
        signal: {
          then(onTurn) {
            if (turn.done) onTurn();
            else callbacks.push(onTurn);
          },
        },
      };
      waiting.push(() => {
        turn.done = true;
        callbacks.splice(0).forEach((callback) => callback());
      });
      if (!scheduled) {
        scheduled = true;
        schedule(giveNextTurn);
      }
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
