import type { Queryable } from '../../db/types';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { requestHash } from '../rules/requestHash';
import { ActionError, type ActionContext } from '../../engine/actions/contract';

/**
 * Idempotency keys of the actions that create records (`action_request`). The key is claimed first
 * thing in the transaction with INSERT … ON CONFLICT DO NOTHING: a concurrent request with the same key
 * waits on the unique index until the first one ends, then reads its stored answer. So 20 identical
 * requests make one order and one charge, and 19 of them get the first one's answer.
 *
 * What is stored: `{ "data": <output> }` once the action succeeded, or `{ "error": {…} }` for a
 * failure worth remembering (a declined card, recorded after the rollback). A failure never uses the
 * key up: the same request gets the same failure back, a changed one (another card) may use the key.
 */

export interface IdempotentRequest {
  key: string;
  action: string;
  agentId: string;
  /** The arguments that define the request (the key excluded; card details reduced to what is not secret). */
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

/**
 * Remembers a failure after the rollback, with `record` (e.g. the declined payment) in the same new
 * transaction, and throws the error. Never overwrites a success stored meanwhile by a concurrent twin.
 */
export function failAndRemember(
  ctx: ActionContext,
  req: IdempotentRequest,
  error: ActionError,
  record: (tx: Queryable) => Promise<void>,
): never {
  const hash = requestHash(req.action, req.request);
  const answer = JSON.stringify({ error: { message: error.message, code: error.code, extensions: error.extensions } });
  ctx.afterRollback(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO public.action_request AS stored (idempotency_key, action, agent_id, request_hash, response)
       VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (idempotency_key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, response = EXCLUDED.response, created_at = now()
         WHERE stored.response ? 'error' AND stored.action = EXCLUDED.action AND stored.agent_id = EXCLUDED.agent_id
       RETURNING idempotency_key`,
      [req.key, req.action, req.agentId, hash, answer],
    );
    // A concurrent twin succeeded with this key meanwhile: its answer stands, and nothing is recorded.
    if (rows.length > 0) await record(tx);
  });
  throw error;
}
