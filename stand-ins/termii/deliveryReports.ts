import { createHmac, randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER } from './constants';
import type { DeliveryReport, StoredMessage } from './store';

/**
 * Termii's delivery reports ("Events and Reports"): some time after a send, a POST of the documented
 * "Webhook Notification Data" to the report URL, signed in `X-Termii-Signature`, and again later (our
 * schedule: Termii documents none) until our side answers 2xx. Every attempt is kept on the report.
 */

export interface DeliveryReportsOptions {
  url: string;
  secretKey: string;
  /** From the send to the report. */
  delayMs: number;
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  log: (line: string) => void;
}

/**
 * Termii: "a HMAC SHA512 signature of the event payload signed with your secret key". It does not say hex
 * or base64; the stand-in signs the exact raw body and writes the digest in lowercase hex.
 */
export function signTermiiBody(rawBody: string | Buffer, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

const WAT_OFFSET_MS = 60 * 60_000;

/**
 * `sent_at` as Termii's example writes it ("2020-12-16 11:34:36"). No time zone is documented: Lagos time
 * (WAT, UTC+1, no daylight saving) is our guess for a Lagos company, so a reader must not assume UTC.
 */
export function termiiTime(iso: string): string {
  return new Date(Date.parse(iso) + WAT_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The documented fields, in the documented order. Termii's 2020 example also has `command: "deliver"` and
 * no `id`; the current field table lists `id` and no `command`, and the table is what this follows.
 */
function reportBody(message: StoredMessage, id: string, status: string): string {
  return JSON.stringify({
    type: 'outbound',
    id,
    message_id: message.id,
    receiver: message.to,
    sender: message.from,
    message: message.sms,
    sent_at: termiiTime(message.receivedAt),
    cost: message.cost,
    status,
    channel: message.channel,
  });
}

const isSuccess = (answer: number | string) => typeof answer === 'number' && answer >= 200 && answer < 300;

export class DeliveryReports {
  private timers = new Set<NodeJS.Timeout>();
  private inFlight = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private aborter = new AbortController();
  /** Bumped by a reset: an attempt that answers afterwards belongs to a scenario that is over. */
  private generation = 0;
  private stopped = false;

  constructor(private readonly options: DeliveryReportsOptions) {}

  /** After the delay the handset "answers": the message takes `status` and its report is sent. */
  schedule(message: StoredMessage, status: string): void {
    this.later(this.options.delayMs, () => {
      message.status = status;
      const id = randomUUID();
      const report: DeliveryReport = { id, status, body: reportBody(message, id, status), state: 'sending', attempts: [] };
      message.reports.push(report);
      this.attempt(report, 0);
    });
  }

  /** Resolves once no report is waiting for its time, under way, or waiting to be retried (tests wait on it). */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Forgets every report not yet sent or retried, and abandons those under way. */
  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.generation += 1;
    this.aborter.abort();
    this.aborter = new AbortController();
    this.wakeIfIdle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reset();
    await this.settled();
  }

  private later(delayMs: number, run: () => void): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
      this.wakeIfIdle();
    }, delayMs);
    // A forgotten stop() must not keep a test process alive for minutes of retries.
    timer.unref();
    this.timers.add(timer);
  }

  private attempt(report: DeliveryReport, retry: number): void {
    const generation = this.generation;
    report.state = 'sending';
    const delivery = this.post(report).then((answer) => {
      if (generation !== this.generation) return;
      report.attempts.push({ at: new Date().toISOString(), answer });
      if (isSuccess(answer)) {
        report.state = 'delivered';
        return;
      }
      const delay = this.options.retryDelaysMs[retry];
      if (delay === undefined) {
        report.state = 'given-up';
        this.options.log(`report ${report.id}: gave up after ${report.attempts.length} attempts (last: ${answer})`);
        return;
      }
      report.state = 'retrying';
      this.options.log(`report ${report.id}: answered ${answer}; again in ${delay} ms`);
      this.later(delay, () => this.attempt(report, retry + 1));
    });
    this.inFlight.add(delivery);
    void delivery.finally(() => {
      this.inFlight.delete(delivery);
      this.wakeIfIdle();
    });
  }

  private async post(report: DeliveryReport): Promise<number | string> {
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signTermiiBody(report.body, this.options.secretKey) },
        body: report.body,
        signal: AbortSignal.any([this.aborter.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    } catch (error) {
      // fetch's own error only says "fetch failed": the cause says why (ECONNREFUSED, "bad port").
      const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
      if (typeof cause?.code === 'string') return cause.code;
      if (typeof cause?.message === 'string') return cause.message;
      return error instanceof Error ? error.name : 'failed';
    }
  }

  private isIdle(): boolean {
    return this.timers.size === 0 && this.inFlight.size === 0;
  }

  private wakeIfIdle(): void {
    if (this.isIdle()) for (const wake of this.idleWaiters.splice(0)) wake();
  }
}
