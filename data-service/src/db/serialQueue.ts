import { DatabaseUnavailableError } from './types';

/**
 * Runs async tasks one at a time, in arrival order (PGlite has one connection). With `maxWaitMs`, a
 * bounded task never waits longer than that for its turn: it is refused at once when the tasks ahead
 * are expected to take longer (their number times the recent average run time of tasks that had others
 * waiting behind them), and refused without running when its turn comes too late — either way with
 * `database-busy`, so the caller answers quickly instead of keeping a phone waiting. Unbounded tasks
 * (closing the database) always wait their turn.
 */
export interface SerialQueueOptions {
  /** Longest a bounded task may wait for its turn, in ms; unbounded when absent. */
  maxWaitMs?: number;
  /** Told of every refusal (the outage log); the caller still gets the error. */
  onRefused?: (error: DatabaseUnavailableError) => void;
}

// Each finished task moves the average run time a tenth of the way towards its own.
const AVERAGE_WEIGHT = 0.1;

export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  /** Tasks queued or running. */
  private pending = 0;
  /** Of tasks that had others waiting; unknown until one has run. */
  private averageRunMs: number | undefined;

  constructor(private readonly options: SerialQueueOptions = {}) {}

  /** Runs `task` after every task queued before it; `bounded: false` exempts it from `maxWaitMs`. */
  run<T>(task: () => Promise<T>, { bounded = true }: { bounded?: boolean } = {}): Promise<T> {
    const maxWaitMs = bounded ? this.options.maxWaitMs : undefined;
    if (maxWaitMs !== undefined) {
      const expectedWaitMs = this.pending * (this.averageRunMs ?? 0);
      if (expectedWaitMs > maxWaitMs) {
        return Promise.reject(this.refuse(`${this.pending} calls are ahead, about ${Math.round(expectedWaitMs)} ms of work`, expectedWaitMs));
      }
    }
    const queuedAtMs = Date.now();
    // A task with nothing ahead of it is never refused: a late turn then is the event loop's lag (startup), not a queue.
    const behindOthers = this.pending > 0;
    this.pending += 1;
    const turn = async () => {
      try {
        // PGlite answers in microtasks alone: tasks run back to back would keep the event loop from reading
        // the requests waiting on their sockets, which would then wait unseen, out of the bound's reach.
        await new Promise((resolve) => setImmediate(resolve));
        const waitedMs = Date.now() - queuedAtMs;
        if (maxWaitMs !== undefined && behindOthers && waitedMs > maxWaitMs) throw this.refuse(`a call waited ${waitedMs} ms for its turn`, 0);
        const startedAtMs = Date.now();
        // Only a task others waited for predicts a wait: one that ran alone (a migration at startup) made nobody wait.
        const contended = this.pending > 1;
        try {
          return await task();
        } finally {
          if (contended) this.learn(Date.now() - startedAtMs);
        }
      } finally {
        this.pending -= 1;
      }
    };
    const result = this.tail.then(turn, turn);
    // The queue moves on whether the task succeeded or not; the caller still sees the rejection.
    this.tail = result.catch(() => undefined);
    return result;
  }

  private learn(runMs: number): void {
    this.averageRunMs = this.averageRunMs === undefined ? runMs : this.averageRunMs + AVERAGE_WEIGHT * (runMs - this.averageRunMs);
  }

  private refuse(reason: string, expectedWaitMs: number): DatabaseUnavailableError {
    const retryAfterSeconds = Math.max(1, Math.ceil(expectedWaitMs / 1000));
    const error = new DatabaseUnavailableError('database-busy', `${reason}, more than the ${this.options.maxWaitMs} ms allowed`, retryAfterSeconds);
    this.options.onRefused?.(error);
    return error;
  }
}
