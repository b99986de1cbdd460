import type { IncomingMessage, ServerResponse } from 'node:http';
import { STAND_IN_USER } from './constants';
import type { DeliveryReports } from './deliveryReports';
import { readBody, readJsonObject, refuse, sendJson } from './httpHelpers';
import { REPORT_STATUS } from './outcomes';
import { readSmsRequest } from './smsRequest';
import type { MessageStore } from './store';

/** Termii's Messaging API, the part we use: `POST /api/sms/send` (developers.termii.com/messaging-api). */

export const SEND_SMS_PATH = '/api/sms/send';

export interface SmsApiContext {
  store: MessageStore;
  reports: DeliveryReports;
  apiKey: string;
  log: (line: string) => void;
}

/** Words for a status the fail-next switch forces, from Termii's status table and its "Common Errors". */
const FORCED_WORDS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable entity',
  429: 'Too Many Requests',
};
const forcedWords = (status: number) => FORCED_WORDS[status] ?? (status >= 500 ? 'Service temporarily unavailable' : 'Request refused');

export async function handleSendSms(ctx: SmsApiContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') return refuse(response, 405, 'Method not allowed', { allow: 'POST' });
  const raw = await readBody(request);

  // Termii down answers before it looks at the key or the body.
  const forced = ctx.store.takeFailNext();
  if (forced !== null) {
    ctx.log(`send: answered ${forced} (fail-next)`);
    return refuse(response, forced, forcedWords(forced));
  }

  const body = readJsonObject(raw);
  if (!body) return refuse(response, 400, 'The body must be a JSON object');
  // Termii authenticates by the key in the body: "API calls are authenticated by including your API key in the body".
  if (body.api_key !== ctx.apiKey) return refuse(response, 401, 'Invalid API key');
  const sms = readSmsRequest(body);
  if (typeof sms === 'string') return refuse(response, 400, sms);
  if (sms.recipients.some((to) => ctx.store.outcomeFor(to) === 'unavailable')) {
    ctx.log(`send to ${sms.recipients.join(', ')}: answered 503 (number set unavailable)`);
    return refuse(response, 503, 'Service temporarily unavailable');
  }

  const { messageId, messages } = ctx.store.record(sms);
  for (const message of messages) {
    const outcome = ctx.store.outcomeFor(message.to);
    // An unavailable number was refused above; the check only narrows the type.
    if (outcome !== 'unavailable') ctx.reports.schedule(message, REPORT_STATUS[outcome]);
  }
  ctx.log(`send ${messageId} to ${sms.recipients.join(', ')}: ${messages[0].pages} page(s), ${sms.channel}`);
  // The current docs' "Sample Response - 200 OK": code, balance, message_id, message, user, message_id_str.
  sendJson(response, 200, {
    code: 'ok',
    balance: ctx.store.balance(),
    message_id: messageId,
    message: 'Successfully Sent',
    user: STAND_IN_USER,
    message_id_str: messageId,
  });
}
