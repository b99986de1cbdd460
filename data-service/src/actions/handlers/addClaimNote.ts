import { ADD_CLAIM_NOTE } from '@/lib/actions/addClaimNote';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { lagosToday } from '@/lib/validation';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { readInput } from '../input';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `add_claim_note`: a note on a claim, from the agent who filed it or from a claims officer of its partner
 * (any other claim is "not found", as if it did not exist). The officer's note is a back-office write: in
 * the audit log, in the note's transaction.
 */
export const addClaimNote: ActionHandler = async (rawInput, ctx) => {
  const author = agentSession(ctx.session);
  const role = ctx.session.role;
  const input = readInput(ADD_CLAIM_NOTE, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, author);
  const key = await claimIdempotencyKey(ctx.tx, {
    key: input.idempotency_key,
    action: ADD_CLAIM_NOTE.name,
    agentId: author.agentId,
    request: { claim_id: input.claim_id, body: input.body },
  });
  if (key.kind === 'replay') return key.data;

  const { rows } = await ctx.tx.query<{ id: string; reference: string }>(
    `SELECT id, reference FROM public.claim WHERE id = $1 AND partner_id = $2 AND ($3::uuid IS NULL OR agent_id = $3)`,
    [input.claim_id, author.partnerId, role === AGENT_ROLE ? author.agentId : null],
  );
  if (!rows[0]) throw new ActionError(`Claim ${input.claim_id} not found`, ACTION_ERROR_CODES.notFound);

  const inserted = await ctx.tx.query<{ id: string; created_at: Date | string }>(
    `INSERT INTO public.claim_note (partner_id, claim_id, author_id, author_role, body, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
    [author.partnerId, input.claim_id, author.agentId, role, input.body, input.idempotency_key, ctx.now.toISOString()],
  );
  const note = inserted.rows[0];
  if (role !== AGENT_ROLE) {
    await recordAudit(ctx.tx, {
      actor: auditActor(ctx.session),
      partnerId: author.partnerId,
      action: ADD_CLAIM_NOTE.name,
      record: { table: 'claim_note', id: note.id, label: `Note on claim ${rows[0].reference}` },
      before: null,
      after: { claim_id: input.claim_id, body: input.body },
    });
  }

  const output: ActionOutput<typeof ADD_CLAIM_NOTE> = { note_id: note.id, created_at: new Date(note.created_at).toISOString() };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
