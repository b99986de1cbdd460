import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { isEvidenceKind, UNATTACHED_EVIDENCE_DAYS, type EvidenceKind } from '@/lib/domain/evidence';

/**
 * A photo (or PDF) chosen for a slot and not yet confirmed by the server, kept in the browser's IndexedDB
 * so that a reload, a crash or a closed tab loses nothing: the slot resumes it when it appears again.
 */
export interface PendingUpload {
  /** What is sent: the compressed JPEG, or the PDF as chosen. */
  blob: Blob;
  name: string;
  type: string;
  kind: EvidenceKind;
  /** The tus upload's URL once the server created it: a reload resumes there instead of starting over. */
  uploadUrl?: string;
  /** When it was chosen (ms since the epoch). */
  savedAt: number;
}

/** Where a pending upload is kept: on the device (survives a reload) or only in this page's memory. */
export type PendingStorage = 'device' | 'memory';

export const PENDING_UPLOADS_DB = 'devicecover-uploads';
export const PENDING_UPLOADS_STORE = 'pending';

/**
 * A pending photo older than this is dropped when read: customers' photos and police reports do not stay on
 * a shop's phone for ever, and a sale draft is not kept longer than its finished uploads are.
 */
export const PENDING_UPLOAD_MAX_AGE_MS = UNATTACHED_EVIDENCE_DAYS * 24 * 60 * 60 * 1000;
/** Larger than anything the app stores (a compressed photo ~0.45 MB, a PDF a few MB): anything else is not ours. */
export const PENDING_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
const MAX_NAME_LENGTH = 255;
const MAX_URL_LENGTH = 2000;
const MAX_SLOT_KEY_LENGTH = 200;
/** A clock a day ahead of the phone's (a record saved before the clock was corrected) is tolerated. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;
/** An IndexedDB that does not answer in this time (some private modes hang on open) counts as none. */
const STORAGE_TIMEOUT_MS = 8000;
const STORED_TYPE = /^(image\/[a-z0-9.+-]{1,60}|application\/pdf)$/;

/**
 * A stored value read back as a PendingUpload, or undefined when it is not one (another version's shape,
 * a damaged or foreign record, one older than PENDING_UPLOAD_MAX_AGE_MS). Unknown fields are dropped.
 */
export function readPendingUpload(value: unknown, now: number = Date.now()): PendingUpload | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const { blob, name, type, kind, uploadUrl, savedAt } = record;
  if (!(blob instanceof Blob) || blob.size === 0 || blob.size > PENDING_UPLOAD_MAX_BYTES) return undefined;
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH) return undefined;
  if (typeof type !== 'string' || !STORED_TYPE.test(type)) return undefined;
  if (!isEvidenceKind(kind)) return undefined;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return undefined;
  if (savedAt > now + FUTURE_TOLERANCE_MS || now - savedAt > PENDING_UPLOAD_MAX_AGE_MS) return undefined;
  if (uploadUrl !== undefined && !isHttpUrl(uploadUrl)) return undefined;
  return uploadUrl === undefined ? { blob, name, type, kind, savedAt } : { blob, name, type, kind, uploadUrl, savedAt };
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function checkSlotKey(slotKey: string): void {
  if (typeof slotKey !== 'string' || slotKey.length === 0 || slotKey.length > MAX_SLOT_KEY_LENGTH) {
    throw new Error(`A slot key is 1 to ${MAX_SLOT_KEY_LENGTH} characters`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Where records live: IndexedDB while it works, else this page's memory (private modes, a full disk, no
// IndexedDB at all): the photo is still sent, it just does not survive a reload — `pendingUploadsStorage()`
// says so, for the field to tell the agent.

const memory = new Map<string, PendingUpload>();
let store: UseStore | undefined;
let storage: PendingStorage = 'device';
const listeners = new Set<() => void>();

function idbStore(): UseStore {
  if (typeof indexedDB === 'undefined') throw new Error('No IndexedDB');
  store ??= createStore(PENDING_UPLOADS_DB, PENDING_UPLOADS_STORE);
  return store;
}

function fallBackToMemory(): void {
  if (storage === 'memory') return;
  storage = 'memory';
  for (const listener of listeners) listener();
}

/** Where pending uploads are kept now: 'memory' once IndexedDB has failed on this page. */
export function pendingUploadsStorage(): PendingStorage {
  return storage;
}

/** Called when pendingUploadsStorage() changes (for useSyncExternalStore). */
export function subscribePendingUploadsStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function withTimeout<T>(operation: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), STORAGE_TIMEOUT_MS);
    // A synchronous throw (no indexedDB global) becomes a rejection here.
    Promise.resolve()
      .then(operation)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** Runs `operation` on IndexedDB; on failure switches this page to memory and answers `fallback()`. */
async function onDevice<T>(operation: (db: UseStore) => Promise<T>, fallback: () => T): Promise<T> {
  if (storage === 'memory') return fallback();
  try {
    return await withTimeout(() => operation(idbStore()));
  } catch {
    fallBackToMemory();
    return fallback();
  }
}

// One operation at a time per slot: a late "save the upload URL" never brings back a record just removed.
const queues = new Map<string, Promise<unknown>>();
function queued<T>(slotKey: string, operation: () => Promise<T>): Promise<T> {
  const previous = queues.get(slotKey) ?? Promise.resolve();
  const next = previous.then(operation, operation);
  const settled = next.catch(() => undefined);
  queues.set(slotKey, settled);
  void settled.then(() => {
    if (queues.get(slotKey) === settled) queues.delete(slotKey);
  });
  return next;
}

/** Keeps `upload` for `slotKey` (replacing what was there); answers where it is kept. Never throws for storage. */
export function savePendingUpload(slotKey: string, upload: PendingUpload): Promise<PendingStorage> {
  checkSlotKey(slotKey);
  const record = readPendingUpload(upload);
  if (!record) return Promise.reject(new Error('Not a pending upload that can be kept'));
  return queued(slotKey, async () => {
    memory.set(slotKey, record);
    return onDevice(
      async (db) => {
        await set(slotKey, record, db);
        // On the device now: the memory copy would only hide a later removal's failure.
        memory.delete(slotKey);
        return 'device' as const;
      },
      () => 'memory' as const,
    );
  });
}

/** The pending upload kept for `slotKey`, or undefined; a record that is not valid is removed. */
export function loadPendingUpload(slotKey: string): Promise<PendingUpload | undefined> {
  checkSlotKey(slotKey);
  return queued(slotKey, async () => {
    const inMemory = memory.get(slotKey);
    if (inMemory) return inMemory;
    const stored = await onDevice((db) => get<unknown>(slotKey, db), () => undefined);
    if (stored === undefined) return undefined;
    const record = readPendingUpload(stored);
    if (!record) await onDevice((db) => del(slotKey, db), () => undefined);
    return record;
  });
}

/** Records the tus upload URL of `slotKey`'s pending upload (nothing when there is none any more). */
export function savePendingUploadUrl(slotKey: string, uploadUrl: string): Promise<void> {
  checkSlotKey(slotKey);
  return queued(slotKey, async () => {
    const inMemory = memory.get(slotKey);
    if (inMemory) {
      memory.set(slotKey, { ...inMemory, uploadUrl });
      return;
    }
    const record = readPendingUpload(await onDevice((db) => get<unknown>(slotKey, db), () => undefined));
    if (!record) return;
    await onDevice(
      (db) => set(slotKey, { ...record, uploadUrl }, db),
      () => void memory.set(slotKey, { ...record, uploadUrl }),
    );
  });
}

/** Forgets `slotKey`'s pending upload, wherever it is kept. */
export function removePendingUpload(slotKey: string): Promise<void> {
  checkSlotKey(slotKey);
  return queued(slotKey, async () => {
    memory.delete(slotKey);
    // Tried even after a fallback: a record written before it would otherwise come back after a reload.
    await quietlyOnDevice((db) => del(slotKey, db));
  });
}

/** Every valid pending upload whose slot key starts with `prefix` (e.g. a sale's); invalid ones are removed. */
export async function listPendingUploads(prefix = ''): Promise<{ slotKey: string; upload: PendingUpload }[]> {
  const found = new Map<string, PendingUpload>();
  const stored = await onDevice((db) => entries<IDBValidKey, unknown>(db), () => []);
  const invalid: string[] = [];
  for (const [key, value] of stored) {
    if (typeof key !== 'string' || !key.startsWith(prefix)) continue;
    const record = readPendingUpload(value);
    if (record) found.set(key, record);
    else invalid.push(key);
  }
  for (const key of invalid) void removePendingUpload(key);
  for (const [key, record] of memory) if (key.startsWith(prefix)) found.set(key, record);
  return [...found].map(([slotKey, upload]) => ({ slotKey, upload }));
}

/** Forgets every pending upload (logging out: customers' photos do not stay for the next agent). */
export async function clearPendingUploads(): Promise<void> {
  memory.clear();
  await quietlyOnDevice((db) => clear(db));
}

async function quietlyOnDevice(operation: (db: UseStore) => Promise<void>): Promise<void> {
  try {
    await withTimeout(() => operation(idbStore()));
  } catch {
    // Nothing kept there, or nothing to reach: either way nothing to forget.
  }
}

/** Tests only: back to a fresh page (IndexedDB tried again, memory empty). */
export function resetPendingUploadsForTests(): void {
  memory.clear();
  queues.clear();
  store = undefined;
  storage = 'device';
}
