import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  REPORT_TIMEOUT_MS,
  TERMII_REPORT_DELAY_MS,
  TERMII_REPORT_RETRY_DELAYS_MS,
  TERMII_STAND_IN_API_KEY,
  TERMII_STAND_IN_PORT,
  TERMII_STAND_IN_REPORT_URL,
  TERMII_STAND_IN_SECRET_KEY,
} from './constants';
import { CONTROL_PREFIX, handleControl } from './controlApi';
import { DeliveryReports } from './deliveryReports';
import { refuse, Refusal, sendHtml, sendJson } from './httpHelpers';
import { messagesPage } from './messagesPage';
import type { RecipientOutcome } from './outcomes';
import { handleSendSms, SEND_SMS_PATH } from './smsApi';
import { MessageStore, type StoredMessage } from './store';

export interface TermiiStandInOptions {
  /** 0 picks a free port (tests). Default 8091. */
  port?: number;
  host?: string;
  /** The `api_key` it accepts. Default: the public stand-in key. */
  apiKey?: string;
  /** The key it signs delivery reports with. Default: the public stand-in secret. */
  secretKey?: string;
  /** Where it sends delivery reports. Default: the data service's report route in development. */
  reportUrl?: string;
  /** From a send to its delivery report. Default 1000 ms; tests pass 0 or a few ms. */
  reportDelayMs?: number;
  /** Delays between attempts of a report not answered 2xx. Default 5 s, 30 s, 2 min. */
  reportRetryDelaysMs?: readonly number[];
  /** One line per send and per report retry; silent by default. */
  log?: (line: string) => void;
}

export interface TermiiStandIn {
  /** `http://127.0.0.1:<port>`: Termii's base URL for the adapter, and the "Messages sent" page. */
  url: string;
  apiKey: string;
  secretKey: string;
  /** Every message "sent", newest first (one per recipient). */
  messages(): StoredMessage[];
  /** What happens to messages to `to` sent from now on (as `POST /__standin/outcomes`). */
  setOutcome(to: string, outcome: RecipientOutcome): void;
  /** The next `count` sends answer `status` (default 503), whatever the number. */
  failNext(count: number, status?: number): void;
  /** Forgets messages, pending reports and switches; refills the balance. */
  reset(): void;
  /** Resolves once no delivery report is waiting, under way or waiting for a retry. */
  settled(): Promise<void>;
  /** Stops listening and cancels every pending report, so a test process can exit. */
  stop(): Promise<void>;
}

/** Starts the stand-in; resolves once it listens. */
export async function startTermiiStandIn(options: TermiiStandInOptions = {}): Promise<TermiiStandIn> {
  const apiKey = options.apiKey ?? TERMII_STAND_IN_API_KEY;
  const secretKey = options.secretKey ?? TERMII_STAND_IN_SECRET_KEY;
  const reportUrl = options.reportUrl ?? TERMII_STAND_IN_REPORT_URL;
  const log = options.log ?? (() => {});
  const store = new MessageStore();
  const reports = new DeliveryReports({
    url: reportUrl,
    secretKey,
    delayMs: options.reportDelayMs ?? TERMII_REPORT_DELAY_MS,
    retryDelaysMs: options.reportRetryDelaysMs ?? TERMII_REPORT_RETRY_DELAYS_MS,
    timeoutMs: REPORT_TIMEOUT_MS,
    log,
  });
  const reset = () => {
    reports.reset();
    store.reset();
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === SEND_SMS_PATH) return handleSendSms({ store, reports, apiKey, log }, request, response);
    if (url.pathname.startsWith(CONTROL_PREFIX)) return handleControl({ store, reset }, request, response, url);
    if (url.pathname === '/' && request.method === 'GET') return sendHtml(response, 200, messagesPage(store.messages(), reportUrl));
    if (url.pathname === '/healthz') return sendJson(response, 200, { ok: true });
    refuse(response, 404, 'Route not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof Refusal) return refuse(response, error.httpStatus, error.message);
      log(`error: ${error instanceof Error ? error.message : String(error)}`);
      refuse(response, 500, 'Stand-in error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? TERMII_STAND_IN_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url,
    apiKey,
    secretKey,
    messages: () => store.messages(),
    setOutcome: (to, outcome) => store.setOutcome(to, outcome),
    failNext: (count, status = 503) => store.setFailNext(count, status),
    reset,
    settled: () => reports.settled(),
    async stop() {
      await reports.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
