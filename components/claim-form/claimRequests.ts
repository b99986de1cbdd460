import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { claimProblemPlaceOf } from '@/lib/actions/submitClaim';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { ACTION_ERROR_CODES, isServiceAvailabilityCode } from '@/lib/domain/errorCodes';
import { errorCode, formatGraphQLError, isNoAnswer, NO_ANSWER_MESSAGE } from '@/lib/errors';
import type { ClaimFormValues, ClaimProblemPlace } from './claimForm';
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
  /** Where the message goes: the field (or the order) the service named; absent, above the button. */
  place?: ClaimProblemPlace;
  /** The device's open claim, when that is the reason. */
  openClaim?: FiledClaim;
}

/**
 * What the service said: filed; refused (it answered, so nothing was filed; `keyUsedUp`: the key cannot go
 * again); or no answer that says either (none at all, or one from something in between), so the same claim
 * must be sent again.
 */
export type ClaimAnswer =
  | { kind: 'filed'; filed: FiledClaim }
  | { kind: 'refused'; failure: ClaimFailure; keyUsedUp: boolean }
  | { kind: 'unanswered'; message: string };

/** The claim filed under a key, none, or no answer. */
type ClaimLookup = { kind: 'found'; filed: FiledClaim } | { kind: 'not-found' } | { kind: 'unanswered' };

/**
 * Sends `submit_claim` for `values` on `orderId` under `idempotencyKey` (`no-cache`: nothing of it is kept in
 * memory). A key that went with another request the service answered (the same draft sent from another
 * tab) is settled by asking for the claim filed under it: that claim stands.
 */
export async function sendClaim(orderId: string, values: ClaimFormValues, idempotencyKey: string): Promise<ClaimAnswer> {
  const client = getBrowserApolloClient();
  try {
    const { data } = await client.mutate({ mutation: SubmitClaim, variables: toSubmitClaimVariables(orderId, values, idempotencyKey), fetchPolicy: 'no-cache' });
    if (!data) throw new Error('The data service did not answer the claim');
    return { kind: 'filed', filed: { claimId: data.submit_claim.claim_id, reference: data.submit_claim.reference } };
  } catch (error) {
    const code = errorCode(error);
    // No code: no answer at all, or one from something between (a proxy), which says nothing of the claim. A
    // service that could not serve it for now (503) refused nothing either: had its database gone just as the
    // claim committed, the claim was filed.
    if (code === undefined || isServiceAvailabilityCode(code)) {
      return { kind: 'unanswered', message: isNoAnswer(error) ? NO_ANSWER_MESSAGE : formatGraphQLError(error) };
    }
    if (code === ACTION_ERROR_CODES.idempotencyKeyReused) return claimFiledUnder(client, idempotencyKey, claimFailure(error));
    return { kind: 'refused', failure: claimFailure(error), keyUsedUp: false };
  }
}

async function claimFiledUnder(client: ApolloClient, key: string, failure: ClaimFailure): Promise<ClaimAnswer> {
  const found = await findClaim(client, key);
  if (found.kind === 'found') return { kind: 'filed', filed: found.filed };
  if (found.kind === 'unanswered') return { kind: 'unanswered', message: NO_ANSWER_MESSAGE };
  return { kind: 'refused', failure, keyUsedUp: true };
}

/** Asks for the claim filed under `key`. */
async function findClaim(client: ApolloClient, key: string): Promise<ClaimLookup> {
  try {
    const { data } = await client.query({ query: FindClaimByKey, variables: { key }, fetchPolicy: 'network-only' });
    const claim = data?.claim[0];
    return claim ? { kind: 'found', filed: { claimId: claim.id, reference: claim.reference } } : { kind: 'not-found' };
  } catch {
    return { kind: 'unanswered' };
  }
}

/** The refusal to show: the message, where it goes, the open claim to link to. */
function claimFailure(error: unknown): ClaimFailure {
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  const place = claimProblemPlaceOf(extensions?.field);
  const claimId = extensions?.existing_claim_id;
  const reference = extensions?.existing_claim_reference;
  return {
    message: formatGraphQLError(error),
    ...(place ? { place } : {}),
    ...(typeof claimId === 'string' && typeof reference === 'string' ? { openClaim: { claimId, reference } } : {}),
  };
}
