import type http from 'node:http';
import { DatabaseUnavailableError } from '../db/types';
import type { Logger } from '../log';
import type { PaymentGateway } from '../payments/gateway';
import type { PaymentJobDependencies } from '../payments/services';
import { storeWebhookEvent } from '../payments/webhookEvents';
import { readBody } from './readBody';

/**
 * `POST /v1/payments/paystack/webhook`: the gateway's signed events (docs/payments.md says what ops register).
 * The signature is checked on the exact raw body (the adapter's `readWebhook`, HMAC-SHA512 in constant
 * time); a missing or wrong one is 401 with one log line and nothing stored. A signed event is stored with
 * its job in one transaction and answered 200 at once: the job does the work (payments/webhookEvents.ts).
 * A database that cannot take it now is 503, which the gateway retries.
 */
export const PAYSTACK_WEBHOOK_PATH = '/v1/payments/paystack/webhook';

/** Paystack's events are small; this is generous. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export interface PaymentWebhookOptions {
  gateway: PaymentGateway;
  deps: Pick<PaymentJobDependencies, 'db' | 'queue'>;
  log: Logger;
}

export async function servePaymentWebhook(req: http.IncomingMessage, res: http.ServerResponse, options: PaymentWebhookOptions): Promise<void> {
  const reply = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  const raw = await readBody(req, MAX_WEBHOOK_BYTES);
  if (raw === undefined) {
    reply(413, { message: 'request body too large' });
    return;
  }
  const header = req.headers['x-paystack-signature'];
  const event = options.gateway.readWebhook(raw, typeof header === 'string' ? header : undefined);
  if (event === null) {
    options.log.warn(`payment webhook refused: ${header === undefined ? 'no' : 'a wrong'} signature (${String(raw.length)} bytes)`);
    reply(401, { message: 'invalid signature' });
    return;
  }
  try {
    await storeWebhookEvent(options.deps, options.gateway.name, raw, event);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      reply(503, { message: 'try again later' });
      return;
    }
    throw error;
  }
  reply(200, { received: true });
}
