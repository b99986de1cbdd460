import { subscribeEvidenceSlots } from '@/lib/uploads/evidenceSlots';
import { uploadsInProgress, waitForEvidenceUploads, type UploadInProgress } from '@/lib/uploads/uploadsInProgress';

/**
 * For a submit that waits for its files: resolves once no slot under `prefix` is being prepared or sent,
 * telling `onChange` which still are as that changes (an empty list at the end). Rejects with an AbortError
 * when `signal` aborts (the agent stopped waiting, or left).
 */
export async function waitForUploads(prefix: string, signal: AbortSignal, onChange: (uploads: UploadInProgress[]) => void): Promise<void> {
  const update = () => onChange(uploadsInProgress(prefix));
  const unsubscribe = subscribeEvidenceSlots(update);
  update();
  try {
    await waitForEvidenceUploads(prefix, signal);
  } finally {
    unsubscribe();
    onChange([]);
  }
}
