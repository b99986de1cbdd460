import { z } from 'zod';
import { CLAIM_STATUSES, nextClaimStatuses, type ClaimStatus } from '@/lib/domain/claims';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { fieldError, optionalText, parseInput, text } from '../input';
import { CLAIM_EVENT_NOTES, claimTransition } from '../rules/claimTransitions';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `advance_claim` (mutation, role back_office): moves a claim to its next status — UNDER_REVIEW goes to
 * APPROVED unless REJECTED is asked for — or to the status given when that is a legal next step, and
 * appends the timeline event with the note given or the step's default. The claim row is locked, so two
 * moves of one claim take turns and the second is judged on the first's result. `npm run claim:advance`
 * calls it, standing in for a back office.
 */

const MAX_NOTE_LENGTH = 500;

const inputSchema = z.object({
  reference: text,
  status: z
    .enum(CLAIM_STATUSES)
    .nullish()
    .transform((value) => value ?? null),
  note: optionalText,
});

export const advanceClaim: ActionHandler = async (rawInput, ctx) => {
  const input = parseInput(inputSchema, rawInput);
  const reference = input.reference.trim().toUpperCase();
  const note = (input.note ?? '').trim();
  if (note.length > MAX_NOTE_LENGTH) throw fieldError('note', `The note is too long (at most ${MAX_NOTE_LENGTH} characters)`);

  const { rows } = await ctx.tx.query<{ id: string; status: ClaimStatus; partner_id: string; agent_id: string }>(
    'SELECT id, status, partner_id, agent_id FROM public.claim WHERE reference = $1 FOR UPDATE',
    [reference],
  );
  const claim = rows[0];
  if (!claim) throw new ActionError(`No claim has the reference ${reference}`, ACTION_ERROR_CODES.notFound, { field: 'reference' });
  const step = claimTransition(reference, claim.status, input.status);
  if ('problem' in step) {
    throw new ActionError(step.problem, ACTION_ERROR_CODES.claimTransitionNotAllowed, {
      field: 'status',
      from_status: claim.status,
      allowed_statuses: nextClaimStatuses(claim.status),
    });
  }

  // The timeline is read in created_at order: a step is never dated before the claim's last one, even when
  // two steps come within the clock's millisecond (the claim's row lock keeps them one after the other).
  const { rows: events } = await ctx.tx.query<{ id: string; at: string }>(
    `INSERT INTO public.claim_event (partner_id, claim_id, agent_id, status, note, created_at)
     SELECT $1, $2, $3, $4, $5, GREATEST($6::timestamptz, max(created_at) + interval '1 microsecond')
       FROM public.claim_event WHERE claim_id = $2
     RETURNING id, created_at::text AS at`,
    [claim.partner_id, claim.id, claim.agent_id, step.to, note === '' ? CLAIM_EVENT_NOTES[step.to] : note, ctx.now.toISOString()],
  );
  const [event] = events;
  await ctx.tx.query('UPDATE public.claim SET status = $2, updated_at = $3 WHERE id = $1', [claim.id, step.to, event.at]);
  return { claim_id: claim.id, reference, from_status: claim.status, to_status: step.to, event_id: event.id };
};
