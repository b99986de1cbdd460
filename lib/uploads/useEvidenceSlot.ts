import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { EvidenceKind } from '@/lib/domain/evidence';
import { loadPhotoCompression, PDF_TYPE, type EvidenceAccepts } from './compressPhoto';
import {
  chooseEvidenceFile,
  forgetEvidenceSlot,
  getEvidenceSlot,
  resumeEvidenceSlot,
  retryEvidenceSlot,
  setEvidenceSlotCallbacks,
  setEvidenceSlotLabel,
  subscribeEvidenceSlots,
  type EvidenceSlotStatus,
} from './evidenceSlots';
import { pendingUploadsStorage, subscribePendingUploadsStorage } from './pendingUploads';
import { loadTus } from './uploadEvidence';

export type { EvidenceSlotStatus };

export interface UseEvidenceSlotOptions {
  /** Unique per slot of one sale or claim draft (e.g. `sale:<draft key>:DEVICE_FRONT`): its file is kept under it. */
  slotKey: string;
  kind: EvidenceKind;
  accepts: EvidenceAccepts;
  /** The evidence id the caller keeps (its persisted flow): the slot shows "uploaded" while there is one. */
  evidenceId?: string;
  /**
   * The server confirmed the file. Called even when the field has left the screen meanwhile (a wizard's next
   * step): keep the id in a store (the persisted flow), not in a component's state.
   */
  onUploaded: (evidenceId: string) => void;
  /** The slot's photo was replaced or removed: the id the caller keeps is no longer this slot's. */
  onCleared: () => void;
  /** What the slot is called on screen, for the form's "The photo 'Back' is still uploading." */
  label?: string;
}

export interface EvidenceSlot {
  status: EvidenceSlotStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** An object URL of the photo being sent (none for a PDF, nor after a reload once it was sent). */
  previewUrl?: string;
  fileName?: string;
  isPdf: boolean;
  /** The refusal (the server's words), the failure or the ended session, for the agent. */
  message?: string;
  /** false when this browser cannot keep files (private mode): a reload before "Sent" loses the photo. */
  survivesReload: boolean;
  /** Prepares and sends `file` in place of the slot's photo. */
  choose: (file: File) => void;
  /** Forgets the slot's photo (its upload stopped, its kept copy removed): the slot is empty. */
  retake: () => void;
  /** Sends the kept photo again now (after a failure, or when the signal is back before the phone notices). */
  retry: () => void;
}

function noop(): void {}

// Object URLs of the blobs shown, shared by the fields showing the same one and revoked when the last lets go.
const objectUrls = new Map<Blob, { url: string; users: number }>();

function holdObjectUrl(blob: Blob): () => void {
  const held = objectUrls.get(blob);
  if (held) held.users += 1;
  else objectUrls.set(blob, { url: URL.createObjectURL(blob), users: 1 });
  return () => {
    const entry = objectUrls.get(blob);
    if (!entry || --entry.users > 0) return;
    objectUrls.delete(blob);
    URL.revokeObjectURL(entry.url);
  };
}

/**
 * An object URL for `blob` while a mounted component shows it: made when the component subscribes (after
 * it is on screen, so a render React throws away leaks nothing), revoked when the blob changes or on unmount.
 */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!blob) return noop;
      const release = holdObjectUrl(blob);
      onChange();
      return release;
    },
    [blob],
  );
  return useSyncExternalStore(
    subscribe,
    () => (blob ? objectUrls.get(blob)?.url : undefined),
    () => undefined,
  );
}

/**
 * One photo slot of a form: choose a file, see it prepared and sent (tus, resumable), its progress and
 * outcome. On mount it resumes what the slot left on the device (a reload mid-upload loses nothing); the
 * upload itself runs in the page (lib/uploads/evidenceSlots), so it goes on while the field is off screen.
 */
export function useEvidenceSlot({ slotKey, kind, accepts, evidenceId, onUploaded, onCleared, label }: UseEvidenceSlotOptions): EvidenceSlot {
  const state = useSyncExternalStore(
    subscribeEvidenceSlots,
    () => getEvidenceSlot(slotKey),
    () => undefined,
  );
  const storage = useSyncExternalStore(subscribePendingUploadsStorage, pendingUploadsStorage, () => 'device' as const);

  // The latest callbacks, whenever they change: the upload may end after this field is gone.
  useEffect(() => {
    setEvidenceSlotCallbacks(slotKey, { onUploaded, onCleared });
  }, [slotKey, onUploaded, onCleared]);

  useEffect(() => {
    if (label) setEvidenceSlotLabel(slotKey, label);
  }, [slotKey, label]);

  // With the id the caller has when the slot appears: a kept file that id already names is done, not resumed.
  const resume = useEffectEvent(() => void resumeEvidenceSlot(slotKey, kind, evidenceId));
  useEffect(() => {
    // The code for preparing and sending, loaded while there is signal, before a photo is taken.
    loadPhotoCompression().catch(noop);
    loadTus().catch(noop);
    resume();
  }, [slotKey, kind]);

  // Uploaded in this page, but the caller no longer holds that id (it started over): not this slot's any more.
  const stale = state?.status === 'uploaded' && state.evidenceId !== evidenceId;
  const shown = stale ? undefined : state;
  const status: EvidenceSlotStatus = shown ? shown.status : evidenceId ? 'uploaded' : 'empty';
  const isPdf = shown?.fileType === PDF_TYPE;
  const previewUrl = useObjectUrl(isPdf ? undefined : shown?.blob);

  const choose = useCallback(
    (file: File) => {
      onCleared();
      void chooseEvidenceFile(slotKey, file, kind, accepts);
    },
    [slotKey, kind, accepts, onCleared],
  );
  const retake = useCallback(() => {
    void forgetEvidenceSlot(slotKey);
    onCleared();
  }, [slotKey, onCleared]);
  const retry = useCallback(() => void retryEvidenceSlot(slotKey), [slotKey]);

  return {
    status,
    progress: status === 'uploaded' ? 1 : status === 'empty' ? 0 : (shown?.progress ?? 0),
    previewUrl,
    fileName: shown?.fileName,
    isPdf,
    message: shown?.message,
    survivesReload: storage === 'device',
    choose,
    retake,
    retry,
  };
}
