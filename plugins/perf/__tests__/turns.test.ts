import { describe, expect, it } from 'vitest';
import { createTurnQueue } from '../islands/turns';

/** A scheduler the test runs by hand: each call to `runTask` is one browser task. */
function manualTasks() {
  const queue: (() => void)[] = [];
  // Lets pending promise callbacks run, as the browser does before it starts the next task.
  const flushMicrotasks = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    schedule: (callback: () => void) => queue.push(callback),
    runTask: async () => {
      await flushMicrotasks();
      queue.shift()?.();
      await flushMicrotasks();
    },
    waiting: () => queue.length,
  };
}

describe('hydration turns', () => {
  it('gives one turn per task, in the order they were taken', async () => {
    const tasks = manualTasks();
    const turns = createTurnQueue(tasks.schedule);
    const order: string[] = [];
    const first = turns.take();
    const second = turns.take();
    first.signal.then(() => order.push('first'));
    second.signal.then(() => order.push('second'));
    await tasks.runTask();
    expect(first.done).toBe(true);
    expect(second.done).toBe(false);
    expect(order).toEqual(['first']);
    await tasks.runTask();
    expect(second.done).toBe(true);
    expect(order).toEqual(['first', 'second']);
  });

  it('schedules the next turn only once the previous one has been given', async () => {
    const tasks = manualTasks();
    const turns = createTurnQueue(tasks.schedule);
    turns.take();
    turns.take();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(tasks.waiting()).toBe(1);
  });

  it('calls back inside the task that gives the turn, and at once for a turn already given', () => {
    const queue: (() => void)[] = [];
    const turns = createTurnQueue((callback) => queue.push(callback));
    const turn = turns.take();
    const calls: string[] = [];
    turn.signal.then(() => calls.push('waiting'));
    queue.shift()?.();
    // No microtask has run: the island hydrates in this very task.
    expect(calls).toEqual(['waiting']);
    turn.signal.then(() => calls.push('late'));
    expect(calls).toEqual(['waiting', 'late']);
  });

  it('reports how many islands are still waiting to hydrate', () => {
    const turns = createTurnQueue(() => undefined);
    const seen: number[] = [];
    const unsubscribe = turns.subscribe((pending) => seen.push(pending));
    turns.take();
    turns.take();
    turns.finish();
    turns.finish();
    unsubscribe();
    turns.take();
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});
