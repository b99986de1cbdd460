import { ADVANCE_CLAIM } from '@/lib/actions/advanceClaim';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { CLAIM_MOVE_NOTE_MAX_LENGTH, excessBlocksMove, nextClaimStatuses, type ClaimStatus } from '@/lib/domain/claims';
import { formatMoney } from '@/lib/format/money';
import { CLAIMS_OFFICER_ROLE } from '@/lib/domain/roles';
import { isUuid } from '@/lib/validation/uuid';
import type { Session } from '../../engine/parse/context';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import type { Queryable } from '../../db/types';
import { lagosToday } from '@/lib/validation';
import { auditActor, recordAudit } from '../db/audit';
import { toNumber } from '../db/values';
import { fieldError, readInput } from '../input';
import { CLAIM_EVENT_NOTES, claimTransition, statusChangedProblem } from '../rules/claimTransitions';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `advance_claim` (mutation, roles back_office and claims_officer — its own partner's claims only): moves a claim from `from_status`, the status its caller saw,
 * to its next status — UNDER_REVIEW goes to APPROVED unless REJECTED is asked for — or to `to_status` when
 * that is a legal next step, and appends the timeline event with the note given or the step's default.
 * The claim row is locked, so moves of one claim take turns and each is judged on the one before: once the
 * claim has left `from_status`, a move is refused (`claim-status-changed`), unless it is the very move that
 * took it away, repeated. A claim with an excess goes to READY_FOR_PICKUP only once the excess is paid
 * (`excess-unpaid`; pay_excess); a rejection only with its reason (`note`). Each move is in the audit log (`audit_event`), in its transaction.
 * `npm run claim:advance` calls it, standing in for a back office.
 */

type LockedClaim = { id: string; status: ClaimStatus; partner_id: string; agent_id: string; excess_kobo: unknown; excess_payment_id: string | null };

export const advanceClaim: ActionHandler = async (rawInput, ctx) => {
  const input = readInput(ADVANCE_CLAIM, rawInput, lagosToday(ctx.now));
  const reference = input.reference.trim().toUpperCase();
  const note = (input.note ?? '').trim();
  if (note.length > CLAIM_MOVE_NOTE_MAX_LENGTH) throw fieldError('note', `The note is too long (at most ${CLAIM_MOVE_NOTE_MAX_LENGTH} characters)`);
  const eventNote = (to: ClaimStatus) => (note === '' ? CLAIM_EVENT_NOTES[to] : note);

  const { rows } = await ctx.tx.query<LockedClaim>(
    'SELECT id, status, partner_id, agent_id, excess_kobo, excess_payment_id FROM public.claim WHERE reference = $1 AND ($2::uuid IS NULL OR partner_id = $2) FOR UPDATE',
    [reference, officersPartner(ctx.session)],
  );
  const claim = rows[0];
  if (!claim) throw new ActionError(`No claim has the reference ${reference}`, ACTION_ERROR_CODES.notFound, { field: 'reference' });
  const step = claimTransition(reference, input.from_status, input.to_status);
  const moved = (to: ClaimStatus, eventId: string): ActionOutput<typeof ADVANCE_CLAIM> => ({ claim_id: claim.id, reference, from_status: input.from_status, to_status: to, event_id: eventId });

  if (claim.status !== input.from_status) {
    if ('to' in step) {
      const repeated = await lastEventOfStep(ctx.tx, claim, input.from_status, step.to, eventNote(step.to));
      if (repeated) return moved(step.to, repeated);
    }
    throw new ActionError(statusChangedProblem(reference, input.from_status, claim.status), ACTION_ERROR_CODES.claimStatusChanged, {
      field: 'from_status',
      ...whereItCanGo(claim.status),
    });
  }
  if ('problem' in step) throw new ActionError(step.problem, ACTION_ERROR_CODES.claimTransitionNotAllowed, { field: 'to_status', ...whereItCanGo(claim.status) });
  // The agent tells the customer why: a rejection carries its reason, never a made-up default.
  if (step.to === 'REJECTED' && note === '') throw fieldError('note', `Say why claim ${reference} is rejected: the agent and the customer see the reason`);
  const excessKobo = toNumber(claim.excess_kobo);
  if (excessBlocksMove(step.to, { excessKobo, excessPaid: claim.excess_payment_id !== null })) {
    throw new ActionError(
      `Claim ${reference} cannot be ready for pickup yet: the customer has not paid its excess of ${formatMoney(excessKobo)}`,
      ACTION_ERROR_CODES.excessUnpaid,
      { field: 'to_status', current_status: claim.status, excess_kobo: excessKobo },
    );
  }

  // The timeline is read in created_at order: a step is never dated before the claim's last one, even when
  // two steps come within the clock's millisecond (the claim's row lock keeps them one after the other).
  const { rows: events } = await ctx.tx.query<{ id: string; at: string }>(
    `INSERT INTO public.claim_event (partner_id, claim_id, agent_id, status, note, created_at)
     SELECT $1, $2, $3, $4, $5, GREATEST($6::timestamptz, max(created_at) + interval '1 microsecond')
       FROM public.claim_event WHERE claim_id = $2
     RETURNING id, created_at::text AS at`,
    [claim.partner_id, claim.id, claim.agent_id, step.to, eventNote(step.to), ctx.now.toISOString()],
  );
  const [event] = events;
  await ctx.tx.query('UPDATE public.claim SET status = $2, updated_at = $3 WHERE id = $1', [claim.id, step.to, event.at]);
  await recordAudit(ctx.tx, {
    actor: auditActor(ctx.session),
    partnerId: claim.partner_id,
    action: ADVANCE_CLAIM.name,
    record: { table: 'claim', id: claim.id, label: reference },
    before: { status: claim.status },
    after: { status: step.to, note: eventNote(step.to), event_id: event.id },
  });
  return moved(step.to, event.id);
};

/**
 * A claims officer moves only its own partner's claims (another partner's are "not found"); back office's
 * tools act for every partner (null). An officer's token without a partner is refused.
 */
function officersPartner(session: Session): string | null {
  if (session.role !== CLAIMS_OFFICER_ROLE) return null;
  const partnerId = session.variables['x-hasura-partner-id'];
  if (!isUuid(partnerId)) throw new ActionError('This session names no partner', ACTION_ERROR_CODES.accessDenied);
  return partnerId;
}

/** What a refusal tells the caller to decide again on: the claim's status now and where it can go from there. */
function whereItCanGo(status: ClaimStatus): { current_status: ClaimStatus; allowed_statuses: readonly ClaimStatus[] } {
  return { current_status: status, allowed_statuses: nextClaimStatuses(status) };
}

/**
 * The id of the claim's last event when that event is this very step (`from` → `to`, with this note): the
 * move was already made — a double click, or a retry after a lost answer — and is answered as the first time.
 */
async function lastEventOfStep(tx: Queryable, claim: LockedClaim, from: ClaimStatus, to: ClaimStatus, note: string): Promise<string | undefined> {
  if (claim.status !== to) return undefined;
  const { rows } = await tx.query<{ id: string; status: ClaimStatus; note: string | null }>(
    // The excess paid is an event of the timeline, not a step: it is not the step looked for.
    'SELECT id, status, note FROM public.claim_event WHERE claim_id = $1 AND payment_id IS NULL ORDER BY created_at DESC, id DESC LIMIT 2',
    [claim.id],
  );
  const [last, before] = rows;
  return last?.status === to && last.note === note && before?.status === from ? last.id : undefined;
}
