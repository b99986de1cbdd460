import type { ActionOutput } from '@/lib/actions/declareAction';
import { VERIFY_CARD } from '@/lib/actions/verifyCard';
import { cardStatus, ORDER_STATUSES_WITH_CARD } from '@/lib/cards/cardStatus';
import { maskImei } from '@/lib/format/imei';
import { isPolicyNumber, isVerificationCode, lagosToday, normalizePolicyNumber, validateImeiLast4 } from '@/lib/validation';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { check, readInput } from '../input';
import { POLICY_NUMBER_GUESSES, policyNumberLockedMessage } from '../rules/policyNumberGuesses';
import { ActionError, type OwnTransactionsContext } from '../../engine/actions/contract';
import type { Queryable } from '../../db/types';

/**
 * `verify_card` (query, public): is this protection card valid? The plan, cover dates, device model
 * and a masked IMEI — never anything about the customer. Asked by the card's verification code
 * (unguessable), or by its policy number with the IMEI's last 4 digits: the policy number is
 * sequential, so alone it would let anyone walk through every card. A wrong pair answers null, like an
 * unknown number, so the answer never says that a policy number exists. An order that never became a
 * policy (unpaid) answers null too. Each policy number allows a few wrong IMEI endings a day
 * (rules/policyNumberGuesses.ts), counted outside any transaction: so it opens its own.
 */

/** Which order is asked for: the values the lookup's parameters take (null where a form does not apply). */
interface CardLookup {
  verificationCode: string | null;
  policyNumber: string | null;
  imeiLast4: string | null;
}

/** The lookup `code` asks for, or null when it is neither form; a policy number needs the IMEI's 4 digits. */
function cardLookup(code: string, imeiLast4: string | null): CardLookup | null {
  if (isVerificationCode(code)) return { verificationCode: code.trim(), policyNumber: null, imeiLast4: null };
  if (!isPolicyNumber(code)) return null;
  const digits = (imeiLast4 ?? '').trim();
  check('imei_last4', validateImeiLast4(digits));
  return { verificationCode: null, policyNumber: normalizePolicyNumber(code), imeiLast4: digits };
}

async function findCard(tx: Queryable, lookup: CardLookup) {
  const { rows } = await tx.query<Record<string, string>>(
    `SELECT o.policy_number, o.status, o.starts_on::text AS starts_on, o.ends_on::text AS ends_on,
            p.name AS plan_name, d.brand, d.model, d.imei, pa.name AS partner_name
       FROM public.plan_order o
       JOIN public.plan p ON p.id = o.plan_id
       JOIN public.device d ON d.id = o.device_id
       JOIN public.partner pa ON pa.id = o.partner_id
      WHERE (o.verification_code = $1 OR (o.policy_number = $2 AND right(d.imei, 4) = $3))
        AND o.status = ANY($4::text[])`,
    [lookup.verificationCode, lookup.policyNumber, lookup.imeiLast4, ORDER_STATUSES_WITH_CARD],
  );
  return rows[0];
}

async function checkCard(rawInput: Record<string, unknown>, ctx: OwnTransactionsContext): Promise<ActionOutput<typeof VERIFY_CARD>> {
  const input = readInput(VERIFY_CARD, rawInput, lagosToday(ctx.now));
  const lookup = cardLookup(input.code, input.imei_last4);
  if (lookup === null) return null;
  // A guess at the IMEI digits is spent before it is checked (parallel guesses count each other) and
  // given back when right. The verification code itself is unguessable: it spends nothing.
  const guess = lookup.policyNumber === null ? undefined : await ctx.guesses.reserve(POLICY_NUMBER_GUESSES, lookup.policyNumber);
  if (guess && !guess.granted) {
    throw new ActionError(policyNumberLockedMessage(), ACTION_ERROR_CODES.policyNumberLocked, { retry_after_seconds: guess.retryAfterSeconds });
  }
  const row = await ctx.transaction((tx) => findCard(tx, lookup));
  if (!row) return null;
  await guess?.giveBack();
  const status = cardStatus(row.status, row.starts_on, row.ends_on, lagosToday(ctx.now));
  return {
    policy_number: row.policy_number,
    valid: status === 'ACTIVE',
    status,
    partner_name: row.partner_name,
    plan_name: row.plan_name,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    device_brand: row.brand,
    device_model: row.model,
    masked_imei: maskImei(row.imei),
  };
}

export const verifyCard = { ownTransactions: checkCard };
