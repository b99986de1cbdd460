import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleCheckout, isCheckoutPath } from './checkoutPage';
import { PAYSTACK_STAND_IN_PORT, PAYSTACK_STAND_IN_SECRET_KEY, PAYSTACK_STAND_IN_WEBHOOK_URL, PAYSTACK_WEBHOOK_RETRY_DELAYS_MS } from './constants';
import { CONTROL_PREFIX, handleControl, snapshot, type ControlContext } from './controlApi';
import { dashboardPage } from './dashboardPage';
import { refuse, sendHtml, sendJson } from './httpHelpers';
import { handlePaystackApi, isPaystackApiPath, type RecordedRequest } from './paystackApi';
import { defaultSwitches, StandInActions, StandInError, type StandInSwitches } from './standInActions';
import { StandInStore } from './store';
import { WebhookSender } from './webhookSender';

export interface PaystackStandInOptions {
  /** 0 picks a free port (tests). Default 8090. */
  port?: number;
  host?: string;
  /** The Bearer key it accepts and signs webhooks with. Default: the public stand-in key. */
  secretKey?: string;
  /** Where it sends events. Default: the data service's webhook route in development. */
  webhookUrl?: string;
  /** Delays between deliveries of an event not answered 200. Default: Paystack's live-mode schedule. */
  webhookRetryDelaysMs?: readonly number[];
  /** How long our side may take to answer one delivery (ms). Default 30 s. */
  webhookTimeoutMs?: number;
  /** One line per event; silent by default. */
  log?: (line: string) => void;
}

export interface PaystackStandIn {
  /** `http://127.0.0.1:<port>`: Paystack's base URL for the adapter, and the dashboard. */
  url: string;
  secretKey: string;
  switches: StandInSwitches;
  store: StandInStore;
  webhooks: WebhookSender;
  actions: StandInActions;
  /** Every Paystack API request received, in order. */
  requests: RecordedRequest[];
  state(): ReturnType<typeof snapshot>;
  stop(): Promise<void>;
}

/** Starts the stand-in; resolves once it listens. */
export async function startPaystackStandIn(options: PaystackStandInOptions = {}): Promise<PaystackStandIn> {
  const secretKey = options.secretKey ?? PAYSTACK_STAND_IN_SECRET_KEY;
  const webhookUrl = options.webhookUrl ?? PAYSTACK_STAND_IN_WEBHOOK_URL;
  const log = options.log ?? (() => {});
  const switches = defaultSwitches();
  const store = new StandInStore();
  const webhooks = new WebhookSender({
    url: webhookUrl,
    secretKey,
    retryDelaysMs: options.webhookRetryDelaysMs ?? PAYSTACK_WEBHOOK_RETRY_DELAYS_MS,
    timeoutMs: options.webhookTimeoutMs ?? 30_000,
    switches,
    log,
  });
  const actions = new StandInActions(store, webhooks);
  const requests: RecordedRequest[] = [];
  let url = '';
  const control: ControlContext = { store, actions, webhooks, switches, requests };
  const api = { store, actions, switches, secretKey, url: () => url, requests };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (pathname.startsWith(CONTROL_PREFIX)) return handleControl(control, request, response, pathname);
    if (isCheckoutPath(pathname)) return handleCheckout({ store, actions }, request, response, pathname);
    if (pathname === '/' && request.method === 'GET') return sendHtml(response, 200, dashboardPage(control, webhookUrl));
    if (pathname === '/healthz') return sendJson(response, 200, { ok: true });
    if (isPaystackApiPath(pathname)) return handlePaystackApi(api, request, response, pathname);
    refuse(response, 404, 'Route not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof StandInError) return sendJson(response, error.httpStatus, { status: false, message: error.message });
      log(`error: ${error instanceof Error ? error.message : String(error)}`);
      sendJson(response, 500, { status: false, message: 'Stand-in error' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? PAYSTACK_STAND_IN_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url,
    secretKey,
    switches,
    store,
    webhooks,
    actions,
    requests,
    state: () => snapshot(control),
    async stop() {
      await webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
