import { createHmac } from 'node:crypto';
import { SIGNATURE_HEADER } from './constants';

/**
 * Sends signed events to the configured webhook URL as Paystack does: POST, JSON, `x-paystack-signature`,
 * and again later (Paystack's schedule) until our side answers 200. The switches break delivery the ways
 * the real network can: lost, twice, out of order.
 */

export interface WebhookSwitches {
  /** Record each event but never send it (a lost webhook). */
  dropWebhooks: boolean;
  /** Send each event twice. */
  duplicateWebhooks: boolean;
  /** Hold events; releasing them (or switching this off) sends them newest first. */
  reorderWebhooks: boolean;
}

export interface DeliveryAttempt {
  at: string;
  /** The HTTP status our side answered, or why there was none. */
  result: number | string;
}

export interface StandInEvent {
  id: number;
  event: string;
  /** The exact bytes signed and sent. */
  body: string;
  createdAt: string;
  state: 'sending' | 'delivered' | 'retrying' | 'dropped' | 'held' | 'given-up';
  attempts: DeliveryAttempt[];
}

export interface WebhookSenderOptions {
  url: string;
  secretKey: string;
  retryDelaysMs: readonly number[];
  /** How long our side may take to answer one delivery. */
  timeoutMs: number;
  switches: WebhookSwitches;
  log: (line: string) => void;
}

export function signPaystackBody(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

export class WebhookSender {
  readonly events: StandInEvent[] = [];
  private nextId = 1;
  private timers = new Set<NodeJS.Timeout>();
  private inFlight = new Set<Promise<void>>();
  private held: StandInEvent[] = [];
  private stopped = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  /** Records a new event and delivers it as the switches say. */
  emit(event: string, data: unknown): StandInEvent {
    const record: StandInEvent = {
      id: this.nextId++,
      event,
      body: JSON.stringify({ event, data }),
      createdAt: new Date().toISOString(),
      state: 'sending',
      attempts: [],
    };
    this.events.push(record);
    const { switches } = this.options;
    if (switches.dropWebhooks) {
      record.state = 'dropped';
      this.options.log(`webhook ${record.id} ${event}: dropped (switch)`);
    } else if (switches.reorderWebhooks) {
      record.state = 'held';
      this.held.push(record);
      this.options.log(`webhook ${record.id} ${event}: held (switch)`);
    } else {
      this.deliver(record);
    }
    return record;
  }

  /** Sends an event again, whatever became of it (the dashboard's "re-send"). */
  resend(id: number): StandInEvent | undefined {
    const record = this.events.find((candidate) => candidate.id === id);
    if (!record) return undefined;
    this.held = this.held.filter((candidate) => candidate !== record);
    this.attempt(record, 0);
    return record;
  }

  /** Sends the held events, newest first. */
  release(): number {
    const held = this.held.reverse();
    this.held = [];
    for (const record of held) this.deliver(record);
    return held.length;
  }

  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.events.length = 0;
    this.held = [];
  }

  /** Resolves once no delivery is under way (tests wait on it). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.settled();
  }

  private deliver(record: StandInEvent): void {
    this.attempt(record, 0);
    if (this.options.switches.duplicateWebhooks) this.attempt(record, 0, true);
  }

  private attempt(record: StandInEvent, retry: number, duplicate = false): void {
    if (this.stopped) return;
    record.state = 'sending';
    const delivery = this.post(record).then((result) => {
      record.attempts.push({ at: new Date().toISOString(), result });
      if (result === 200) {
        record.state = 'delivered';
        return;
      }
      // Only the first copy of a duplicated send retries, so the copies do not multiply.
      if (duplicate) return;
      const delay = this.options.retryDelaysMs[retry];
      if (delay === undefined || this.stopped) {
        record.state = 'given-up';
        this.options.log(`webhook ${record.id} ${record.event}: gave up after ${record.attempts.length} attempts (last: ${result})`);
        return;
      }
      record.state = 'retrying';
      this.options.log(`webhook ${record.id} ${record.event}: answered ${result}; again in ${delay} ms`);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.attempt(record, retry + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    });
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async post(record: StandInEvent): Promise<number | string> {
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPaystackBody(record.body, this.options.secretKey) },
        body: record.body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      return typeof code === 'string' ? code : error instanceof Error ? error.name : 'failed';
    }
  }
}
