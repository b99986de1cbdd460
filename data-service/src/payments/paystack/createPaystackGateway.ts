import type { Logger } from '../../log';
import { GatewayRefusedError, GatewayUnavailableError, type GatewayEvent, type PaymentGateway } from '../gateway';
import { CHARGE_AUTHORIZATION_PATH, chargeAuthorizationBody } from './chargeAuthorization';
import {
  CHARGE_PATH,
  chargeOutcome,
  toTransferInstructions,
  transferChargeAnswer,
  transferChargeBody,
  ussdChargeAnswer,
  ussdChargeBody,
} from './chargeByChannel';
import { CUSTOMER_PATH, customerAnswer, customerBody } from './createCustomer';
import { REFUND_PATH, refundAnswer, refundBody } from './createRefund';
import { DEDICATED_ACCOUNT_PATH, dedicatedAccountAnswer, dedicatedAccountBody } from './dedicatedAccount';
import { INITIALIZE_PATH, checkout, initializeBody } from './initializeTransaction';
import { REFUND_LIST_MAX_PAGES, refundListPage, refundListPath, refundOnPage } from './listRefunds';
import { createPaystackHttp, type PaystackHttp } from './paystackHttp';
import { readAnswer } from './readAnswer';
import { gatewayTransaction } from './transactionAnswer';
import { isReferenceNotFound, verifyPath } from './verifyTransaction';
import { isPaystackSignatureValid } from './webhookSignature';
import { readPaystackEvent } from './webhookEvent';

export interface PaystackGatewayOptions {
  secretKey: string;
  /** `https://api.paystack.co` in production; the stand-in's URL in development and tests. */
  baseUrl: string;
  /** Per attempt: connecting, the answer's headers, each gap in its body. Default 10 s. */
  timeoutMs?: number;
  /** Further tries of a call safe to repeat. Default 2. */
  retries?: number;
  /** `preferred_bank` of dedicated accounts (Paystack's provider slug); unset → Paystack's choice. */
  dedicatedAccountBank?: string;
  log: Logger;
}

// Events whose data we read: one of them we could not read is worth a warning, not just a note.
const ACTED_ON_EVENTS = /^(charge\.(success|failed)|refund\.|dedicated_?account\.assign\.)/;

export const DEFAULT_PAYSTACK_TIMEOUT_MS = 10_000;
export const DEFAULT_PAYSTACK_RETRIES = 2;

export type PaystackGateway = PaymentGateway & { close(): Promise<void> };

/**
 * Paystack behind our PaymentGateway. Which calls are retried after a lost answer: verify (a GET),
 * initialize, the two charges and charge_authorization (each carries our reference: a second try that finds
 * the first arrived is refused `duplicate_reference`, and the caller verifies), customer (Paystack
 * answers an existing e-mail with that customer) and list refunds (a GET). Not retried: refund and
 * dedicated_account, where a second try could act twice; their caller learns the outcome from webhooks or a
 * later call (a refund's: `findRefund`, before it is asked again).
 */
export function createPaystackGateway(options: PaystackGatewayOptions): PaystackGateway {
  const http: PaystackHttp = createPaystackHttp({
    secretKey: options.secretKey,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_PAYSTACK_TIMEOUT_MS,
    retries: options.retries ?? DEFAULT_PAYSTACK_RETRIES,
    log: options.log,
  });

  /** A charge answered with another status than the one that gives instructions: refused in Paystack's words. */
  function refusedCharge(data: unknown, httpStatus: number): GatewayRefusedError {
    const outcome = chargeOutcome.safeParse(data);
    const words = outcome.success ? (outcome.data.message ?? outcome.data.gateway_response ?? outcome.data.status) : undefined;
    return new GatewayRefusedError(words || 'Charge not attempted', httpStatus);
  }

  return {
    name: 'paystack',

    async initializeCheckout(request) {
      const answer = await http.send({ operation: 'initialize', method: 'POST', path: INITIALIZE_PATH, body: initializeBody(request), retry: true });
      return readAnswer(checkout, answer.data, 'initialize');
    },

    async chargeByTransfer(request) {
      const answer = await http.send({ operation: 'charge bank_transfer', method: 'POST', path: CHARGE_PATH, body: transferChargeBody(request), retry: true });
      const opened = transferChargeAnswer.safeParse(answer.data);
      if (!opened.success) throw refusedCharge(answer.data, answer.httpStatus);
      return toTransferInstructions(opened.data, request.amountKobo);
    },

    async chargeByUssd(request) {
      const answer = await http.send({ operation: 'charge ussd', method: 'POST', path: CHARGE_PATH, body: ussdChargeBody(request), retry: true });
      const opened = ussdChargeAnswer.safeParse(answer.data);
      if (!opened.success) throw refusedCharge(answer.data, answer.httpStatus);
      return opened.data;
    },

    async verify(reference) {
      const answer = await http.sendAllowingRefusal({ operation: 'verify', method: 'GET', path: verifyPath(reference), retry: true });
      if (answer.refused) {
        if (isReferenceNotFound(answer.httpStatus, answer.message, answer.code)) return null;
        throw new GatewayRefusedError(answer.message, answer.httpStatus, answer.code);
      }
      return readAnswer(gatewayTransaction, answer.data, 'verify');
    },

    async chargeAuthorization(request) {
      const answer = await http.send({
        operation: 'charge_authorization',
        method: 'POST',
        path: CHARGE_AUTHORIZATION_PATH,
        body: chargeAuthorizationBody(request),
        retry: true,
      });
      return readAnswer(gatewayTransaction, answer.data, 'charge_authorization');
    },

    async createCustomer(request) {
      const answer = await http.send({ operation: 'customer', method: 'POST', path: CUSTOMER_PATH, body: customerBody(request), retry: true });
      return readAnswer(customerAnswer, answer.data, 'customer');
    },

    async assignDedicatedAccount(customerCode) {
      const answer = await http.send({
        operation: 'dedicated_account',
        method: 'POST',
        path: DEDICATED_ACCOUNT_PATH,
        body: dedicatedAccountBody(customerCode, options.dedicatedAccountBank),
        retry: false,
      });
      return readAnswer(dedicatedAccountAnswer, answer.data, 'dedicated_account');
    },

    async refund(request) {
      const answer = await http.send({ operation: 'refund', method: 'POST', path: REFUND_PATH, body: refundBody(request), retry: false });
      return readAnswer(refundAnswer, answer.data, 'refund');
    },

    async findRefund(lookup) {
      for (let page = 1; page <= REFUND_LIST_MAX_PAGES; page += 1) {
        const answer = await http.send({ operation: 'list refunds', method: 'GET', path: refundListPath(lookup.since, page), retry: true });
        const listed = readAnswer(refundListPage, { data: answer.data, meta: answer.meta }, 'list refunds');
        const found = refundOnPage(listed, lookup);
        if (found) return found;
        if (page >= listed.meta.pageCount || listed.data.length === 0) return null;
      }
      // Not seen in the pages read, but not all were read: asking again could refund twice.
      throw new GatewayUnavailableError(`Paystack lists more refunds since ${lookup.since.toISOString()} than the lookup reads: cannot tell whether refund ${lookup.ourRefundId} was made`);
    },

    readWebhook(rawBody, signature): GatewayEvent | null {
      try {
        if (!isPaystackSignatureValid(rawBody, signature, options.secretKey)) return null;
      } catch {
        return null;
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        options.log.warn('paystack webhook: signed, but its body is not JSON');
        return { kind: 'other', event: '' };
      }
      const event = readPaystackEvent(json);
      if (event.kind === 'other' && ACTED_ON_EVENTS.test(event.event)) {
        options.log.warn(`paystack webhook: ${event.event} signed, but its data could not be read; verify decides`);
      } else if (event.kind === 'other') {
        options.log.info(`paystack webhook: ${event.event || '(no event name)'} not acted on`);
      }
      return event;
    },

    close: () => http.close(),
  };
}
