import type { DetailedError, HttpRequest, UploadOptions } from 'tus-js-client';

/**
 * tus-js-client's `Upload`, replaced at the module boundary for the upload tests: each upload the code starts
 * is kept in `TusUploadDouble.instances`, and the test plays the server through the callbacks the code gave it.
 *
 *   jest.mock('tus-js-client', () => jest.requireActual<typeof import('@/lib/testing/tusUploadDouble')>('@/lib/testing/tusUploadDouble').tusClientDouble);
 *
 * (jest's factory may not name an import; `requireActual` hands it this module, the one the test imports.)
 * Empty `instances` before each test.
 */
export class TusUploadDouble {
  static instances: TusUploadDouble[] = [];
  url: string | null = null;
  /** How many times the code started (or restarted) this upload. */
  starts = 0;
  abort = jest.fn(() => Promise.resolve());

  constructor(
    readonly file: Blob,
    readonly options: UploadOptions,
  ) {
    TusUploadDouble.instances.push(this);
  }

  start(): void {
    this.starts += 1;
  }

  /** The headers a request of this upload carries. */
  async request(): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    const request = { setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as HttpRequest;
    await this.options.onBeforeRequest?.(request);
    return headers;
  }

  /** The server made the upload at `url` (its first answer). */
  created(url: string): void {
    this.url = url;
    this.options.onUploadUrlAvailable?.();
  }

  /** `fraction` (0..1) of the bytes went out. */
  progress(fraction: number): void {
    this.options.onProgress?.(fraction * 1000, 1000);
  }

  /**
   * The server has the whole file. `id`: the evidence it became, for an upload the test did not see created
   * (it is created at the uploads endpoint under that id first); otherwise the upload keeps the URL it has.
   */
  succeed(id?: string): void {
    if (id !== undefined && this.url === null) this.created(`${TUS_UPLOADS_URL}/${id}`);
    this.url ??= this.options.uploadUrl ?? null;
    this.options.onSuccess?.({ lastResponse: tusResponse(204) });
  }

  /** The request failed: with the server's `status` and `body`, or (null) with no answer at all. */
  fail(status: number | null, body = ''): void {
    this.options.onError?.(tusError(status, body));
  }

  /** The server refused the file, in its words (HTTP 422). */
  refuse(message = 'Not a photo.'): void {
    this.fail(422, JSON.stringify({ message }));
  }
}

/** The data service's uploads endpoint in the tests' configuration. */
export const TUS_UPLOADS_URL = 'http://localhost:8080/v1/uploads';

/** What `jest.mock('tus-js-client', …)` returns. */
export const tusClientDouble = { Upload: TusUploadDouble };

/** A response as tus-js-client hands it over. */
export function tusResponse(status: number, body = '') {
  return { getStatus: () => status, getBody: () => body, getHeader: () => undefined, getUnderlyingObject: () => undefined };
}

/** A DetailedError as tus-js-client makes it: the request, and the response when one came (null: no answer). */
export function tusError(status: number | null, body = ''): DetailedError {
  return Object.assign(new Error(`tus: unexpected response (${String(status)})`), {
    originalRequest: {} as HttpRequest,
    originalResponse: status === null ? null : tusResponse(status, body),
    causingError: null,
  }) as DetailedError;
}
