import type { Logger } from '../log';
import type { DatabaseUnavailableError } from './types';

/**
 * One log line when the database stops serving and one when it serves again, however many calls fail in
 * between: ops see the outage and its length, not every request's refusal. An outage ends once calls
 * succeed and none has failed for a second (calls on connections that died with the old server fail just
 * after the first success on a new one: they are the same outage). With `probe`, a quiet database is
 * asked every second, so the end is logged when it comes rather than at the next request.
 */
export interface OutageLog {
  /** A call failed because the database is unavailable or busy: starts an outage, or counts one more refusal. */
  failed(error: DatabaseUnavailableError): void;
  /** A call got through to the database. */
  succeeded(): void;
  /** Stops the timer (the database is being closed). */
  close(): void;
}

const QUIET_MS = 1000;

interface Outage {
  code: DatabaseUnavailableError['code'];
  startedAtMs: number;
  failedCalls: number;
  lastFailureAtMs: number;
  /** The first success after the last failure, if any yet. */
  servedAtMs: number | undefined;
}

export function createOutageLog(log: Logger, description: string, probe?: () => Promise<unknown>): OutageLog {
  let outage: Outage | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const end = () => {
    if (!outage) return;
    const seconds = (((outage.servedAtMs ?? Date.now()) - outage.startedAtMs) / 1000).toFixed(1);
    const what = outage.code === 'database-busy' ? 'database no longer busy' : 'database available again';
    log.info(`${what} (${description}) after ${seconds} s; ${outage.failedCalls} database calls were refused meanwhile (503 ${outage.code})`);
    outage = undefined;
  };

  const succeeded = () => {
    if (!outage) return;
    outage.servedAtMs ??= Date.now();
    if (Date.now() - outage.lastFailureAtMs >= QUIET_MS) end();
  };

  /** A second after the last failure: over if calls got through since; else ask the database, if we may. */
  const check = () => {
    timer = undefined;
    if (!outage) return;
    if (outage.servedAtMs !== undefined) return end();
    probe?.().then(succeeded, schedule);
  };

  function schedule() {
    if (closed || !outage) return;
    clearTimeout(timer);
    timer = setTimeout(check, QUIET_MS);
    // The timer must never keep the process alive.
    timer.unref();
  }

  return {
    failed(error) {
      const now = Date.now();
      if (outage) {
        outage.failedCalls += 1;
      } else {
        outage = { code: error.code, startedAtMs: now, failedCalls: 1, lastFailureAtMs: now, servedAtMs: undefined };
        log.warn(`${error.message} (${description}); requests are answered 503 ${error.code} until it serves again`);
      }
      outage.lastFailureAtMs = now;
      outage.servedAtMs = undefined;
      schedule();
    },
    succeeded,
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
