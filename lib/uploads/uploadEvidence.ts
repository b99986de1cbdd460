import type { DetailedError, HttpRequest, Upload, UploadOptions } from 'tus-js-client';
import { publicGraphqlUrl } from '@/lib/apollo/config';
import type { EvidenceKind } from '@/lib/domain/evidence';
import { loadOnce } from '@/lib/network/loadOnce';
import { getToken } from '@/lib/session/cookieStore';

/** The server refuses a PATCH body over 1 MiB (413): 256 KiB also loses little when a chunk is cut off. */
export const UPLOAD_CHUNK_SIZE = 256 * 1024;
/** tus-js-client's waits before each retry of a failed request (5xx, no answer, 409/423…). */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];
/**
 * With no signal the upload waits for the browser's `online` event; the browser's "online" is often wrong on
 * mobile data, so while it claims to be online the upload is also tried again this often.
 */
export const NO_SIGNAL_RETRY_MS = 30_000;

/** The most progress shown before the server confirms the upload. */
const MAX_PROGRESS_BEFORE_ANSWER = 0.99;

export const SESSION_ENDED_UPLOAD_MESSAGE = 'Your session has ended. Sign in again to send the photo.';
export const UPLOAD_FAILED_MESSAGE = 'The photo could not be sent just now. It is kept: try again.';
/** A refusal whose JSON body says nothing, by status. */
export const REFUSED_MESSAGES: Readonly<Record<400 | 413 | 422, string>> = {
  400: 'The service could not accept this file. Take it again.',
  413: 'This file is too large to send.',
  422: 'The service refused this file. Take it again.',
};
const MAX_SERVER_MESSAGE_LENGTH = 300;

/** Why an upload stopped without an evidence id. */
export type UploadStopReason = 'refused' | 'session-ended' | 'failed';

/** An upload that stopped: `message` is for the agent (for a refusal, the server's own words). */
export class EvidenceUploadError extends Error {
  readonly reason: UploadStopReason;
  constructor(reason: UploadStopReason, message: string) {
    super(message);
    this.name = 'EvidenceUploadError';
    this.reason = reason;
  }
}

/** What a failed tus request means for the agent. */
export type UploadVerdict =
  | { kind: 'refused'; message: string }
  | { kind: 'session-ended'; message: string }
  | { kind: 'no-signal' }
  | { kind: 'failed'; message: string };

/** The tus endpoint: `/v1/uploads` on the data service's origin (the GraphQL URL's). */
export function evidenceUploadEndpoint(graphqlUrl: string = publicGraphqlUrl): string {
  return `${new URL(graphqlUrl).origin}/v1/uploads`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The evidence id an upload URL names (its last path segment, a uuid), or undefined. */
export function evidenceIdFromUploadUrl(uploadUrl: string): string | undefined {
  let segment: string | undefined;
  try {
    segment = new URL(uploadUrl).pathname.split('/').filter(Boolean).pop();
  } catch {
    return undefined;
  }
  return segment && UUID.test(segment) ? segment.toLowerCase() : undefined;
}

/**
 * A stored upload URL worth resuming: one of this endpoint's uploads. Anything else (another deployment's,
 * a tampered record) is not asked, so the agent's token never goes to another address; the file is sent anew.
 */
export function resumableUploadUrl(uploadUrl: string | undefined, endpoint: string): string | undefined {
  const id = uploadUrl ? evidenceIdFromUploadUrl(uploadUrl) : undefined;
  if (!uploadUrl || !id) return undefined;
  // Compared once normalized: no `..`, query or other path reaches past the endpoint's own uploads.
  return new URL(uploadUrl).href.toLowerCase() === `${endpoint}/${id}`.toLowerCase() ? uploadUrl : undefined;
}

/** The HTTP status a tus error carries: undefined when no answer came (or it is no request's error). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const response = (error as Partial<DetailedError>).originalResponse;
  return response ? response.getStatus() : undefined;
}

function cameFromRequest(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Partial<DetailedError>).originalRequest != null;
}

/**
 * Whether tus-js-client may try a failed request again by itself: no answer, the server's trouble (5xx), the
 * upload busy or out of step (409, 423), gone (404, 410: a retry creates it anew) or too many requests (429).
 * A refusal (400, 413, 422), an ended session (401, 403) or any other answer would be refused again.
 */
export function shouldRetryUpload(status: number | undefined): boolean {
  if (status === undefined || status === 0) return true;
  if (status >= 500) return true;
  return [404, 409, 410, 423, 429].includes(status);
}

function serverMessage(error: unknown): string | undefined {
  try {
    const body = (error as DetailedError).originalResponse?.getBody();
    if (!body) return undefined;
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { message } = parsed as { message?: unknown };
    if (typeof message !== 'string') return undefined;
    const text = message.trim();
    return text && text.length <= MAX_SERVER_MESSAGE_LENGTH ? text : undefined;
  } catch {
    return undefined;
  }
}

/** What a failed upload (after tus-js-client's own retries) means. */
export function classifyUploadError(error: unknown): UploadVerdict {
  if (!cameFromRequest(error)) return { kind: 'failed', message: UPLOAD_FAILED_MESSAGE };
  const status = statusOf(error);
  if (status === undefined || status === 0) return { kind: 'no-signal' };
  if (status === 400 || status === 413 || status === 422) {
    return { kind: 'refused', message: serverMessage(error) ?? REFUSED_MESSAGES[status] };
  }
  if (status === 401 || status === 403) return { kind: 'session-ended', message: SESSION_ENDED_UPLOAD_MESSAGE };
  return { kind: 'failed', message: UPLOAD_FAILED_MESSAGE };
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function readTokenQuietly(): string | undefined {
  try {
    return getToken();
  } catch {
    // An unreadable cookie is no session: the server answers 401 and the agent is told to sign in.
    return undefined;
  }
}

export const loadTus = loadOnce(() => import('tus-js-client'));

export interface UploadEvidenceOptions {
  /** The slot the file is for: at most one upload per slot runs at a time. */
  slotKey: string;
  file: Blob;
  kind: EvidenceKind;
  fileName: string;
  fileType: string;
  /** The upload's URL from an earlier attempt (the pending record): resumed from the server's offset. */
  uploadUrl?: string;
  /** 0..1, as bytes leave (including a resumed upload's bytes already on the server). */
  onProgress?: (fraction: number) => void;
  /** The server created (or confirmed) the upload at this URL: keep it to resume after a reload. */
  onUploadUrl?: (uploadUrl: string) => void;
  /** true while the upload waits for a signal, false when it tries again. */
  onWaitingForSignal?: (waiting: boolean) => void;
  signal?: AbortSignal;
  /** Tests: another data service. */
  endpoint?: string;
}

type Attempt = { done: true; url: string } | { done: false; error: unknown; url: string | undefined } | { done: false; aborted: true };

// The running upload of each slot: a new one for the slot stops the old one first.
const running = new Map<string, AbortController>();

/**
 * Sends `file` with tus (chunks of UPLOAD_CHUNK_SIZE, the agent's token read at every request) and answers
 * the evidence id. Resumes `uploadUrl` when given. Retries what may succeed later (UPLOAD_RETRY_DELAYS); with
 * no signal it waits for one and goes on from the server's offset, for as long as it takes. Rejects with an
 * EvidenceUploadError for a refusal (the server's words, not retried), an ended session or a failure that
 * retrying did not mend; with an AbortError when `signal` aborts or another upload of the slot starts.
 */
export async function uploadEvidence(options: UploadEvidenceOptions): Promise<string> {
  const { slotKey, signal } = options;
  running.get(slotKey)?.abort();
  const controller = new AbortController();
  running.set(slotKey, controller);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  try {
    const tus = await loadTus();
    const endpoint = options.endpoint ?? evidenceUploadEndpoint();
    let uploadUrl = resumableUploadUrl(options.uploadUrl, endpoint);
    for (;;) {
      throwIfAborted(controller.signal);
      const attempt = await attemptUpload(tus.Upload, options, endpoint, uploadUrl, controller.signal);
      if ('aborted' in attempt) throwIfAborted(controller.signal);
      else if (attempt.done) {
        const id = evidenceIdFromUploadUrl(attempt.url);
        if (!id) throw new EvidenceUploadError('failed', UPLOAD_FAILED_MESSAGE);
        return id;
      } else {
        uploadUrl = attempt.url ?? uploadUrl;
        const verdict = classifyUploadError(attempt.error);
        if (verdict.kind === 'refused') throw new EvidenceUploadError('refused', verdict.message);
        if (verdict.kind === 'session-ended') throw new EvidenceUploadError('session-ended', verdict.message);
        if (verdict.kind === 'failed') throw new EvidenceUploadError('failed', verdict.message);
        options.onWaitingForSignal?.(true);
        await waitForSignal(controller.signal);
        options.onWaitingForSignal?.(false);
      }
    }
  } finally {
    signal?.removeEventListener('abort', abort);
    if (running.get(slotKey) === controller) running.delete(slotKey);
  }
}

/** Whether an upload of `slotKey` is running in this page. */
export function isUploadRunning(slotKey: string): boolean {
  return running.has(slotKey);
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new DOMException('The upload was stopped', 'AbortError');
}

/** One tus Upload, from `uploadUrl` when there is one, until it succeeds or tus-js-client gives up. */
function attemptUpload(
  UploadClass: typeof Upload,
  options: UploadEvidenceOptions,
  endpoint: string,
  uploadUrl: string | undefined,
  signal: AbortSignal,
): Promise<Attempt> {
  return new Promise<Attempt>((resolve) => {
    let reportedUrl = uploadUrl;
    const tusOptions: UploadOptions = {
      endpoint,
      uploadUrl: uploadUrl ?? null,
      chunkSize: UPLOAD_CHUNK_SIZE,
      retryDelays: UPLOAD_RETRY_DELAYS,
      metadata: { kind: options.kind, filename: options.fileName, filetype: options.fileType },
      // The pending record keeps the URL (see decisions): nothing of tus-js-client's own in localStorage.
      fingerprint: () => Promise.resolve(`devicecover-evidence:${options.slotKey}`),
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: false,
      onBeforeRequest: (request: HttpRequest) => {
        const token = readTokenQuietly();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      // Offline, tus-js-client's timer would only burn its retries: the wait for a signal takes over.
      onShouldRetry: (error) => !isOffline() && shouldRetryUpload(statusOf(error)),
      // Bytes sent are not bytes kept: 100% waits for the server's answer (the field says "Sent" then).
      onProgress: (sent, total) => options.onProgress?.(total > 0 ? Math.min(MAX_PROGRESS_BEFORE_ANSWER, sent / total) : 0),
      onUploadUrlAvailable: () => {
        const url = upload.url ?? undefined;
        if (url && url !== reportedUrl) {
          reportedUrl = url;
          options.onUploadUrl?.(url);
        }
      },
      onSuccess: () => finish({ done: true, url: upload.url ?? reportedUrl ?? '' }),
      onError: (error) => finish({ done: false, error, url: upload.url ?? reportedUrl }),
    };
    const upload = new UploadClass(options.file, tusOptions);
    const onAbort = () => {
      // Not terminated on the server: the same photo may be resumed later (a remount, a reload).
      void upload.abort(false).catch(() => undefined);
      finish({ done: false, aborted: true });
    };
    function finish(attempt: Attempt) {
      signal.removeEventListener('abort', onAbort);
      resolve(attempt);
    }
    signal.addEventListener('abort', onAbort);
    upload.start();
  });
}

/** Resolves at the browser's `online` event, when the page is shown again, or every NO_SIGNAL_RETRY_MS while the browser says it is online. */
function waitForSignal(signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onlineSoon = () => {
      if (!isOffline()) done();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') onlineSoon();
    };
    const timer = setInterval(onlineSoon, NO_SIGNAL_RETRY_MS);
    const onAbort = () => {
      cleanup();
      reject(new DOMException('The upload was stopped', 'AbortError'));
    };
    function cleanup() {
      clearInterval(timer);
      window.removeEventListener('online', done);
      document.removeEventListener('visibilitychange', onVisible);
      signal.removeEventListener('abort', onAbort);
    }
    function done() {
      cleanup();
      resolve();
    }
    window.addEventListener('online', done);
    document.addEventListener('visibilitychange', onVisible);
    signal.addEventListener('abort', onAbort);
  });
}
