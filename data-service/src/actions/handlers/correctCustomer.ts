import { CORRECT_CUSTOMER } from '@/lib/actions/correctCustomer';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { readInput } from '../input';

const FIELDS = ['first_name', 'last_name', 'phone', 'email', 'address', 'state'] as const;
type Details = Record<(typeof FIELDS)[number], string | null>;

/**
 * `correct_customer`: the customer's row locked, the details compared (nothing that differs writes nothing
 * and answers `changed: false`: the same correction sent again), a phone of another customer of the partner
 * refused, the new details stored and audited — the fields that changed, before and after, and the
 * reason — in one transaction.
 */
export const correctCustomer: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof CORRECT_CUSTOMER>> => {
  const ops = agentSession(ctx.session);
  const input = readInput(CORRECT_CUSTOMER, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, ops);
  const { rows } = await ctx.tx.query<Details & { id: string }>(
    `SELECT id, ${FIELDS.join(', ')} FROM public.customer WHERE id = $1 AND partner_id = $2 FOR UPDATE`,
    [input.customer_id, ops.partnerId],
  );
  const customer = rows[0];
  if (!customer) throw new ActionError(`Customer ${input.customer_id} not found`, ACTION_ERROR_CODES.notFound);

  const changed = FIELDS.filter((field) => customer[field] !== input[field]);
  // Nothing differs: the same correction sent again (its answer lost), or nothing to correct.
  if (changed.length === 0) return { customer_id: customer.id, changed: false };
  if (changed.includes('phone')) {
    const { rows: taken } = await ctx.tx.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM public.customer WHERE partner_id = $1 AND phone = $2 AND id <> $3',
      [ops.partnerId, input.phone, customer.id],
    );
    if (taken[0]) throw new ActionError(`This phone number is ${fullName(taken[0])}’s, another customer`, ACTION_ERROR_CODES.customerExists, { field: 'phone' });
  }

  await ctx.tx.query(`UPDATE public.customer SET ${changed.map((field, index) => `${field} = $${index + 2}`).join(', ')} WHERE id = $1`, [
    customer.id,
    ...changed.map((field) => input[field]),
  ]);
  await recordAudit(ctx.tx, {
    actor: auditActor(ctx.session),
    partnerId: ops.partnerId,
    action: CORRECT_CUSTOMER.name,
    record: { table: 'customer', id: customer.id, label: fullName({ first_name: input.first_name, last_name: input.last_name }) },
    before: Object.fromEntries(changed.map((field) => [field, customer[field]])),
    after: { ...Object.fromEntries(changed.map((field) => [field, input[field]])), reason: input.reason },
  });
  return { customer_id: customer.id, changed: true };
};
