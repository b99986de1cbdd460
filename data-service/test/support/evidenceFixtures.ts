import crypto from 'node:crypto';
import type { EvidenceKind } from '@/lib/domain/evidence';
import { requiredClaimEvidence } from '@/lib/domain/evidence';
import type { ClaimType } from '@/lib/domain/claims';
import type { Queryable } from '../../src/db/types';

/**
 * Evidence rows as an upload leaves them (the agent's own, not yet taken by a sale or a claim), written
 * directly for the tests of what comes after the upload; evidence-uploads.test.ts covers the upload itself.
 * No file is stored: `evidence_links` on these is not asked. Each photo gets a random perceptual hash, so two
 * fixtures never count as the same photo.
 */
export async function uploadedEvidence(db: Queryable, agent: { id: string; partnerId: string }, kind: EvidenceKind, options: { phash?: bigint } = {}): Promise<string> {
  const id = crypto.randomUUID();
  const pdf = kind === 'POLICE_REPORT' && options.phash === undefined;
  const phash = options.phash ?? crypto.randomBytes(8).readBigInt64BE();
  await db.query(
    `INSERT INTO public.evidence (id, partner_id, agent_id, kind, content_type, size_bytes, width, height, sha256, phash, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, 1000, $6, $6, $7, $8, $9, now())`,
    [
      id,
      agent.partnerId,
      agent.id,
      kind,
      pdf ? 'application/pdf' : 'image/jpeg',
      pdf ? null : 800,
      crypto.randomBytes(32).toString('hex'),
      pdf ? null : phash.toString(),
      `evidence/${agent.partnerId}/${id}.${pdf ? 'pdf' : 'jpg'}`,
    ],
  );
  return id;
}

/** What a claim of `type` must carry, uploaded: its `evidence_ids`. */
export async function claimEvidenceIds(db: Queryable, agent: { id: string; partnerId: string }, type: ClaimType): Promise<string[]> {
  return [await uploadedEvidence(db, agent, requiredClaimEvidence(type))];
}

/**
 * The data-service tests sell on the seed's plans without inspection photos unless a test is about them
 * (the seed's plans ask for all three, as the demo and the e2e suite sell them): called once a test
 * database is migrated and seeded. The tests of the inspection photos set a plan's list back.
 */
export async function plansWithoutInspectionPhotos(db: Queryable): Promise<void> {
  await db.query(`UPDATE public.plan SET inspection_photos = '[]'::jsonb`);
}
