import type http from 'node:http';
import type { Authenticate } from '../auth/authenticate';
import { secretMatches } from '../auth/secretMatches';
import type { ActionWebhook } from '../engine/actions/webhook';
import { DatabaseUnavailableError } from '../db/types';
import { GraphqlRequestError, webhookErrorBody } from '../engine/errors';
import { retryAfterHeaders, UNAVAILABLE_HTTP_STATUS, unavailableError } from '../engine/unavailableError';
import type { Logger } from '../log';
import { isJsonContentType, parseJsonBody } from './jsonBody';
import { readBody } from './readBody';

/**
 * What real Hasura calls when it serves our data model (docs/deploy.md): the action webhook, which it
 * authenticates with a shared secret header, and the authentication hook, which turns a client's token
 * into session variables with the same checks as the embedded engine (a logged-out or suspended agent's
 * token is refused). Neither answers a browser: no CORS headers.
 */

export const ACTIONS_PATH = '/v1/actions';
export const AUTH_HOOK_PATH = '/v1/auth-hook';
/** Hasura sends it on every action call (the exported actions.yaml names it: metadata/hasura/hasuraActions.ts). */
export const ACTIONS_SECRET_HEADER = 'X-Actions-Secret';

export interface HasuraRoutesOptions {
  /** `ACTIONS_WEBHOOK_SECRET`: the header's value Hasura is configured to send. */
  actionsSecret: string;
  actionWebhook: ActionWebhook;
  authenticate: Authenticate;
  log: Logger;
  maxBodyBytes: number;
}

/** Answers with `status` and a JSON body, plus any headers given (`Retry-After`). */
type Reply = (status: number, body: string, headers?: Record<string, string>) => void;

/** `POST /v1/actions`: one action call from Hasura, answered 200 with the output or 4xx/5xx with its error. */
export async function serveActionCall(req: http.IncomingMessage, reply: Reply, clientAddress: string | undefined, options: HasuraRoutesOptions): Promise<void> {
  const refuse = (status: number, message: string, code: string) => {
    req.resume();
    reply(status, JSON.stringify({ message, extensions: { code } }));
  };
  const sent = req.headers[ACTIONS_SECRET_HEADER.toLowerCase()];
  if (typeof sent !== 'string' || !secretMatches(options.actionsSecret, sent)) {
    refuse(401, `missing or wrong ${ACTIONS_SECRET_HEADER} header`, 'access-denied');
    return;
  }
  if (!isJsonContentType(req.headers['content-type'])) {
    refuse(415, 'the request body must be JSON, sent with content-type: application/json', 'unsupported-media-type');
    return;
  }
  const body = await readBody(req, options.maxBodyBytes);
  if (body === undefined) {
    refuse(413, `request body is larger than ${options.maxBodyBytes} bytes`, 'bad-request');
    return;
  }
  let payload: unknown;
  try {
    payload = parseJsonBody(body);
  } catch {
    refuse(400, 'invalid json', 'invalid-json');
    return;
  }
  const answer = await options.actionWebhook(payload, clientAddress);
  reply(answer.status, answer.body, answer.retryAfterSeconds === undefined ? {} : retryAfterHeaders(answer.retryAfterSeconds));
}

const ADMIN_SECRET_HEADERS = ['x-hasura-admin-secret', 'x-hasura-access-key'];

/**
 * `GET /v1/auth-hook` (Hasura's `HASURA_GRAPHQL_AUTH_HOOK`, GET mode: the client's headers forwarded):
 * 200 with the session variables, 401, or 503 when the database cannot tell now. Hasura checks the admin secret before it calls the hook, so an
 * admin secret header here is ignored: the hook never answers the admin role.
 */
export async function serveAuthHook(req: http.IncomingMessage, reply: Reply, options: HasuraRoutesOptions): Promise<void> {
  req.resume();
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !ADMIN_SECRET_HEADERS.includes(name)));
  try {
    const session = await options.authenticate(headers);
    reply(200, JSON.stringify(session.variables));
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      reply(UNAVAILABLE_HTTP_STATUS, webhookErrorBody(unavailableError(error)), retryAfterHeaders(error.retryAfterSeconds));
      return;
    }
    if (!(error instanceof GraphqlRequestError)) {
      options.log.error('the auth hook failed', error);
      reply(500, JSON.stringify({ message: 'internal error', extensions: { code: 'unexpected' } }));
      return;
    }
    reply(401, JSON.stringify({ message: error.message, extensions: { code: error.code } }));
  }
}
