import type { Queryable } from '../../db/types';
import { lagosToday } from '@/lib/validation';
import { formatPolicyNumber, formatReference, type ReferenceKind } from '../rules/references';
import { toNumber } from './values';

const SEQUENCE_OF: Record<ReferenceKind, string> = {
  ORD: 'public.plan_order_number_seq',
  PAY: 'public.payment_number_seq',
  CLM: 'public.claim_number_seq',
};

async function nextValue(tx: Queryable, sequence: string): Promise<number> {
  // The name comes from the table above, never from a caller.
  const { rows } = await tx.query<{ n: unknown }>(`SELECT nextval('${sequence}') AS n`);
  return toNumber(rows[0].n);
}

/** The next `ORD-`/`PAY-`/`CLM-<YEAR>-<6 digits>`, the year being the Lagos year at `now`. */
export async function nextReference(tx: Queryable, kind: ReferenceKind, now: Date): Promise<string> {
  return formatReference(kind, lagosToday(now).slice(0, 4), await nextValue(tx, SEQUENCE_OF[kind]));
}

/** The next policy number of a partner, with the year its cover starts (as the seed numbers them). */
export async function nextPolicyNumber(tx: Queryable, policyPrefix: string, startsOn: string): Promise<string> {
  return formatPolicyNumber(policyPrefix, startsOn.slice(0, 4), await nextValue(tx, 'public.policy_number_seq'));
}
