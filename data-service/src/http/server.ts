import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Authenticate } from '../auth/authenticate';
import type { Engine } from '../engine/engine';
import { errorResponseBody, GraphqlRequestError } from '../engine/errors';
import type { Logger } from '../log';
import { corsHeaders, type CorsPolicy } from './cors';
import { answerGraphqlBody } from './graphqlRequest';
import { readBody } from './readBody';

export interface HttpServerOptions {
  engine: Engine;
  /** Who is asking: admin secret, `Authorization: Bearer <JWT>`, or the unauthorised role. */
  authenticate: Authenticate;
  cors: CorsPolicy;
  log: Logger;
  /** Largest accepted request body, in bytes. */
  maxBodyBytes?: number;
}

export const GRAPHQL_PATH = '/v1/graphql';
export const HEALTH_PATH = '/healthz';

/**
 * Routes: `POST /v1/graphql` (always HTTP 200, errors in the body, as Hasura), `GET /healthz`,
 * CORS preflight on any path; anything else is 404.
 */
export function createHttpServer(options: HttpServerOptions): http.Server {
  const { engine, authenticate, cors, log } = options;
  const maxBodyBytes = options.maxBodyBytes ?? 100 * 1024;

  return http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;

    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...corsHeaders(cors, origin, true), vary: 'Origin' }).end();
      return;
    }
    const headers = { ...corsHeaders(cors, origin, false), vary: 'Origin' };

    if (path === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('OK');
      return;
    }
    if (path !== GRAPHQL_PATH || req.method !== 'POST') {
      req.resume();
      res
        .writeHead(404, { ...headers, 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ path: '$', error: 'resource does not exist', code: 'not-found' }));
      return;
    }

    const reply = (body: string, extra: Record<string, string> = {}) =>
      res.writeHead(200, { ...headers, ...extra, 'content-type': 'application/json; charset=utf-8' }).end(body);

    readBody(req, maxBodyBytes)
      .then(async (body) => {
        if (body === undefined) {
          const tooLarge = new GraphqlRequestError(`request body is larger than ${maxBodyBytes} bytes`, 'bad-request');
          // The client may still be sending; closing after the answer stops it.
          reply(errorResponseBody([tooLarge]), { connection: 'close' });
          return;
        }
        let session;
        try {
          session = await authenticate(req.headers);
        } catch (error) {
          // Hasura answers an authentication failure with one error, even for a batch.
          if (!(error instanceof GraphqlRequestError)) throw error;
          reply(errorResponseBody([error]));
          return;
        }
        reply(await answerGraphqlBody(body, engine, session));
      })
      .catch((error: unknown) => {
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
