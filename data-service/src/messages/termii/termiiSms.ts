import { Agent, request } from 'undici';
import type { Logger } from '../../log';
import { SmsProviderUnavailableError, SmsRefusedError, type SmsProvider } from '../smsProvider';
import { readTermiiReport, isTermiiSignatureValid } from './termiiReport';

/**
 * Termii's "Send message" (developers.termii.com/messaging-api): `POST {base URL}/api/sms/send`, JSON with
 * `api_key`, `to` (international format, digits only), `from` (the registered sender ID), `sms`, `type`
 * and `channel`; answered `{"code":"ok","message_id":"…","message":"Successfully Sent","balance":…,"user":"…"}`.
 * Every account has its own base URL (on Termii's dashboard); the stand-in's locally.
 *
 * Our messages are transactional (receipts, payment links, codes), so they go by the `dnd` route: Termii
 * says the `generic` route is "strictly for promotional messages" and is held back at night on MTN lines.
 *
 * Nothing is retried here: Termii takes no idempotency key, so a send that got no answer may have gone out,
 * and only the job queue decides to try again (messages/sendMessage.ts says what that costs).
 */

export interface TermiiOptions {
  /** `TERMII_BASE_URL`: the account's base URL, or the stand-in's. */
  baseUrl: string;
  /** `TERMII_API_KEY`: sent in each request's body, as Termii's API asks. */
  apiKey: string;
  /** `TERMII_SECRET_KEY`: what Termii signs its delivery reports with. */
  secretKey: string;
  /** Longest wait for a connection, the answer's headers and each chunk of its body (ms). */
  timeoutMs: number;
  log: Logger;
}

/** Termii's route for transactional messages (see above). */
export const TERMII_CHANNEL = 'dnd';

// GSM-7's basic set: a text with anything else is sent as `unicode` (70 characters a page, not 160).
const GSM_BASIC = /^[A-Za-z0-9 \n\r@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

/** `+2348031234567` as Termii writes numbers: `2348031234567`. */
export function termiiNumber(e164: string): string {
  return e164.replace(/^\+/, '');
}

export function createTermiiSms(options: TermiiOptions): SmsProvider & { close(): Promise<void> } {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const agent = new Agent({ connect: { timeout: options.timeoutMs }, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs });

  return {
    name: 'termii',

    async send(sms) {
      const started = Date.now();
      const body = {
        api_key: options.apiKey,
        to: termiiNumber(sms.to),
        from: sms.from,
        sms: sms.text,
        type: GSM_BASIC.test(sms.text) ? 'plain' : 'unicode',
        channel: TERMII_CHANNEL,
      };
      let status: number;
      let text: string;
      try {
        const response = await request(`${baseUrl}/api/sms/send`, {
          dispatcher: agent,
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        });
        status = response.statusCode;
        text = await response.body.text();
      } catch (error) {
        options.log.warn(`termii send: no answer after ${Date.now() - started} ms (${error instanceof Error ? error.message : String(error)})`);
        throw new SmsProviderUnavailableError('Termii did not answer', { cause: error });
      }
      // Neither the number nor the text is logged (personal data); the key travels in the body, never logged either.
      options.log.info(`termii send: HTTP ${status} in ${Date.now() - started} ms`);
      if (status === 429 || status >= 500) throw new SmsProviderUnavailableError(`Termii answered HTTP ${status}`);
      const answer = parseAnswer(text);
      if (status !== 200 || answer === null) {
        if (status === 401 || status === 403) options.log.error('termii send: the API key was refused; check TERMII_API_KEY');
        throw new SmsRefusedError(refusalWords(status, answer?.message), status);
      }
      const reference = answer.messageId;
      if (reference === null) throw new SmsRefusedError(refusalWords(status, answer.message), status);
      return { reference };
    },

    readReport(rawBody, signature) {
      if (!isTermiiSignatureValid(rawBody, signature, options.secretKey)) return null;
      return readTermiiReport(rawBody);
    },

    close: () => agent.close(),
  };
}

/** Termii's answer: its message id (`message_id_str` where given: the id is longer than a JSON number holds) and its words. */
function parseAnswer(text: string): { messageId: string | null; message: string | undefined } | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const id = [fields.message_id_str, fields.message_id].find((value): value is string => typeof value === 'string' && /^[0-9A-Za-z-]{1,64}$/.test(value));
  return { messageId: id ?? null, message: typeof fields.message === 'string' ? fields.message : undefined };
}

/** Why Termii did not take a message, for the message's record (its words are short, and name no customer). */
function refusalWords(status: number, message: string | undefined): string {
  const words = message?.replace(/\s+/g, ' ').trim().slice(0, 160);
  return words ? `Termii refused the message (HTTP ${status}): ${words}` : `Termii refused the message (HTTP ${status})`;
}
