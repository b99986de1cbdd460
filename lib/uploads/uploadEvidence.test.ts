import { tusError, TusUploadDouble } from '@/lib/testing/tusUploadDouble';
import { getToken } from '@/lib/session/cookieStore';
import {
  classifyUploadError,
  evidenceIdFromUploadUrl,
  evidenceUploadEndpoint,
  EvidenceUploadError,
  isUploadRunning,
  REFUSED_MESSAGES,
  resumableUploadUrl,
  SESSION_ENDED_UPLOAD_MESSAGE,
  shouldRetryUpload,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_RETRY_DELAYS,
  uploadEvidence,
  type UploadEvidenceOptions,
} from './uploadEvidence';

jest.mock('@/lib/session/cookieStore', () => ({ getToken: jest.fn() }));


jest.mock('tus-js-client', () => jest.requireActual<typeof import('@/lib/testing/tusUploadDouble')>('@/lib/testing/tusUploadDouble').tusClientDouble);



const ENDPOINT = 'http://localhost:8080/v1/uploads';
const ID = '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21';
const UPLOAD_URL = `${ENDPOINT}/${ID}`;
const token = jest.mocked(getToken);

function options(change: Partial<UploadEvidenceOptions> = {}): UploadEvidenceOptions {
  return {
    slotKey: 'sale:1:DEVICE_FRONT',
    file: new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' }),
    kind: 'DEVICE_FRONT',
    fileName: 'front.jpg',
    fileType: 'image/jpeg',
    endpoint: ENDPOINT,
    ...change,
  };
}

/** The upload started by the code under test, once it has (the library loads first). */
async function started(count = 1): Promise<TusUploadDouble> {
  for (let i = 0; i < 50 && TusUploadDouble.instances.length < count; i += 1) await Promise.resolve();
  const upload = TusUploadDouble.instances[count - 1];
  if (!upload) throw new Error(`Upload ${count} was not started`);
  return upload;
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

beforeEach(() => {
  TusUploadDouble.instances = [];
  token.mockReset();
  setOnline(true);
});

describe('which answers are retried', () => {
  it.each([400, 413, 422])('%i is a refusal: not retried', (status) => {
    expect(shouldRetryUpload(status)).toBe(false);
  });
  it.each([401, 403])('%i ends the session: not retried', (status) => {
    expect(shouldRetryUpload(status)).toBe(false);
  });
  it.each([500, 502, 503, 504, 409, 423])('%i is retried', (status) => {
    expect(shouldRetryUpload(status)).toBe(true);
  });
  it('no answer at all is retried', () => {
    expect(shouldRetryUpload(undefined)).toBe(true);
    expect(shouldRetryUpload(0)).toBe(true);
  });

  it('tus-js-client is told the same, and nothing is retried by its timer while offline', async () => {
    void uploadEvidence(options()).catch(() => undefined);
    const upload = await started();
    const retries = (status: number | null) => upload.options.onShouldRetry?.(tusError(status), 0, upload.options);
    expect([422, 413, 400, 401, 403].map(retries)).toEqual([false, false, false, false, false]);
    expect([500, 503, 409, 423, null].map(retries)).toEqual([true, true, true, true, true]);
    setOnline(false);
    expect(retries(null)).toBe(false);
  });
});

describe('classifyUploadError', () => {
  it("shows a 422 in the server's words", () => {
    const body = JSON.stringify({ message: 'This PDF contains scripts. Send a scan or a photo of the report.' });
    expect(classifyUploadError(tusError(422, body))).toEqual({ kind: 'refused', message: 'This PDF contains scripts. Send a scan or a photo of the report.' });
  });
  it('falls back to plain words when a refusal says nothing readable', () => {
    expect(classifyUploadError(tusError(413, '<html>Too Large</html>'))).toEqual({ kind: 'refused', message: REFUSED_MESSAGES[413] });
    expect(classifyUploadError(tusError(422, '{"message": 42}'))).toEqual({ kind: 'refused', message: REFUSED_MESSAGES[422] });
    expect(classifyUploadError(tusError(400))).toEqual({ kind: 'refused', message: REFUSED_MESSAGES[400] });
  });
  it.each([401, 403])('%i: the session has ended', (status) => {
    expect(classifyUploadError(tusError(status))).toEqual({ kind: 'session-ended', message: SESSION_ENDED_UPLOAD_MESSAGE });
  });
  it('no answer: no signal', () => {
    expect(classifyUploadError(tusError(null))).toEqual({ kind: 'no-signal' });
  });
  it('a 5xx after the retries, or an error of no request: failed', () => {
    expect(classifyUploadError(tusError(503))).toEqual({ kind: 'failed', message: UPLOAD_FAILED_MESSAGE });
    expect(classifyUploadError(new Error('tus: cannot read the file'))).toEqual({ kind: 'failed', message: UPLOAD_FAILED_MESSAGE });
  });
});

describe('addresses', () => {
  it('uploads to /v1/uploads on the GraphQL URL’s origin', () => {
    expect(evidenceUploadEndpoint('http://localhost:8080/v1/graphql')).toBe('http://localhost:8080/v1/uploads');
    expect(evidenceUploadEndpoint('https://data.example.ng/v1/graphql')).toBe('https://data.example.ng/v1/uploads');
  });
  it('reads the evidence id from the upload URL’s last segment', () => {
    expect(evidenceIdFromUploadUrl(UPLOAD_URL)).toBe(ID);
    expect(evidenceIdFromUploadUrl(`${ENDPOINT}/not-a-uuid`)).toBeUndefined();
  });
  it('resumes only an upload of this endpoint (the token never goes elsewhere)', () => {
    expect(resumableUploadUrl(UPLOAD_URL, ENDPOINT)).toBe(UPLOAD_URL);
    expect(resumableUploadUrl(`https://evil.example/v1/uploads/${ID}`, ENDPOINT)).toBeUndefined();
    expect(resumableUploadUrl(`${ENDPOINT}/../graphql`, ENDPOINT)).toBeUndefined();
    expect(resumableUploadUrl(`${ENDPOINT}/../other/${ID}`, ENDPOINT)).toBeUndefined();
  });
});

describe('uploadEvidence', () => {
  it('sends with tus in 256 KiB chunks, with the kind and file in the metadata, and answers the evidence id', async () => {
    const onProgress = jest.fn();
    const onUploadUrl = jest.fn();
    const done = uploadEvidence(options({ onProgress, onUploadUrl }));
    const upload = await started();
    expect(upload.options).toMatchObject({
      endpoint: ENDPOINT,
      uploadUrl: null,
      chunkSize: UPLOAD_CHUNK_SIZE,
      retryDelays: UPLOAD_RETRY_DELAYS,
      metadata: { kind: 'DEVICE_FRONT', filename: 'front.jpg', filetype: 'image/jpeg' },
      storeFingerprintForResuming: false,
    });
    expect(UPLOAD_CHUNK_SIZE).toBe(256 * 1024);
    await expect(upload.options.fingerprint?.(upload.file as File, upload.options)).resolves.toBe('devicecover-evidence:sale:1:DEVICE_FRONT');
    expect(upload.starts).toBe(1);

    upload.created(UPLOAD_URL);
    expect(onUploadUrl).toHaveBeenCalledWith(UPLOAD_URL);
    upload.options.onProgress?.(135_000, 300_000);
    expect(onProgress).toHaveBeenLastCalledWith(0.45);
    // Every byte sent is not yet every byte kept: 100% is the server's to say.
    upload.options.onProgress?.(300_000, 300_000);
    expect(onProgress).toHaveBeenLastCalledWith(0.99);
    upload.succeed();
    await expect(done).resolves.toBe(ID);
    expect(isUploadRunning('sale:1:DEVICE_FRONT')).toBe(false);
  });

  it('reads the agent’s token at every request, so a refreshed token is used', async () => {
    void uploadEvidence(options()).catch(() => undefined);
    const upload = await started();
    token.mockReturnValue('first-token');
    expect(await upload.request()).toEqual({ Authorization: 'Bearer first-token' });
    token.mockReturnValue('refreshed-token');
    expect(await upload.request()).toEqual({ Authorization: 'Bearer refreshed-token' });
    token.mockReturnValue(undefined);
    expect(await upload.request()).toEqual({});
  });

  it('resumes the upload URL it is given', async () => {
    void uploadEvidence(options({ uploadUrl: UPLOAD_URL })).catch(() => undefined);
    expect((await started()).options.uploadUrl).toBe(UPLOAD_URL);
  });

  it("stops at a refusal, with the server's words", async () => {
    const done = uploadEvidence(options());
    const upload = await started();
    upload.fail(422, JSON.stringify({ message: 'This file is not a photo.' }));
    await expect(done).rejects.toEqual(new EvidenceUploadError('refused', 'This file is not a photo.'));
    expect(TusUploadDouble.instances).toHaveLength(1);
  });

  it('stops when the session has ended, asking to sign in again', async () => {
    const done = uploadEvidence(options());
    (await started()).fail(401);
    await expect(done).rejects.toMatchObject({ reason: 'session-ended', message: SESSION_ENDED_UPLOAD_MESSAGE });
  });

  it('stops when the server still fails after tus-js-client’s retries', async () => {
    const done = uploadEvidence(options());
    (await started()).fail(503);
    await expect(done).rejects.toMatchObject({ reason: 'failed', message: UPLOAD_FAILED_MESSAGE });
  });

  it('with no signal, waits for the connection and goes on from the same upload', async () => {
    const waiting = jest.fn();
    const done = uploadEvidence(options({ onWaitingForSignal: waiting }));
    const first = await started();
    first.created(UPLOAD_URL);
    setOnline(false);
    first.fail(null);
    await Promise.resolve();
    await Promise.resolve();
    expect(waiting).toHaveBeenLastCalledWith(true);
    expect(TusUploadDouble.instances).toHaveLength(1);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    const second = await started(2);
    expect(waiting).toHaveBeenLastCalledWith(false);
    expect(second.options.uploadUrl).toBe(UPLOAD_URL);
    second.url = UPLOAD_URL;
    second.succeed();
    await expect(done).resolves.toBe(ID);
  });

  it('stops when aborted, leaving the upload on the server to resume', async () => {
    const controller = new AbortController();
    const done = uploadEvidence(options({ signal: controller.signal }));
    const upload = await started();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(upload.abort).toHaveBeenCalledWith(false);
  });

  it('never sends the same slot twice at once: a new upload of the slot stops the running one', async () => {
    const first = uploadEvidence(options());
    const firstUpload = await started();
    const second = uploadEvidence(options());
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(firstUpload.abort).toHaveBeenCalled();
    const secondUpload = await started(2);
    secondUpload.url = UPLOAD_URL;
    secondUpload.succeed();
    await expect(second).resolves.toBe(ID);
  });
});
