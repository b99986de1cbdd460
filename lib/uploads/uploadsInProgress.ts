import { useMemo, useSyncExternalStore } from 'react';
import { PDF_TYPE } from './compressPhoto';
import { evidenceSlotLabel, getEvidenceSlots, subscribeEvidenceSlots, type EvidenceSlotState } from './evidenceSlots';

/** A slot still preparing or sending its file (with no signal, it is waiting to send). */
export interface UploadInProgress {
  slotKey: string;
  /** The field's label ("Back"). */
  label: string;
  status: 'preparing' | 'uploading' | 'waiting-for-signal';
  isPdf: boolean;
}

const EMPTY: ReadonlyMap<string, EvidenceSlotState> = new Map();

function isSending(state: EvidenceSlotState): state is EvidenceSlotState & { status: UploadInProgress['status'] } {
  return state.status === 'preparing' || state.status === 'uploading' || state.status === 'waiting-for-signal';
}

function inProgress(states: ReadonlyMap<string, EvidenceSlotState>, prefix: string): UploadInProgress[] {
  const found: UploadInProgress[] = [];
  for (const [slotKey, state] of states) {
    if (!slotKey.startsWith(prefix) || !isSending(state)) continue;
    found.push({ slotKey, label: evidenceSlotLabel(slotKey, state), status: state.status, isPdf: state.fileType === PDF_TYPE });
  }
  return found;
}

/** The slots whose key starts with `prefix` (e.g. a sale's) still preparing or sending, now: for a submit. */
export function uploadsInProgress(prefix = ''): UploadInProgress[] {
  return inProgress(getEvidenceSlots(), prefix);
}

/** uploadsInProgress(prefix), kept current: a submit button can say what it waits for. */
export function useUploadsInProgress(prefix = ''): UploadInProgress[] {
  const states = useSyncExternalStore(subscribeEvidenceSlots, getEvidenceSlots, () => EMPTY);
  return useMemo(() => inProgress(states, prefix), [states, prefix]);
}

/**
 * What a submit says while files are still being sent: "The photo 'Back' is still uploading.", "The photos
 * 'Back' and 'IMEI screen' are still uploading."; undefined when none is.
 */
export function stillUploadingMessage(uploads: readonly UploadInProgress[]): string | undefined {
  if (uploads.length === 0) return undefined;
  const noun = uploads.every((upload) => !upload.isPdf) ? 'photo' : 'file';
  const names = uploads.map((upload) => `'${upload.label}'`);
  if (names.length === 1) return `The ${noun} ${names[0]} is still uploading.`;
  const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `The ${noun}s ${list} are still uploading.`;
}

/**
 * Resolves once no slot under `prefix` is preparing or sending (each has been sent, refused or has failed);
 * rejects with an AbortError when `signal` aborts. A submit that waits should say why (stillUploadingMessage).
 */
export function waitForEvidenceUploads(prefix = '', signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Stopped waiting for the uploads', 'AbortError'));
      return;
    }
    const check = () => {
      if (uploadsInProgress(prefix).length > 0) return;
      cleanup();
      resolve();
    };
    const onAbort = () => {
      cleanup();
      reject(new DOMException('Stopped waiting for the uploads', 'AbortError'));
    };
    const unsubscribe = subscribeEvidenceSlots(check);
    function cleanup() {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    }
    signal?.addEventListener('abort', onAbort);
    check();
  });
}
