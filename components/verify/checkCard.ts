import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createServerApolloClient, type Visitor } from '@/lib/apollo/serverClient';
import { isCardStatus, type CardStatus } from '@/lib/cards/cardStatus';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { errorCode } from '@/lib/errors';
import { VerifyCard, type VerifyCardAnswer } from './verifyCard';

/** What the public check shows of a card: no customer data. */
export type VerifiedCard = Omit<VerifyCardAnswer, 'status'> & { status: CardStatus };

export type CardCheck =
  | { kind: 'found'; card: VerifiedCard }
  | { kind: 'not-found' }
  /** The data service refused the IMEI digits (`validation-failed` on `imei_last4`), with its message. */
  | { kind: 'imei-refused'; message: string }
  /** The data service did not answer, or not as agreed. */
  | { kind: 'unavailable' }
  /** This network has used up its checks for now (the data service's per-address limits). */
  | { kind: 'too-many-checks'; minutesLeft: number }
  /** The policy number has had too many wrong IMEI digits today, from anyone: only the verification code checks it. */
  | { kind: 'policy-locked' };

// The data service's per-address budgets for signed-out callers (docs/decisions.md, "Failed lookups").
const LIMIT_CODES = new Set(['rate-limited', 'too-many-failed-lookups']);

/**
 * Asks `verify_card` on the server, signed out, on behalf of `visitor`: the check is the visitor's own, so
 * the data service's per-address limits count it against their address. Never throws.
 */
export async function checkCard(visitor: Visitor, code: string, imeiLast4?: string): Promise<CardCheck> {
  try {
    const { data } = await createServerApolloClient({ visitor }).query({
      query: VerifyCard,
      variables: { code, imeiLast4: imeiLast4 ?? null },
      fetchPolicy: 'network-only',
    });
    const answer = data?.verify_card;
    if (!answer) return { kind: 'not-found' };
    if (!isCardStatus(answer.status)) return { kind: 'unavailable' };
    return { kind: 'found', card: { ...answer, status: answer.status } };
  } catch (error) {
    if (errorCode(error) === ACTION_ERROR_CODES.policyNumberLocked) return { kind: 'policy-locked' };
    const limited = limitRefusal(error);
    if (limited) return limited;
    const refused = imeiRefusal(error);
    return refused === undefined ? { kind: 'unavailable' } : { kind: 'imei-refused', message: refused };
  }
}

function limitRefusal(error: unknown): CardCheck | undefined {
  if (!LIMIT_CODES.has(errorCode(error) ?? '') || !CombinedGraphQLErrors.is(error)) return undefined;
  const seconds = Number(error.errors[0]?.extensions?.retry_after_seconds);
  return { kind: 'too-many-checks', minutesLeft: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1 };
}

function imeiRefusal(error: unknown): string | undefined {
  if (errorCode(error) !== 'validation-failed' || !CombinedGraphQLErrors.is(error)) return undefined;
  const [first] = error.errors;
  return first?.extensions?.field === 'imei_last4' ? first.message : undefined;
}
