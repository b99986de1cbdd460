import { acceptsPdf, isEvidenceKind } from '@/lib/domain/evidence';
import type { ObjectStore } from '../storage/objectStore';
import type { FinishUpload } from './uploads/databaseUploadStore';
import { inspectFile } from './files/inspectFile';
import { uploadRefusal } from './uploads/uploadRefusal';

/** Where a file is kept in the object store: by partner, named by the evidence id, never by the phone's name. */
export function evidenceStorageKey(partnerId: string, evidenceId: string, extension: 'jpg' | 'pdf'): string {
  return `evidence/${partnerId}/${evidenceId}.${extension}`;
}

/** A 64-bit perceptual hash (16 hex digits) as PostgreSQL's signed bigint, so the database can XOR two. */
export function phashAsBigint(hex: string): string {
  return BigInt.asIntN(64, BigInt(`0x${hex}`)).toString();
}

/**
 * What happens to an upload's bytes once all have arrived: checked by their content (a photo is decoded
 * and written again without its metadata; a PDF must carry no scripts), stored in the object store, and
 * recorded as evidence of the agent who sent it, not yet of any sale or claim. A file that fails the
 * check is refused with the check's message and nothing is stored.
 */
export function storeEvidence(objects: ObjectStore, now: () => Date = () => new Date()): FinishUpload {
  return async (tx, upload) => {
    if (!isEvidenceKind(upload.kind)) throw uploadRefusal(400, 'The app asked to send a file it does not name. Update the app and try again.');
    const inspected = await inspectFile(upload.bytes, acceptsPdf(upload.kind) ? 'photo-or-pdf' : 'photo');
    if (!inspected.ok) throw uploadRefusal(422, inspected.message);
    const key = evidenceStorageKey(upload.owner.partnerId, upload.id, inspected.extension);
    // Stored before the row commits: a crash in between leaves a file no row names, written again on retry.
    await objects.put(key, inspected.bytes, inspected.mime);
    await tx.query(
      `INSERT INTO public.evidence (id, partner_id, agent_id, kind, content_type, size_bytes, width, height, sha256, phash, storage_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        upload.id,
        upload.owner.partnerId,
        upload.owner.agentId,
        upload.kind,
        inspected.mime,
        inspected.bytes.length,
        inspected.width ?? null,
        inspected.height ?? null,
        inspected.sha256,
        inspected.phash ? phashAsBigint(inspected.phash) : null,
        key,
        now().toISOString(),
      ],
    );
  };
}
