import { randomInt } from 'node:crypto';
import { PAGE_COST_KOBO, STARTING_BALANCE_KOBO } from './constants';
import { Refusal } from './httpHelpers';
import { FIRST_STATUS, isRecipientOutcome, type RecipientOutcome } from './outcomes';
import { countSmsPages } from './smsPages';
import { isInternationalNumber, type SmsChannel, type SmsRequest, type SmsType } from './smsRequest';

/**
 * The stand-in's memory: every message "sent", the balance, and the switches a test sets. Gone when the
 * process stops, on purpose: every test and demo starts from nothing (`/__standin/reset` empties it too).
 */

export interface ReportAttempt {
  at: string;
  /** The HTTP status our side answered, or why there was none (`ECONNREFUSED`, `TimeoutError`). */
  answer: number | string;
}

export interface DeliveryReport {
  /** The report's `id` (a UUID): the same on every retry, as the body is sent again byte for byte. */
  id: string;
  status: string;
  /** The exact bytes signed and sent. */
  body: string;
  state: 'sending' | 'retrying' | 'delivered' | 'given-up';
  attempts: ReportAttempt[];
}

export interface StoredMessage {
  /** Termii's `message_id`: one per request, so every recipient of an array `to` shares it. */
  id: string;
  to: string;
  from: string;
  sms: string;
  type: SmsType;
  channel: SmsChannel;
  pages: number;
  /** What this recipient's copy cost, written as Termii's report writes it ("3.9"). */
  cost: string;
  receivedAt: string;
  /** `Message Sent` until the report goes out, then the report's status. */
  status: string;
  reports: DeliveryReport[];
}

export interface FailNextSwitch {
  count: number;
  status: number;
}

const nairaText = (kobo: number) => String(kobo / 100);

/** A 25-digit id like the current docs' example ("3017544054459083819856413"), never starting with 0. */
function newMessageId(): string {
  return String(randomInt(1, 10)) + Array.from({ length: 24 }, () => randomInt(0, 10)).join('');
}

export class MessageStore {
  /** Oldest first; read through messages(). */
  private stored: StoredMessage[] = [];
  private outcomes = new Map<string, RecipientOutcome>();
  private balanceKobo = STARTING_BALANCE_KOBO;
  failNext: FailNextSwitch = { count: 0, status: 503 };

  /** Newest first; only the messages to `to` when given. */
  messages(to?: string): StoredMessage[] {
    return this.stored.filter((message) => to === undefined || message.to === to).reverse();
  }

  outcomeFor(to: string): RecipientOutcome {
    return this.outcomes.get(to) ?? 'delivered';
  }

  /** What happens to messages to `to` sent from now on. */
  setOutcome(to: unknown, outcome: unknown): void {
    if (!isInternationalNumber(to)) throw new Refusal(400, 'to must be a phone number of 10 to 15 digits, without "+"');
    if (!isRecipientOutcome(outcome)) throw new Refusal(400, 'outcome must be delivered, failed, dnd, expired or unavailable');
    if (outcome === 'delivered') this.outcomes.delete(to);
    else this.outcomes.set(to, outcome);
  }

  /** The next `count` sends answer `status`, whatever the number. */
  setFailNext(count: unknown, status: unknown = 503): void {
    if (!Number.isInteger(count) || (count as number) < 0) throw new Refusal(400, 'count must be a whole number, 0 or more');
    if (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599) throw new Refusal(400, 'status must be an HTTP error status, 400 to 599');
    this.failNext = { count: count as number, status: status as number };
  }

  /** The status this send must answer, if the fail-next switch still has sends to fail. */
  takeFailNext(): number | null {
    if (this.failNext.count === 0) return null;
    this.failNext.count -= 1;
    return this.failNext.status;
  }

  /** Keeps one message per recipient under one new id, and charges every page. */
  record(request: SmsRequest): { messageId: string; messages: StoredMessage[] } {
    const messageId = newMessageId();
    const pages = countSmsPages(request.sms, request.type);
    const receivedAt = new Date().toISOString();
    const messages = request.recipients.map(
      (to): StoredMessage => ({
        id: messageId,
        to,
        from: request.from,
        sms: request.sms,
        type: request.type,
        channel: request.channel,
        pages,
        cost: nairaText(pages * PAGE_COST_KOBO),
        receivedAt,
        status: FIRST_STATUS,
        reports: [],
      }),
    );
    this.stored.push(...messages);
    this.balanceKobo -= pages * PAGE_COST_KOBO * messages.length;
    return { messageId, messages };
  }

  /** The balance as Termii's answer gives it: a number of naira (`1047.57`). */
  balance(): number {
    return this.balanceKobo / 100;
  }

  reset(): void {
    this.stored = [];
    this.outcomes.clear();
    this.balanceKobo = STARTING_BALANCE_KOBO;
    this.failNext = { count: 0, status: 503 };
  }
}
