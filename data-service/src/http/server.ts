import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorCode } from '@/lib/domain/errorCodes';
import type { Authenticate } from '../auth/authenticate';
import type { Engine } from '../engine/engine';
import { DatabaseUnavailableError } from '../db/types';
import { errorResponseBody, GraphqlRequestError } from '../engine/errors';
import type { CallerBudget } from '../engine/limits/callerBudget';
import { retryAfterHeaders, UNAVAILABLE_HTTP_STATUS, unavailableError } from '../engine/unavailableError';
import { DEFAULT_LIMITS } from '../limits';
import type { Logger } from '../log';
import { corsHeaders, type CorsPolicy } from './cors';
import { clientAddressResolver } from './clientAddress';
import { answerGraphqlBody } from './graphqlRequest';
import { ACTIONS_PATH, AUTH_HOOK_PATH, serveActionCall, serveAuthHook, type HasuraRoutesOptions } from './hasuraRoutes';
import { isJsonContentType } from './jsonBody';
import { serveMessageReport, TERMII_REPORT_PATH, type MessageReportOptions } from './messageReports';
import { PAYSTACK_WEBHOOK_PATH, servePaymentWebhook, type PaymentWebhookOptions } from './paymentWebhook';
import { readBody } from './readBody';
import type { Server as UploadServer } from '@tus/server';
import { UPLOADS_PATH } from '../evidence/uploads/tusServer';
import { FILES_PATH_PREFIX, serveSignedFile } from '../storage/serveSignedFile';
import type { ObjectStore } from '../storage/objectStore';

export interface HttpServerOptions {
  engine: Engine;
  /** Who is asking: admin secret, `Authorization: Bearer <JWT>`, or the unauthorised role. */
  authenticate: Authenticate;
  cors: CorsPolicy;
  log: Logger;
  /** Largest accepted request body, in bytes. */
  maxBodyBytes?: number;
  /** Most requests in one batched body. */
  maxBatchOperations?: number;
  /** Proxies whose X-Forwarded-For names the client (`Limits.trustedProxies`); default loopback. */
  trustedProxies?: readonly string[];
  /** Refuses a caller out of budget before the body is read; none: every caller is admitted. */
  budget?: Pick<CallerBudget, 'admit'>;
  /** Serves real Hasura's action webhook and auth hook (hasuraRoutes.ts); absent: neither route exists. */
  hasura?: Omit<HasuraRoutesOptions, 'authenticate' | 'log' | 'maxBodyBytes'>;
  /** Serves the payment gateway's webhook (paymentWebhook.ts); absent: the route does not exist. */
  paymentWebhook?: Omit<PaymentWebhookOptions, 'log'>;
  /** Serves the SMS provider's delivery reports (messageReports.ts); absent: the route does not exist. */
  messageReports?: Omit<MessageReportOptions, 'log'>;
  /**
   * Evidence: the resumable uploads (tus, `/v1/uploads`, evidence/uploads/tusServer.ts) and the files of the
   * disk store by signed link (`/v1/files/…`; S3's links go to the bucket); absent: neither route exists.
   */
  evidence?: { uploads: UploadServer; files: { store: ObjectStore; signingKey: Buffer } };
}

export const GRAPHQL_PATH = '/v1/graphql';
export const HEALTH_PATH = '/healthz';

/** How long a caller out of budget waits for its refusal (see `budget`). */
const OVER_BUDGET_ANSWER_DELAY_MS = 1000;

/**
 * Routes: `POST /v1/graphql` (HTTP 200 with errors in the body, as Hasura; 415 for a body not sent as
 * JSON; 503 with `Retry-After` when the database cannot serve now), `GET /healthz`, CORS preflight on any
 * path, and with `hasura` its two routes; anything else is 404.
 *
 * `/healthz` is liveness only — the process answers — and never asks the database: a database outage is
 * answered by every instance with a retryable 503, which restarting or unrouting the instances would turn
 * into connection errors (docs/deploy.md, "When the database restarts or fails over").
 */
export function createHttpServer(options: HttpServerOptions): http.Server {
  const { engine, authenticate, cors, log, budget } = options;
  const maxBodyBytes = options.maxBodyBytes ?? 100 * 1024;
  const maxBatchOperations = options.maxBatchOperations ?? DEFAULT_LIMITS.maxBatchOperations;
  const clientAddressOf = clientAddressResolver(options.trustedProxies ?? DEFAULT_LIMITS.trustedProxies);
  const hasura = options.hasura && { ...options.hasura, authenticate, log, maxBodyBytes };

  return http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;

    const evidence = options.evidence;
    if (evidence && (path === UPLOADS_PATH || path.startsWith(`${UPLOADS_PATH}/`))) {
      // tus answers its own preflight (its headers and methods) and CORS, with the service's allowed origins.
      evidence.uploads.handle(req, res).catch((error: unknown) => {
        log.error(`failed to answer ${req.method} ${path}`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end('{"message":"internal error"}');
        else res.destroy();
      });
      return;
    }
    if (evidence && path.startsWith(FILES_PATH_PREFIX)) {
      void serveSignedFile(req, res, { ...evidence.files, log });
      return;
    }

    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...corsHeaders(cors, origin, true), vary: 'Origin' }).end();
      return;
    }
    const headers = { ...corsHeaders(cors, origin, false), vary: 'Origin' };

    if (path === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('OK');
      return;
    }
    const providerCall =
      options.paymentWebhook && path === PAYSTACK_WEBHOOK_PATH && req.method === 'POST'
        ? servePaymentWebhook(req, res, { ...options.paymentWebhook, log })
        : options.messageReports && path === TERMII_REPORT_PATH && req.method === 'POST'
          ? serveMessageReport(req, res, { ...options.messageReports, log })
          : undefined;
    if (providerCall) {
      providerCall.catch((error: unknown) => {
        log.error(`failed to answer ${path}`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end('{"message":"internal error"}');
        else res.destroy();
      });
      return;
    }
    if (hasura && ((path === ACTIONS_PATH && req.method === 'POST') || (path === AUTH_HOOK_PATH && req.method === 'GET'))) {
      const reply = (status: number, body: string, extra: Record<string, string> = {}) =>
        res.writeHead(status, { ...extra, 'content-type': 'application/json; charset=utf-8' }).end(body);
      const served = path === ACTIONS_PATH ? serveActionCall(req, reply, clientAddressOf(req), hasura) : serveAuthHook(req, reply, hasura);
      served.catch((error: unknown) => {
        if (req.destroyed && !req.complete) return;
        log.error(`failed to answer ${path}`, error);
        if (!res.headersSent) reply(500, JSON.stringify({ message: 'internal error', extensions: { code: 'unexpected' } }));
        else res.destroy();
      });
      return;
    }
    if (path !== GRAPHQL_PATH || req.method !== 'POST') {
      req.resume();
      res
        .writeHead(404, { ...headers, 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ path: '$', error: 'resource does not exist', code: 'not-found' satisfies ErrorCode }));
      return;
    }

    const reply = (body: string, extra: Record<string, string> = {}, status = 200) =>
      res.writeHead(status, { ...headers, ...extra, 'content-type': 'application/json; charset=utf-8' }).end(body);

    // As Hasura: a body that is not declared JSON is refused. A browser may send text/plain or a form
    // across origins without asking first (no CORS preflight); application/json always asks.
    if (!isJsonContentType(req.headers['content-type'])) {
      req.resume();
      const message = 'the request body must be JSON, sent with content-type: application/json';
      reply(errorResponseBody([new GraphqlRequestError(message, 'unsupported-media-type')]), {}, 415);
      return;
    }

    const clientAddress = clientAddressOf(req);
    authenticate(req.headers)
      .then(async (session) => {
        try {
          budget?.admit({ session, clientAddress });
        } catch (error) {
          if (!(error instanceof GraphqlRequestError)) throw error;
          // Refused before the body is read, and answered late: a client that sends again as soon as it is
          // refused (a flood) then costs the service one cheap refusal a second per connection.
          req.resume();
          setTimeout(() => reply(errorResponseBody([error])), OVER_BUDGET_ANSWER_DELAY_MS).unref();
          return;
        }
        const body = await readBody(req, maxBodyBytes);
        if (body === undefined) {
          const tooLarge = new GraphqlRequestError(`request body is larger than ${maxBodyBytes} bytes`, 'bad-request');
          // The client may still be sending; closing after the answer stops it.
          reply(errorResponseBody([tooLarge]), { connection: 'close' });
          return;
        }
        reply(await answerGraphqlBody(body, engine, { session, clientAddress, maxBatchOperations }));
      })
      .catch((error: unknown) => {
        // The database cannot serve now (while authenticating or answering): the whole request may be sent again.
        if (error instanceof DatabaseUnavailableError) {
          req.resume();
          reply(errorResponseBody([unavailableError(error)]), retryAfterHeaders(error.retryAfterSeconds), UNAVAILABLE_HTTP_STATUS);
          return;
        }
        // Hasura answers an authentication failure with one error, even for a batch.
        if (error instanceof GraphqlRequestError) {
          req.resume();
          reply(errorResponseBody([error]));
          return;
        }
        if (req.destroyed && !req.complete) return; // the client went away mid-request: nobody to answer
        log.error('failed to answer a request', error);
        if (!res.headersSent) reply(errorResponseBody([new GraphqlRequestError('unexpected error', 'unexpected')]));
        else res.destroy();
      });
  });
}

/** Starts listening; resolves with the bound port (useful with port 0). */
export function listen(server: http.Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Stops accepting connections and closes open ones, including idle keep-alive sockets. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
