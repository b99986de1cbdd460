import type { Queryable } from '../../db/types';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { requestHash } from '../rules/requestHash';
import { ActionError } from '../../engine/actions/contract';

/**
 * Idempotency keys of the actions that create records (`action_request`). The key is claimed first
 * thing in the transaction with INSERT … ON CONFLICT DO NOTHING: a concurrent request with the same key
 * waits on the unique index until the first one ends, then reads its stored answer. So 20 identical
 * requests make one order and one charge, and 19 of them get the first one's answer.
 *
 * What is stored: `{ "data": <output> }` once the action succeeded. Keys stored before issue 30 may hold
 * `{ "error": {…} }`, a declined sandbox card remembered after the rollback: the same request gets that
 * failure back, a changed one may use the key. Nothing writes such answers any more (a gateway's refusal
 * is a FAILED payment in a stored answer).
 */

export interface IdempotentRequest {
  key: string;
  action: string;
  agentId: string;
  /** The arguments that define the request (the key excluded). */
  request: unknown;
}

type StoredAnswer = { data: unknown } | { error: { message: string; code: string; extensions: Record<string, unknown> } } | { pending: true };

export type KeyClaim = { kind: 'claimed'; hash: string } | { kind: 'replay'; data: unknown };

const PENDING = JSON.stringify({ pending: true });

function reused(): ActionError {
  return new ActionError(
    'This idempotency key was already used for a different request: send a new key for a new request',
    ACTION_ERROR_CODES.idempotencyKeyReused,
  );
}

/** Claims the key for this request, or returns the answer stored for it (a stored failure is thrown again). */
export async function claimIdempotencyKey(tx: Queryable, req: IdempotentRequest): Promise<KeyClaim> {
  const hash = requestHash(req.action, req.request);
  const inserted = await tx.query(
    `INSERT INTO public.action_request (idempotency_key, action, agent_id, request_hash, response)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING idempotency_key`,
    [req.key, req.action, req.agentId, hash, PENDING],
  );
  if (inserted.rows.length > 0) return { kind: 'claimed', hash };

  const { rows } = await tx.query<{ action: string; agent_id: string; request_hash: string; response: StoredAnswer }>(
    `SELECT action, agent_id, request_hash, response FROM public.action_request WHERE idempotency_key = $1 FOR UPDATE`,
    [req.key],
  );
  const stored = rows[0];
  // Gone again only if its owner rolled back between our two statements: the key is free after all.
  if (!stored) return claimIdempotencyKey(tx, req);
  if (stored.action !== req.action || stored.agent_id !== req.agentId) throw reused();
  const answer = stored.response;
  if (stored.request_hash === hash) {
    if ('data' in answer) return { kind: 'replay', data: answer.data };
    if ('error' in answer) throw new ActionError(answer.error.message, answer.error.code, answer.error.extensions);
  } else if (!('error' in answer)) {
    throw reused();
  }
  // A remembered failure (of this or another request): this request takes the key over.
  await tx.query(`UPDATE public.action_request SET request_hash = $2, response = $3::jsonb, created_at = now() WHERE idempotency_key = $1`, [
    req.key,
    hash,
    PENDING,
  ]);
  return { kind: 'claimed', hash };
}

/** Stores the action's output under its key, in the action's transaction (so it commits with the records). */
export async function storeAnswer(tx: Queryable, key: string, data: unknown): Promise<void> {
  await tx.query(`UPDATE public.action_request SET response = $2::jsonb WHERE idempotency_key = $1`, [key, JSON.stringify({ data })]);
}
