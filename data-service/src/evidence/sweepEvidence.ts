import { UNATTACHED_EVIDENCE_DAYS } from '@/lib/domain/evidence';
import type { Database } from '../db/types';
import type { ObjectStore } from '../storage/objectStore';
import { deleteExpiredUploads } from './uploads/databaseUploadStore';

export const SWEEP_EVIDENCE = 'evidence-sweep';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Files removed per statement: a backlog (a sweep that did not run for weeks) goes in several short ones. */
const FILES_PER_BATCH = 500;

/**
 * Nightly: uploads the phone never finished (past tus's expiry) go with their bytes, and files no sale or
 * claim took within UNATTACHED_EVIDENCE_DAYS (a sale started and never finished) go: the row first, on the
 * condition that it is still unattached (a sale taking it at that moment keeps it), then the file. A crash
 * in between leaves a file no row names and no link can reach; the sweep may run again at any time.
 */
export async function sweepEvidence(db: Database, objects: ObjectStore, now = new Date()): Promise<{ uploads: number; files: number }> {
  const uploads = await deleteExpiredUploads(db, now);
  const takenBy = new Date(now.getTime() - UNATTACHED_EVIDENCE_DAYS * DAY_MS).toISOString();
  let files = 0;
  for (;;) {
    const { rows } = await db.query<{ storage_key: string }>(
      `DELETE FROM public.evidence WHERE id IN (
         SELECT id FROM public.evidence WHERE attached_at IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2
       ) AND attached_at IS NULL
       RETURNING storage_key`,
      [takenBy, FILES_PER_BATCH],
    );
    for (const row of rows) await objects.delete(row.storage_key);
    files += rows.length;
    if (rows.length < FILES_PER_BATCH) return { uploads, files };
  }
}
