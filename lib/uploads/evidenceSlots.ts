import { EVIDENCE_KIND_LABELS, type EvidenceKind } from '@/lib/domain/evidence';
import { compressPhoto, PhotoRefusedError, type EvidenceAccepts } from './compressPhoto';
import {
  clearPendingUploads,
  listPendingUploads,
  loadPendingUpload,
  removePendingUpload,
  savePendingUpload,
  savePendingUploadUrl,
  type PendingUpload,
} from './pendingUploads';
import { EvidenceUploadError, evidenceIdFromUploadUrl, UPLOAD_FAILED_MESSAGE, uploadEvidence } from './uploadEvidence';

/**
 * The photo slots of this page: what each one is doing, its upload running in the page rather than in a
 * component, so it goes on when the field leaves the screen (a wizard's next step) and a field that comes
 * back shows it instead of starting another. useEvidenceSlot reads and drives it; a form asks
 * uploadsInProgress for the slots still sending.
 */

export type EvidenceSlotStatus = 'empty' | 'preparing' | 'uploading' | 'waiting-for-signal' | 'uploaded' | 'refused' | 'failed';
export type EvidenceSlotActivity = Exclude<EvidenceSlotStatus, 'empty'>;

export interface EvidenceSlotState {
  status: EvidenceSlotActivity;
  kind: EvidenceKind;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** The file being (or last) sent, for its preview; absent while a chosen photo is being prepared. */
  blob?: Blob;
  fileName?: string;
  fileType?: string;
  /** For the agent: the refusal (the server's words), the failure, the ended session. */
  message?: string;
  /** Set once the server confirmed the file, in this page. */
  evidenceId?: string;
}

export interface EvidenceSlotCallbacks {
  onUploaded: (evidenceId: string) => void;
  onCleared: () => void;
}

/** Said when a chosen photo could not be prepared for a reason other than the file (its code did not load). */
export const PREPARE_FAILED_MESSAGE = 'The photo could not be prepared: check the connection and try again.';

let states: ReadonlyMap<string, EvidenceSlotState> = new Map();
const listeners = new Set<() => void>();
/** The file each slot sends (kept in memory too: IndexedDB may be unavailable). */
const records = new Map<string, PendingUpload>();
/** A chosen file whose preparation failed (not the file's fault): "Try again" prepares it again. */
const unprepared = new Map<string, { file: File; accepts: EvidenceAccepts }>();
const controllers = new Map<string, AbortController>();
/** Bumped by every new action on a slot: a late answer for an earlier one is ignored. */
const generations = new Map<string, number>();
const callbacks = new Map<string, EvidenceSlotCallbacks>();
const resuming = new Set<string>();
/** What each slot is called on screen, for "The photo 'Back' is still uploading." */
const labels = new Map<string, string>();

function emit(): void {
  for (const listener of listeners) listener();
}

function setState(slotKey: string, state: EvidenceSlotState | undefined): void {
  const next = new Map(states);
  if (state) next.set(slotKey, state);
  else next.delete(slotKey);
  states = next;
  emit();
}

function patch(slotKey: string, change: Partial<EvidenceSlotState>): void {
  const current = states.get(slotKey);
  if (current) setState(slotKey, { ...current, ...change });
}

/** Every slot's state (a new map at each change: for useSyncExternalStore). */
export function getEvidenceSlots(): ReadonlyMap<string, EvidenceSlotState> {
  return states;
}

export function getEvidenceSlot(slotKey: string): EvidenceSlotState | undefined {
  return states.get(slotKey);
}

export function subscribeEvidenceSlots(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The slot's latest callbacks. They are called when its upload ends even if no field shows the slot any
 * more, so they should write to a store (the persisted flow), not to a component's state.
 */
export function setEvidenceSlotCallbacks(slotKey: string, slotCallbacks: EvidenceSlotCallbacks): void {
  callbacks.set(slotKey, slotCallbacks);
}

export function setEvidenceSlotLabel(slotKey: string, label: string): void {
  labels.set(slotKey, label);
}

/** What a slot is called: its field's label, else its kind's. */
export function evidenceSlotLabel(slotKey: string, state: EvidenceSlotState): string {
  return labels.get(slotKey) ?? EVIDENCE_KIND_LABELS[state.kind];
}

function nextGeneration(slotKey: string): number {
  const generation = (generations.get(slotKey) ?? 0) + 1;
  generations.set(slotKey, generation);
  return generation;
}

function isCurrent(slotKey: string, generation: number): boolean {
  return generations.get(slotKey) === generation;
}

function stopUpload(slotKey: string): void {
  controllers.get(slotKey)?.abort();
  controllers.delete(slotKey);
}

function quietly(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}

/** Sends the slot's record; the outcome lands in its state and, once confirmed, in `onUploaded`. */
async function send(slotKey: string, record: PendingUpload, generation: number): Promise<void> {
  stopUpload(slotKey);
  const controller = new AbortController();
  controllers.set(slotKey, controller);
  unprepared.delete(slotKey);
  patch(slotKey, { status: 'uploading', message: undefined, evidenceId: undefined });
  try {
    const evidenceId = await uploadEvidence({
      slotKey,
      file: record.blob,
      kind: record.kind,
      fileName: record.name,
      fileType: record.type,
      uploadUrl: record.uploadUrl,
      signal: controller.signal,
      onProgress: (progress) => {
        if (isCurrent(slotKey, generation)) patch(slotKey, { progress });
      },
      onUploadUrl: (uploadUrl) => {
        if (!isCurrent(slotKey, generation)) return;
        records.set(slotKey, { ...record, uploadUrl });
        quietly(savePendingUploadUrl(slotKey, uploadUrl));
      },
      onWaitingForSignal: (waiting) => {
        if (isCurrent(slotKey, generation)) patch(slotKey, { status: waiting ? 'waiting-for-signal' : 'uploading' });
      },
    });
    if (!isCurrent(slotKey, generation)) return;
    controllers.delete(slotKey);
    records.delete(slotKey);
    patch(slotKey, { status: 'uploaded', progress: 1, evidenceId, message: undefined });
    // Told before the record is removed: a reload in between finds the record naming this id and drops it.
    callbacks.get(slotKey)?.onUploaded(evidenceId);
    quietly(removePendingUpload(slotKey));
  } catch (error) {
    if (controller.signal.aborted || !isCurrent(slotKey, generation)) return;
    controllers.delete(slotKey);
    if (error instanceof EvidenceUploadError && error.reason === 'refused') {
      // Sending it again would be refused again: forgotten, its preview kept to show what was refused.
      records.delete(slotKey);
      quietly(removePendingUpload(slotKey));
      patch(slotKey, { status: 'refused', message: error.message });
      return;
    }
    // The photo stays kept (memory and IndexedDB) for "Try again" or the next visit.
    patch(slotKey, { status: 'failed', message: error instanceof EvidenceUploadError ? error.message : UPLOAD_FAILED_MESSAGE });
  }
}

/**
 * Picks up what the slot left on the device (a reload mid-upload) and sends it on. Does nothing when the
 * slot is already busy in this page, when nothing is kept, or when what is kept is the upload `evidenceId`
 * already names (then it is removed). A kept file of another kind than `kind` is not this slot's: dropped.
 */
export async function resumeEvidenceSlot(slotKey: string, kind: EvidenceKind, evidenceId?: string): Promise<void> {
  if (states.has(slotKey) || resuming.has(slotKey)) return;
  resuming.add(slotKey);
  const generation = nextGeneration(slotKey);
  try {
    const record = await loadPendingUpload(slotKey).catch(() => undefined);
    if (!record || !isCurrent(slotKey, generation) || states.has(slotKey)) return;
    const done = evidenceId !== undefined && record.uploadUrl !== undefined && evidenceIdFromUploadUrl(record.uploadUrl) === evidenceId;
    if (done || record.kind !== kind) {
      quietly(removePendingUpload(slotKey));
      return;
    }
    records.set(slotKey, record);
    setState(slotKey, { status: 'uploading', kind, progress: 0, blob: record.blob, fileName: record.name, fileType: record.type });
    void send(slotKey, record, generation);
  } finally {
    resuming.delete(slotKey);
  }
}

/**
 * Prepares `file` for the slot (compressPhoto), keeps it on the device and sends it, in place of whatever
 * the slot had. A file the phone refuses leaves the slot `refused` with the reason.
 */
export async function chooseEvidenceFile(slotKey: string, file: File, kind: EvidenceKind, accepts: EvidenceAccepts): Promise<void> {
  stopUpload(slotKey);
  const generation = nextGeneration(slotKey);
  records.delete(slotKey);
  unprepared.delete(slotKey);
  setState(slotKey, { status: 'preparing', kind, progress: 0, fileName: file.name, fileType: file.type });
  // The earlier photo of the slot is no longer wanted, even if this one is refused.
  quietly(removePendingUpload(slotKey));
  let prepared: File;
  try {
    prepared = await compressPhoto(file, accepts);
  } catch (error) {
    if (!isCurrent(slotKey, generation)) return;
    if (error instanceof PhotoRefusedError) {
      patch(slotKey, { status: 'refused', message: error.message });
    } else {
      unprepared.set(slotKey, { file, accepts });
      patch(slotKey, { status: 'failed', message: PREPARE_FAILED_MESSAGE });
    }
    return;
  }
  if (!isCurrent(slotKey, generation)) return;
  const record: PendingUpload = { blob: prepared, name: prepared.name, type: prepared.type, kind, savedAt: Date.now() };
  records.set(slotKey, record);
  patch(slotKey, { blob: prepared, fileName: prepared.name, fileType: prepared.type });
  // Where it is kept is the storage's to say (pendingUploadsStorage); one it cannot keep is still sent.
  await savePendingUpload(slotKey, record).catch(() => undefined);
  if (!isCurrent(slotKey, generation)) return;
  await send(slotKey, record, generation);
}

/** Sends the slot's file again now (after a failure, or without waiting for the signal to be noticed). */
export async function retryEvidenceSlot(slotKey: string): Promise<void> {
  const state = states.get(slotKey);
  if (!state || (state.status !== 'failed' && state.status !== 'waiting-for-signal')) return;
  const again = unprepared.get(slotKey);
  if (again) return chooseEvidenceFile(slotKey, again.file, state.kind, again.accepts);
  const record = records.get(slotKey) ?? (await loadPendingUpload(slotKey).catch(() => undefined));
  if (!record) {
    setState(slotKey, undefined);
    return;
  }
  records.set(slotKey, record);
  await send(slotKey, record, nextGeneration(slotKey));
}

/** Forgets the slot's photo: its upload stopped, its kept file removed, the slot empty. */
export async function forgetEvidenceSlot(slotKey: string): Promise<void> {
  stopUpload(slotKey);
  nextGeneration(slotKey);
  records.delete(slotKey);
  unprepared.delete(slotKey);
  setState(slotKey, undefined);
  await removePendingUpload(slotKey).catch(() => undefined);
}

/** Forgets every slot whose key starts with `prefix` (a sale started over or submitted). Kept files too. */
export async function forgetEvidenceSlots(prefix: string): Promise<void> {
  const kept = await listPendingUploads(prefix).catch(() => []);
  const keys = new Set([...states.keys(), ...records.keys(), ...kept.map(({ slotKey }) => slotKey)].filter((key) => key.startsWith(prefix)));
  await Promise.all([...keys].map(forgetEvidenceSlot));
}

/** Logging out: every upload stopped and every kept file removed (customers' photos stay with no one). */
export async function clearEvidenceUploads(): Promise<void> {
  for (const slotKey of controllers.keys()) stopUpload(slotKey);
  for (const slotKey of new Set([...generations.keys()])) nextGeneration(slotKey);
  records.clear();
  unprepared.clear();
  callbacks.clear();
  labels.clear();
  states = new Map();
  emit();
  await clearPendingUploads();
}
