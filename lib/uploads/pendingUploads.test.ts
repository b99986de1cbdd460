import {
  clearPendingUploads,
  listPendingUploads,
  loadPendingUpload,
  PENDING_UPLOAD_MAX_AGE_MS,
  pendingUploadsStorage,
  readPendingUpload,
  removePendingUpload,
  resetPendingUploadsForTests,
  savePendingUpload,
  savePendingUploadUrl,
  subscribePendingUploadsStorage,
  type PendingUpload,
} from './pendingUploads';

// fake-indexeddb is not installed: idb-keyval is replaced at its boundary by a Map that stands for the
// database (it survives resetting the module's memory, as IndexedDB survives a reload).
const mockDatabase = new Map<IDBValidKey, unknown>();
const mockFailures = { set: false };
jest.mock('idb-keyval', () => ({
  createStore: jest.fn(() => 'store'),
  get: jest.fn(async (key: IDBValidKey) => mockDatabase.get(key)),
  set: jest.fn(async (key: IDBValidKey, value: unknown) => {
    if (mockFailures.set) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    mockDatabase.set(key, value);
  }),
  del: jest.fn(async (key: IDBValidKey) => void mockDatabase.delete(key)),
  entries: jest.fn(async () => [...mockDatabase]),
  clear: jest.fn(async () => mockDatabase.clear()),
}));

const NOW = Date.now();
const UPLOAD_URL = 'http://localhost:8080/v1/uploads/0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21';

function pending(change: Partial<PendingUpload> = {}): PendingUpload {
  return { blob: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }), name: 'front.jpg', type: 'image/jpeg', kind: 'DEVICE_FRONT', savedAt: NOW, ...change };
}

function withIndexedDb(available: boolean) {
  if (available) Object.defineProperty(globalThis, 'indexedDB', { value: {}, configurable: true, writable: true });
  else delete (globalThis as { indexedDB?: unknown }).indexedDB;
}

beforeEach(() => {
  mockDatabase.clear();
  mockFailures.set = false;
  resetPendingUploadsForTests();
});

afterAll(() => withIndexedDb(false));

describe('readPendingUpload (what is read back is checked)', () => {
  it('reads a valid record, dropping fields it does not know', () => {
    const record = { ...pending({ uploadUrl: UPLOAD_URL }), extra: 'x' };
    expect(readPendingUpload(record, NOW)).toEqual(pending({ uploadUrl: UPLOAD_URL }));
  });

  it.each<[string, unknown]>([
    ['not an object', 'front.jpg'],
    ['an array', [pending()]],
    ['no blob', { ...pending(), blob: 'data:image/jpeg;base64,AAAA' }],
    ['an empty blob', pending({ blob: new Blob([]) })],
    ['no name', pending({ name: '' })],
    ['a type that is no photo nor PDF', pending({ type: 'text/html' })],
    ['a kind no slot has', { ...pending(), kind: 'SELFIE' }],
    ['a savedAt that is no time', { ...pending(), savedAt: 'yesterday' }],
    ['a record older than the maximum age', pending({ savedAt: NOW - PENDING_UPLOAD_MAX_AGE_MS - 1 })],
    ['a record from the far future', pending({ savedAt: NOW + 3 * 24 * 60 * 60 * 1000 })],
    ['an upload URL that is not http', pending({ uploadUrl: 'javascript:alert(1)' })],
  ])('drops %s', (_name, value) => {
    expect(readPendingUpload(value, NOW)).toBeUndefined();
  });
});

describe('pending uploads in IndexedDB', () => {
  beforeEach(() => withIndexedDb(true));

  it('saves, loads, records the upload URL and removes a slot’s file, on the device', async () => {
    await expect(savePendingUpload('sale:1:DEVICE_FRONT', pending())).resolves.toBe('device');
    expect(mockDatabase.has('sale:1:DEVICE_FRONT')).toBe(true);

    await savePendingUploadUrl('sale:1:DEVICE_FRONT', UPLOAD_URL);
    // A reload: the page's memory is gone, the database is not.
    resetPendingUploadsForTests();
    await expect(loadPendingUpload('sale:1:DEVICE_FRONT')).resolves.toEqual(pending({ uploadUrl: UPLOAD_URL }));

    await removePendingUpload('sale:1:DEVICE_FRONT');
    await expect(loadPendingUpload('sale:1:DEVICE_FRONT')).resolves.toBeUndefined();
    expect(mockDatabase.size).toBe(0);
    expect(pendingUploadsStorage()).toBe('device');
  });

  it('drops (and removes) a damaged or foreign record instead of failing', async () => {
    mockDatabase.set('sale:1:DEVICE_BACK', { blob: 'not a blob', name: 'back.jpg' });
    await expect(loadPendingUpload('sale:1:DEVICE_BACK')).resolves.toBeUndefined();
    expect(mockDatabase.has('sale:1:DEVICE_BACK')).toBe(false);
  });

  it('lists the valid files under a prefix, removing the invalid ones', async () => {
    await savePendingUpload('sale:1:DEVICE_FRONT', pending());
    await savePendingUpload('sale:1:IMEI_SCREEN', pending({ kind: 'IMEI_SCREEN', name: 'imei.jpg' }));
    await savePendingUpload('claim:9:DAMAGE', pending({ kind: 'DAMAGE' }));
    mockDatabase.set('sale:1:DEVICE_BACK', pending({ savedAt: NOW - PENDING_UPLOAD_MAX_AGE_MS - 60_000 }));
    mockDatabase.set(42, pending());

    const listed = await listPendingUploads('sale:1:');
    expect(listed.map(({ slotKey }) => slotKey).sort()).toEqual(['sale:1:DEVICE_FRONT', 'sale:1:IMEI_SCREEN']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockDatabase.has('sale:1:DEVICE_BACK')).toBe(false);
    expect(mockDatabase.has('claim:9:DAMAGE')).toBe(true);
  });

  it('does not bring back a record removed while its upload URL was being saved', async () => {
    await savePendingUpload('sale:1:DEVICE_FRONT', pending());
    const urlSaved = savePendingUploadUrl('sale:1:DEVICE_FRONT', UPLOAD_URL);
    const removed = removePendingUpload('sale:1:DEVICE_FRONT');
    await Promise.all([urlSaved, removed]);
    expect(mockDatabase.has('sale:1:DEVICE_FRONT')).toBe(false);
  });

  it('keeps the file in memory when the device refuses it (a full disk), and says it will not survive a reload', async () => {
    const changed = jest.fn();
    const unsubscribe = subscribePendingUploadsStorage(changed);
    mockFailures.set = true;
    await expect(savePendingUpload('sale:1:DEVICE_FRONT', pending())).resolves.toBe('memory');
    expect(pendingUploadsStorage()).toBe('memory');
    expect(changed).toHaveBeenCalledTimes(1);
    await expect(loadPendingUpload('sale:1:DEVICE_FRONT')).resolves.toEqual(pending());
    unsubscribe();
  });

  it('forgets everything at logout', async () => {
    await savePendingUpload('sale:1:DEVICE_FRONT', pending());
    await clearPendingUploads();
    expect(mockDatabase.size).toBe(0);
    await expect(listPendingUploads()).resolves.toEqual([]);
  });
});

describe('pending uploads without IndexedDB (private mode)', () => {
  beforeEach(() => withIndexedDb(false));

  it('keeps working in memory, and says so', async () => {
    await expect(savePendingUpload('sale:1:DEVICE_FRONT', pending())).resolves.toBe('memory');
    expect(pendingUploadsStorage()).toBe('memory');
    await savePendingUploadUrl('sale:1:DEVICE_FRONT', UPLOAD_URL);
    await expect(loadPendingUpload('sale:1:DEVICE_FRONT')).resolves.toEqual(pending({ uploadUrl: UPLOAD_URL }));
    await expect(listPendingUploads('sale:1:')).resolves.toEqual([{ slotKey: 'sale:1:DEVICE_FRONT', upload: pending({ uploadUrl: UPLOAD_URL }) }]);
    await removePendingUpload('sale:1:DEVICE_FRONT');
    await expect(loadPendingUpload('sale:1:DEVICE_FRONT')).resolves.toBeUndefined();
  });

  it('refuses to keep what it could not read back', async () => {
    await expect(savePendingUpload('sale:1:DEVICE_FRONT', pending({ type: 'application/x-msdownload' }))).rejects.toThrow();
  });
});
