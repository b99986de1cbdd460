import { Agent, RetryAgent, request, type Dispatcher } from 'undici';
import type { Logger } from '../../log';
import { GatewayRefusedError, GatewayUnavailableError } from '../gateway';

/**
 * Paystack's REST transport: `Authorization: Bearer <secret key>`, JSON both ways, answers
 * `{ status, message, data }`. Timeouts and retries come from undici (Node's own HTTP client): a call that
 * gets no answer in time, or 429/5xx after the retries, throws GatewayUnavailableError; an answered
 * refusal (4xx, or `status: false`) throws GatewayRefusedError with Paystack's message and code.
 */

export interface PaystackHttpOptions {
  secretKey: string;
  /** `https://api.paystack.co`, or the stand-in's URL. */
  baseUrl: string;
  /** Longest wait for a connection, for the answer's headers, and between two chunks of its body (ms). */
  timeoutMs: number;
  /** Further tries of a call that is safe to repeat (see `PaystackCall.retry`). */
  retries: number;
  log: Logger;
}

export interface PaystackCall {
  /** For the log: `verify`, `initialize`, … */
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /**
   * Whether a call may be sent again when no answer came: GET, and POSTs carrying our unique reference
   * (Paystack refuses a second transaction under one reference: `duplicate_reference`, and the caller verifies).
   */
  retry: boolean;
}

/** Paystack's answer: HTTP status and the parsed body (`data`, and a list's `meta`, are read by each endpoint's reader). */
export interface PaystackAnswer {
  httpStatus: number;
  message: string;
  data: unknown;
  meta: unknown;
}

export interface PaystackHttp {
  send(call: PaystackCall): Promise<PaystackAnswer>;
  /** Like `send`, but an answered refusal is returned, not thrown (verify reads "not found" as null). */
  sendAllowingRefusal(call: PaystackCall): Promise<PaystackAnswer & { refused: boolean; code: string | undefined }>;
  close(): Promise<void>;
}

// What a lost connection or a timeout looks like to undici: the request may or may not have reached Paystack.
const RETRIED_ERROR_CODES = [
  'ECONNRESET',
  'ECONNREFUSED',
  'ENOTFOUND',
  'ENETDOWN',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
];

// Paystack's rate limit and its server errors: worth another try; anything else 4xx is an answer.
const RETRIED_STATUS_CODES = [429, 500, 502, 503, 504];

export function createPaystackHttp(options: PaystackHttpOptions): PaystackHttp {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const agent = new Agent({
    connect: { timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const retrying = new RetryAgent(agent, {
    maxRetries: options.retries,
    methods: ['GET', 'POST'],
    statusCodes: RETRIED_STATUS_CODES,
    errorCodes: RETRIED_ERROR_CODES,
    minTimeout: 200,
    maxTimeout: 2_000,
    timeoutFactor: 2,
    retryAfter: true,
  });

  async function exchange(call: PaystackCall) {
    const dispatcher: Dispatcher = call.retry && options.retries > 0 ? retrying : agent;
    const started = Date.now();
    let httpStatus: number;
    let text: string;
    try {
      const response = await request(`${baseUrl}${call.path}`, {
        dispatcher,
        method: call.method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      httpStatus = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      const reason = describeFailure(error);
      options.log.warn(`paystack ${call.operation}: no answer after ${Date.now() - started} ms (${reason})`);
      throw new GatewayUnavailableError(`Paystack did not answer ${call.operation} (${reason})`, { cause: error });
    }
    // The path may hold our reference, never personal data; bodies are not logged.
    options.log.info(`paystack ${call.operation}: ${call.method} ${call.path} → ${httpStatus} in ${Date.now() - started} ms`);
    if (httpStatus === 429 || httpStatus >= 500) {
      throw new GatewayUnavailableError(`Paystack answered ${call.operation} with HTTP ${httpStatus}`);
    }
    const envelope = readEnvelope(text);
    if (!envelope) {
      throw new GatewayUnavailableError(`Paystack's answer to ${call.operation} was not its JSON envelope (HTTP ${httpStatus})`);
    }
    const refused = httpStatus >= 400 || envelope.status !== true;
    if (refused && httpStatus === 401) {
      options.log.error(`paystack ${call.operation}: the secret key was refused (${envelope.message}); check PAYSTACK_SECRET_KEY`);
    }
    return { httpStatus, message: envelope.message, data: envelope.data, meta: envelope.meta, refused, code: envelope.code };
  }

  return {
    async send(call) {
      const answer = await exchange(call);
      if (answer.refused) throw new GatewayRefusedError(answer.message, answer.httpStatus, answer.code);
      return { httpStatus: answer.httpStatus, message: answer.message, data: answer.data, meta: answer.meta };
    },
    sendAllowingRefusal: exchange,
    // The retrying agent closes the agent it wraps.
    close: () => retrying.close(),
  };
}

interface Envelope {
  status: boolean;
  message: string;
  data: unknown;
  meta: unknown;
  code: string | undefined;
}

function readEnvelope(text: string): Envelope | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
  const body = json as Record<string, unknown>;
  if (typeof body.status !== 'boolean') return null;
  return {
    status: body.status,
    message: typeof body.message === 'string' ? body.message : '',
    data: body.data,
    meta: body.meta,
    code: typeof body.code === 'string' ? body.code : undefined,
  };
}

function describeFailure(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    // undici's RetryAgent gives up on a 429/5xx with RequestRetryError carrying the last status.
    if (code === 'UND_ERR_REQ_RETRY' && typeof statusCode === 'number') return `HTTP ${statusCode} after retries`;
    if (typeof code === 'string') return code;
  }
  return error instanceof Error ? error.name : 'unknown error';
}
