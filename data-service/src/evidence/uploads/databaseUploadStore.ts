import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { UPLOAD_RESUMABLE_HOURS } from '@/lib/domain/evidence';
import type { Database, Queryable } from '../../db/types';
import { uploadRefusal } from './uploadRefusal';

/** Who started an upload and what it is, as the upload's server-set metadata carries them (tusServer.ts). */
export interface UploadOwner {
  agentId: string;
  partnerId: string;
}

/** An upload whose last byte just arrived, with every byte, in the transaction that recorded it. */
export interface CompleteUpload {
  id: string;
  owner: UploadOwner;
  kind: string;
  fileName: string;
  bytes: Buffer;
}

/** Stores the finished file and records it; throwing refuses the last bytes (the transaction rolls back). */
export type FinishUpload = (tx: Queryable, upload: CompleteUpload) => Promise<void>;

/**
 * Most bytes one PATCH may bring. The phone sends 256 KiB at a time, so a dropped connection costs at most
 * that; the cap keeps one request from holding a large body in memory.
 */
export const MAX_PATCH_BYTES = 1024 * 1024;

const EXPIRATION_MS = UPLOAD_RESUMABLE_HOURS * 60 * 60 * 1000;

type UploadRow = {
  id: string;
  agent_id: string;
  partner_id: string;
  kind: string;
  file_name: string;
  size: number;
  received: number;
  created_at: Date | string;
};

/**
 * The tus data store on the database every data-service process shares: an upload's state and bytes are
 * rows, so a phone's next PATCH may reach any process, and a process killed mid-request loses nothing that
 * was committed. Each PATCH appends its bytes in one transaction that also moves the offset, on the
 * condition that the offset is still the one the PATCH started from, so two PATCHes racing on two processes
 * never both land (the loser is answered 409, as tus says). The last PATCH also stores the file
 * (`finish`) in the same transaction: the upload is complete exactly when its evidence exists.
 */
export class DatabaseUploadStore extends DataStore {
  constructor(
    private readonly db: Database,
    private readonly finish: FinishUpload,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const meta = upload.metadata ?? {};
    if (upload.size === undefined) throw ERRORS.INVALID_LENGTH;
    const createdAt = this.now();
    await this.db.query(
      `INSERT INTO public.evidence_upload (id, partner_id, agent_id, kind, file_name, size, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [upload.id, meta.partner_id, meta.agent_id, meta.kind, meta.filename ?? '', upload.size, createdAt.toISOString()],
    );
    upload.creation_date = createdAt.toISOString();
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.load(this.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id: row.id,
      size: row.size,
      offset: row.received,
      metadata: { kind: row.kind, filename: row.file_name, agent_id: row.agent_id, partner_id: row.partner_id },
      creation_date: new Date(row.created_at).toISOString(),
    });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    // What arrived is kept even when the connection dropped mid-body: the phone resumes from there.
    const chunks: Buffer[] = [];
    let length = 0;
    let streamError: unknown;
    try {
      for await (const chunk of stream) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        length += bytes.length;
        if (length > MAX_PATCH_BYTES) throw uploadRefusal(413, 'The photo was sent in pieces too large. Update the app and try again.');
        chunks.push(bytes);
      }
    } catch (error) {
      if (length > MAX_PATCH_BYTES) throw error;
      streamError = error;
    }
    const received = Buffer.concat(chunks);
    const newOffset = received.length === 0 ? offset : await this.append(id, offset, received);
    if (streamError !== undefined) throw streamError;
    return newOffset;
  }

  override async remove(id: string): Promise<void> {
    await this.db.query(`DELETE FROM public.evidence_upload WHERE id = $1 AND finished_at IS NULL`, [id]);
  }

  override getExpiration(): number {
    return EXPIRATION_MS;
  }

  override async deleteExpired(): Promise<number> {
    return deleteExpiredUploads(this.db, this.now());
  }

  private async append(id: string, offset: number, bytes: Buffer): Promise<number> {
    return this.db.transaction(async (tx) => {
      const moved = await tx.query<{ received: number; size: number }>(
        `UPDATE public.evidence_upload SET received = received + $3
         WHERE id = $1 AND received = $2 AND finished_at IS NULL AND received + $3 <= size
         RETURNING received, size`,
        [id, offset, bytes.length],
      );
      const upload = moved.rows[0];
      if (!upload) throw ERRORS.INVALID_OFFSET;
      await tx.query(`INSERT INTO public.evidence_upload_chunk (upload_id, start_offset, bytes) VALUES ($1, $2, $3)`, [id, offset, bytes]);
      if (upload.received === upload.size) await this.complete(tx, id);
      return upload.received;
    });
  }

  private async complete(tx: Queryable, id: string): Promise<void> {
    const row = await this.load(tx, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    const { rows } = await tx.query<{ bytes: Uint8Array }>(
      `SELECT bytes FROM public.evidence_upload_chunk WHERE upload_id = $1 ORDER BY start_offset`,
      [id],
    );
    const bytes = Buffer.concat(rows.map((chunk) => Buffer.from(chunk.bytes)));
    await this.finish(tx, { id, owner: { agentId: row.agent_id, partnerId: row.partner_id }, kind: row.kind, fileName: row.file_name, bytes });
    await tx.query(`DELETE FROM public.evidence_upload_chunk WHERE upload_id = $1`, [id]);
    await tx.query(`UPDATE public.evidence_upload SET finished_at = $2 WHERE id = $1`, [id, this.now().toISOString()]);
  }

  private async load(db: Queryable, id: string): Promise<UploadRow | undefined> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return undefined;
    const { rows } = await db.query<UploadRow>(
      `SELECT id, agent_id, partner_id, kind, file_name, size, received, created_at FROM public.evidence_upload WHERE id = $1`,
      [id],
    );
    return rows[0];
  }
}

/** Unfinished uploads past their expiry, with their bytes; finished ones stay (their evidence is the record). */
export async function deleteExpiredUploads(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM public.evidence_upload WHERE finished_at IS NULL AND created_at < $1 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [new Date(now.getTime() - EXPIRATION_MS).toISOString()],
  );
  return rows[0]?.n ?? 0;
}
