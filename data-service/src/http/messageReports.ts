import type http from 'node:http';
import { DatabaseUnavailableError, type Database } from '../db/types';
import type { Logger } from '../log';
import { applyDeliveryReport } from '../messages/deliveryReports';
import type { SmsProvider } from '../messages/smsProvider';
import { TERMII_SIGNATURE_HEADER } from '../messages/termii/termiiReport';
import { readBody } from './readBody';

/**
 * `POST /v1/messages/termii/report`: Termii's delivery reports (its console's webhook; .env.example). The
 * signature is checked on the exact raw body (the adapter's `readReport`); a missing or wrong one is 401
 * with one log line and nothing believed. A report for a message not known yet (it came before the send's
 * own answer was stored) is 404, so the provider sends it again; a database that cannot take it now, 503.
 */
export const TERMII_REPORT_PATH = '/v1/messages/termii/report';

/** Reports are small; this is generous. */
const MAX_REPORT_BYTES = 64 * 1024;

export interface MessageReportOptions {
  sms: SmsProvider;
  db: Database;
  log: Logger;
}

export async function serveMessageReport(req: http.IncomingMessage, res: http.ServerResponse, options: MessageReportOptions): Promise<void> {
  const reply = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  const raw = await readBody(req, MAX_REPORT_BYTES);
  if (raw === undefined) {
    reply(413, { message: 'request body too large' });
    return;
  }
  const header = req.headers[TERMII_SIGNATURE_HEADER];
  const report = options.sms.readReport(raw, typeof header === 'string' ? header : undefined);
  if (report === null) {
    options.log.warn(`message report refused: ${header === undefined ? 'no' : 'a wrong'} signature, or not a report (${String(raw.length)} bytes)`);
    reply(401, { message: 'invalid signature' });
    return;
  }
  let known: boolean;
  try {
    known = await options.db.transaction((tx) => applyDeliveryReport(tx, options.sms.name, report));
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      reply(503, { message: 'try again later' });
      return;
    }
    throw error;
  }
  if (!known) {
    reply(404, { message: 'no such message yet' });
    return;
  }
  reply(200, { received: true });
}
