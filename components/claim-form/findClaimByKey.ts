import { graphql } from '@/lib/graphql/generated';

/**
 * The claim a `submit_claim` request filed under this key, if any: how a key that went with another request
 * (`idempotency-key-reused`, e.g. the same draft sent from two tabs) is settled without filing twice.
 */
export const FindClaimByKey = graphql(`
  query FindClaimByKey($key: uuid!) {
    claim(where: { idempotency_key: { _eq: $key } }, limit: 1) {
      id
      reference
    }
  }
`);
