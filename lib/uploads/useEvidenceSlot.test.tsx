import { act, renderHook, waitFor } from '@testing-library/react';
import imageCompression from 'browser-image-compression';
import { TusUploadDouble } from '@/lib/testing/tusUploadDouble';
import { clearEvidenceUploads } from './evidenceSlots';
import { resetPendingUploadsForTests, savePendingUpload, type PendingUpload } from './pendingUploads';
import { SESSION_ENDED_UPLOAD_MESSAGE } from './uploadEvidence';
import { useEvidenceSlot, type UseEvidenceSlotOptions } from './useEvidenceSlot';

jest.mock('@/lib/session/cookieStore', () => ({ getToken: () => 'token' }));
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));

// IndexedDB (idb-keyval) as a Map that outlives the page's memory, as the database outlives a reload.
const mockDatabase = new Map<IDBValidKey, unknown>();
jest.mock('idb-keyval', () => ({
  createStore: jest.fn(() => 'store'),
  get: jest.fn(async (key: IDBValidKey) => mockDatabase.get(key)),
  set: jest.fn(async (key: IDBValidKey, value: unknown) => void mockDatabase.set(key, value)),
  del: jest.fn(async (key: IDBValidKey) => void mockDatabase.delete(key)),
  entries: jest.fn(async () => [...mockDatabase]),
  clear: jest.fn(async () => mockDatabase.clear()),
}));

jest.mock('tus-js-client', () => jest.requireActual<typeof import('@/lib/testing/tusUploadDouble')>('@/lib/testing/tusUploadDouble').tusClientDouble);

const SLOT = 'sale:1:DEVICE_FRONT';
const ID = '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21';
const OTHER_ID = '11111111-2222-4333-8444-555555555555';
const UPLOAD_URL = `http://localhost:8080/v1/uploads/${ID}`;
const compress = jest.mocked(imageCompression);
const createObjectURL = jest.fn((blob: Blob) => `blob:preview-${blob.size}`);
const revokeObjectURL = jest.fn();

function kept(change: Partial<PendingUpload> = {}): PendingUpload {
  return { blob: new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }), name: 'front.jpg', type: 'image/jpeg', kind: 'DEVICE_FRONT', savedAt: Date.now(), ...change };
}

function renderSlot(change: Partial<UseEvidenceSlotOptions> = {}) {
  const onUploaded = jest.fn();
  const onCleared = jest.fn();
  const initialProps: UseEvidenceSlotOptions = { slotKey: SLOT, kind: 'DEVICE_FRONT', accepts: 'photo', onUploaded, onCleared, ...change };
  const rendered = renderHook((props: UseEvidenceSlotOptions) => useEvidenceSlot(props), { initialProps });
  return { ...rendered, onUploaded, onCleared, initialProps };
}

async function nthUpload(n: number): Promise<TusUploadDouble> {
  await waitFor(() => expect(TusUploadDouble.instances.length).toBeGreaterThanOrEqual(n));
  return TusUploadDouble.instances[n - 1];
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'indexedDB', { value: {}, configurable: true, writable: true });
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

beforeEach(async () => {
  await clearEvidenceUploads();
  mockDatabase.clear();
  resetPendingUploadsForTests();
  TusUploadDouble.instances = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  setOnline(true);
  compress.mockReset();
  compress.mockImplementation(async () => new File([new Uint8Array(300_000)], 'x', { type: 'image/jpeg' }));
});

describe('useEvidenceSlot', () => {
  it('is empty, or uploaded when the caller holds an id', () => {
    expect(renderSlot().result.current).toMatchObject({ status: 'empty', progress: 0, previewUrl: undefined });
    expect(renderSlot({ slotKey: 'sale:1:DEVICE_BACK', kind: 'DEVICE_BACK', evidenceId: ID }).result.current).toMatchObject({ status: 'uploaded', progress: 1 });
  });

  it('prepares a chosen photo, keeps it on the device, sends it with its progress, and hands over the id', async () => {
    const { result, onUploaded, onCleared } = renderSlot();
    const photo = new File([new Uint8Array(4_000_000)], 'IMG_1.jpg', { type: 'image/jpeg' });
    act(() => result.current.choose(photo));
    expect(result.current.status).toBe('preparing');
    expect(onCleared).toHaveBeenCalledTimes(1);

    const upload = await nthUpload(1);
    expect(upload.file.size).toBe(300_000);
    expect(result.current).toMatchObject({ status: 'uploading', fileName: 'IMG_1.jpg', previewUrl: 'blob:preview-300000', survivesReload: true });
    expect(readKept()?.blob.size).toBe(300_000);

    act(() => upload.created(UPLOAD_URL));
    await waitFor(() => expect(readKept()?.uploadUrl).toBe(UPLOAD_URL));
    act(() => upload.progress(0.45));
    expect(result.current.progress).toBeCloseTo(0.45);

    act(() => upload.succeed());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(ID));
    await waitFor(() => expect(mockDatabase.has(SLOT)).toBe(false));
  });

  it('resumes on mount what a reload interrupted: the kept photo, from its upload URL', async () => {
    await savePendingUpload(SLOT, kept({ uploadUrl: UPLOAD_URL }));
    // The reload: nothing of the slot in the page's memory, the database as it was.
    resetPendingUploadsForTests();
    const { result, onUploaded, rerender, initialProps } = renderSlot();

    const upload = await nthUpload(1);
    expect(upload.options.uploadUrl).toBe(UPLOAD_URL);
    expect(upload.file.size).toBe(1234);
    expect(result.current).toMatchObject({ status: 'uploading', fileName: 'front.jpg', previewUrl: 'blob:preview-1234' });

    act(() => upload.succeed());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(ID));
    rerender({ ...initialProps, evidenceId: ID });
    expect(result.current.status).toBe('uploaded');
    await waitFor(() => expect(mockDatabase.has(SLOT)).toBe(false));
  });

  it('drops a kept file the caller’s id already names (confirmed just before a reload), sending nothing', async () => {
    await savePendingUpload(SLOT, kept({ uploadUrl: UPLOAD_URL }));
    const { result } = renderSlot({ evidenceId: ID });
    await waitFor(() => expect(mockDatabase.has(SLOT)).toBe(false));
    expect(TusUploadDouble.instances).toHaveLength(0);
    expect(result.current.status).toBe('uploaded');
  });

  it('drops a kept file of another kind (not this slot’s)', async () => {
    await savePendingUpload(SLOT, kept({ kind: 'DAMAGE' }));
    renderSlot();
    await waitFor(() => expect(mockDatabase.has(SLOT)).toBe(false));
    expect(TusUploadDouble.instances).toHaveLength(0);
  });

  it("shows a refusal in the server's words and forgets the file", async () => {
    const { result, onUploaded } = renderSlot();
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })));
    const upload = await nthUpload(1);
    act(() => upload.fail(422, JSON.stringify({ message: 'This photo is too small to read the IMEI.' })));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'refused', message: 'This photo is too small to read the IMEI.' }));
    await waitFor(() => expect(mockDatabase.has(SLOT)).toBe(false));
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file that is no photo before sending anything', async () => {
    const { result } = renderSlot();
    act(() => result.current.choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })));
    await waitFor(() => expect(result.current.status).toBe('refused'));
    expect(result.current.message).toMatch(/not a photo/);
    expect(TusUploadDouble.instances).toHaveLength(0);
  });

  it('keeps the photo when the session has ended, and sends it on from the same upload when asked again', async () => {
    const { result, onUploaded } = renderSlot();
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })));
    const first = await nthUpload(1);
    act(() => first.created(UPLOAD_URL));
    act(() => first.fail(401));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', message: SESSION_ENDED_UPLOAD_MESSAGE }));
    expect(readKept()).toBeDefined();

    act(() => result.current.retry());
    const second = await nthUpload(2);
    expect(second.options.uploadUrl).toBe(UPLOAD_URL);
    act(() => second.succeed());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(ID));
  });

  it('waits for a signal with no connection, and sends on when it is back', async () => {
    const { result } = renderSlot();
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })));
    const first = await nthUpload(1);
    act(() => first.created(UPLOAD_URL));
    setOnline(false);
    act(() => first.fail(null));
    await waitFor(() => expect(result.current.status).toBe('waiting-for-signal'));

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    const second = await nthUpload(2);
    expect(second.options.uploadUrl).toBe(UPLOAD_URL);
    expect(result.current.status).toBe('uploading');
  });

  it('retake stops the upload and forgets the photo', async () => {
    const { result, onCleared } = renderSlot();
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })));
    const upload = await nthUpload(1);
    onCleared.mockClear();
    act(() => result.current.retake());
    expect(result.current.status).toBe('empty');
    expect(onCleared).toHaveBeenCalledTimes(1);
    expect(upload.abort).toHaveBeenCalled();
    await waitFor(() => expect(mockDatabase.has(SLOT)).toBe(false));
  });

  it('goes on sending after the field has left the screen, and a field that comes back shows it without sending again', async () => {
    const first = renderSlot();
    act(() => first.result.current.choose(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })));
    const upload = await nthUpload(1);
    first.unmount();
    expect(upload.abort).not.toHaveBeenCalled();

    const second = renderSlot();
    expect(second.result.current.status).toBe('uploading');
    act(() => upload.created(UPLOAD_URL));
    act(() => upload.succeed());
    await waitFor(() => expect(second.onUploaded).toHaveBeenCalledWith(ID));
    expect(TusUploadDouble.instances).toHaveLength(1);
  });

  it('revokes the preview’s object URL when the photo changes and on unmount', async () => {
    const { result, unmount } = renderSlot();
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })));
    await waitFor(() => expect(result.current.previewUrl).toBe('blob:preview-300000'));

    compress.mockImplementation(async () => new File([new Uint8Array(200_000)], 'x', { type: 'image/jpeg' }));
    act(() => result.current.choose(new File([new Uint8Array(10)], 'b.jpg', { type: 'image/jpeg' })));
    await waitFor(() => expect(result.current.previewUrl).toBe('blob:preview-200000'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-300000');

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-200000');
  });

  it('says when this browser cannot keep the photo across a reload', async () => {
    delete (globalThis as { indexedDB?: unknown }).indexedDB;
    try {
      const { result } = renderSlot();
      act(() => result.current.choose(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })));
      await nthUpload(1);
      expect(result.current.survivesReload).toBe(false);
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { value: {}, configurable: true, writable: true });
    }
  });

  it('shows no photo of the slot once the caller has let its id go (the draft started over)', async () => {
    const { result, rerender, initialProps } = renderSlot();
    act(() => result.current.choose(new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })));
    const upload = await nthUpload(1);
    upload.url = `http://localhost:8080/v1/uploads/${OTHER_ID}`;
    act(() => upload.succeed());
    rerender({ ...initialProps, evidenceId: OTHER_ID });
    await waitFor(() => expect(result.current.status).toBe('uploaded'));
    expect(result.current.previewUrl).toBe('blob:preview-300000');
    rerender({ ...initialProps, evidenceId: undefined });
    expect(result.current).toMatchObject({ status: 'empty', previewUrl: undefined });
  });
});

function readKept(): PendingUpload | undefined {
  return mockDatabase.get(SLOT) as PendingUpload | undefined;
}
