import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseBody, readBody, readKobo, redirect, sendJson } from './httpHelpers';
import { transactionData } from './shapes';
import { defaultSwitches, StandInError, type StandInActions, type StandInSwitches } from './standInActions';
import type { StandInStore } from './store';
import { isCardOutcome } from './testCards';
import type { StandInEvent, WebhookSender } from './webhookSender';

/**
 * `/__standin/…`: not Paystack's API. What a test or a demo does to the world around Paystack: money
 * arrives, a phone approves, a refund ends, an event is sent again, the network misbehaves (switches).
 * JSON in and out; the dashboard's forms post here too and are sent back to `/`.
 */

export interface ControlContext {
  store: StandInStore;
  actions: StandInActions;
  webhooks: WebhookSender;
  switches: StandInSwitches;
  requests: unknown[];
}

export const CONTROL_PREFIX = '/__standin/';

export async function handleControl(ctx: ControlContext, request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
  const isForm = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
  const body = request.method === 'POST' ? (parseBody(request, await readBody(request)) ?? {}) : {};
  const answer = (result: unknown) => (isForm ? redirect(response, '/') : sendJson(response, 200, result));
  const route = pathname.slice(CONTROL_PREFIX.length);
  let match: RegExpMatchArray | null;

  if (request.method === 'GET' && route === 'state') return sendJson(response, 200, snapshot(ctx));
  if (request.method !== 'POST') throw new StandInError(405, 'Control calls are POST (GET /__standin/state reads)');

  if (route === 'transfers') {
    const amount = readKobo(body.amountKobo ?? body.amount_kobo);
    if (typeof body.accountNumber !== 'string' && typeof body.account_number !== 'string') throw new StandInError(400, 'accountNumber is required');
    if (amount === null) throw new StandInError(400, 'amountKobo must be a whole number of kobo above 0');
    const accountNumber = String(body.accountNumber ?? body.account_number);
    const result = ctx.actions.transferInto(accountNumber, amount, typeof body.senderName === 'string' ? body.senderName : undefined);
    return answer('rejected' in result ? result : { transaction: transactionData(ctx.store, result) });
  }
  if ((match = route.match(/^transactions\/([^/]+)\/settle$/))) {
    const outcome = body.outcome ?? 'success';
    if (!isCardOutcome(outcome)) throw new StandInError(400, 'outcome must be success, declined or insufficient_funds');
    const transaction = ctx.actions.settle(decodeURIComponent(match[1]), outcome);
    return answer({ transaction: transactionData(ctx.store, transaction) });
  }
  if ((match = route.match(/^ussd\/([^/]+)\/approve$/))) {
    const transaction = ctx.actions.settle(decodeURIComponent(match[1]), 'success');
    return answer({ transaction: transactionData(ctx.store, transaction) });
  }
  if ((match = route.match(/^refunds\/(\d+)\/(process|fail)$/))) {
    const refund = ctx.actions.finishRefund(Number(match[1]), match[2] === 'process' ? 'processed' : 'failed');
    return answer({ refund });
  }
  if ((match = route.match(/^dedicated-accounts\/(\d+)\/assigned$/))) {
    ctx.actions.dedicatedAccountAssigned(match[1]);
    return answer({ sent: 'dedicatedaccount.assign.success' });
  }
  if ((match = route.match(/^events\/(\d+)\/resend$/))) {
    const event = ctx.webhooks.resend(Number(match[1]));
    if (!event) throw new StandInError(404, `No event ${match[1]}`);
    return answer({ event: eventSummary(event) });
  }
  if (route === 'webhooks/release') return answer({ released: ctx.webhooks.release() });
  if (route === 'switches') {
    const released = setSwitches(ctx, body, isForm);
    return answer({ switches: ctx.switches, released });
  }
  if (route === 'reset') {
    ctx.store.reset();
    ctx.webhooks.reset();
    ctx.requests.length = 0;
    Object.assign(ctx.switches, defaultSwitches());
    return answer({ reset: true });
  }
  throw new StandInError(404, `Unknown control call ${pathname}`);
}

/** Applies the switches given; switching reordering off delivers what was held. Form checkboxes absent mean off. */
function setSwitches(ctx: ControlContext, body: Record<string, unknown>, isForm: boolean): number {
  const flag = (name: 'dropWebhooks' | 'duplicateWebhooks' | 'reorderWebhooks') => {
    if (isForm) return body[name] === 'on' || body[name] === 'true';
    return body[name] === undefined ? ctx.switches[name] : body[name] === true || body[name] === 'true';
  };
  const number = (name: 'slowMs' | 'failNext' | 'loseNextAnswer') => {
    const value = body[name];
    if (value === undefined || value === '') return ctx.switches[name];
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new StandInError(400, `${name} must be a whole number, 0 or more`);
    return parsed;
  };
  const wasReordering = ctx.switches.reorderWebhooks;
  const outcome = body.chargeAuthorizationOutcome;
  Object.assign(ctx.switches, {
    slowMs: number('slowMs'),
    failNext: number('failNext'),
    loseNextAnswer: number('loseNextAnswer'),
    dropWebhooks: flag('dropWebhooks'),
    duplicateWebhooks: flag('duplicateWebhooks'),
    reorderWebhooks: flag('reorderWebhooks'),
    chargeAuthorizationOutcome:
      outcome === 'success' || outcome === 'declined' || outcome === 'insufficient_funds' ? outcome : ctx.switches.chargeAuthorizationOutcome,
  });
  return wasReordering && !ctx.switches.reorderWebhooks ? ctx.webhooks.release() : 0;
}

function eventSummary(event: Pick<StandInEvent, 'id' | 'event' | 'state' | 'attempts' | 'createdAt'>) {
  return { id: event.id, event: event.event, state: event.state, attempts: event.attempts, createdAt: event.createdAt };
}

export function snapshot(ctx: ControlContext) {
  return {
    switches: ctx.switches,
    transactions: [...ctx.store.transactions.values()],
    customers: [...ctx.store.customers.values()],
    dedicatedAccounts: [...ctx.store.dedicatedAccounts.values()],
    refunds: [...ctx.store.refunds.values()],
    events: ctx.webhooks.events.map(eventSummary),
  };
}
