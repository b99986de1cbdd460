import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { claimProblemPlaceOf } from '@/lib/actions/submitClaim';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { lookUpByKey } from '@/lib/forms/lookUpByKey';
import { readFailure } from '@/lib/forms/readFailure';
import type { KeyedAnswer, KeyedLookup } from '@/lib/forms/submitOnce';
import type { ClaimFormValues, ClaimProblemPlace } from './claimFormValues';
import { FindClaimByKey } from './findClaimByKey';
import { SubmitClaim } from './submitClaim';
import { toSubmitClaimVariables } from './submitClaimVariables';

// The claim's requests, loaded (with the GraphQL client) at the first "File claim": the form loads
// neither before. They use the page's client (created now if nothing needed it yet).

/** A claim the service filed (or had filed under the key). */
export interface FiledClaim {
  claimId: string;
  reference: string;
}

/** Why the service did not file the claim, as the form shows it. */
export interface ClaimFailure {
  /** The service's own words (the spec's formatter). */
  message: string;
  /** The service's `extensions.code`. */
  code?: string;
  /** Where the message goes: the field (or the order, or the photos) the service named; absent, above the button. */
  place?: ClaimProblemPlace | 'evidence';
  /** The device's open claim, when that is the reason. */
  openClaim?: FiledClaim;
}

/**
 * Sends `submit_claim` for `values` and the photos `evidenceIds` on `orderId` under `idempotencyKey`
 * (`no-cache`: nothing of it is kept in memory).
 */
export async function sendClaim(orderId: string, values: ClaimFormValues, idempotencyKey: string, evidenceIds: readonly string[]): Promise<KeyedAnswer<FiledClaim, ClaimFailure>> {
  const client = getBrowserApolloClient();
  try {
    const { data } = await client.mutate({
      mutation: SubmitClaim,
      variables: toSubmitClaimVariables(orderId, values, idempotencyKey, evidenceIds),
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('The data service did not answer the claim');
    return { kind: 'done', done: { claimId: data.submit_claim.claim_id, reference: data.submit_claim.reference } };
  } catch (error) {
    return readFailure(claimFailure(error));
  }
}

/** Asks for the claim filed under `key`. */
export function findClaim(key: string): Promise<KeyedLookup<FiledClaim>> {
  return lookUpByKey(FindClaimByKey, key, ({ claim: [claim] }) => claim && { claimId: claim.id, reference: claim.reference });
}

/** The argument the photos go in: a refusal naming it (missing, not usable, too many) is shown on the photos. */
const EVIDENCE_ARGUMENT = 'evidence_ids';

/** The failure to show: the message, the code, where it goes, the open claim to link to. */
function claimFailure(error: unknown): ClaimFailure {
  const code = errorCode(error);
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  const place = extensions?.field === EVIDENCE_ARGUMENT ? 'evidence' : claimProblemPlaceOf(extensions?.field);
  const claimId = extensions?.existing_claim_id;
  const reference = extensions?.existing_claim_reference;
  return {
    message: formatGraphQLError(error),
    ...(code ? { code } : {}),
    ...(place ? { place } : {}),
    ...(typeof claimId === 'string' && typeof reference === 'string' ? { openClaim: { claimId, reference } } : {}),
  };
}
