import { graphql } from '@/lib/graphql/generated';

/** Short-lived links to the claim's photos and documents, asked for by the browser when they are shown. */
export const ClaimEvidenceLinks = graphql(`
  query ClaimEvidenceLinks($ids: [uuid!]!) {
    evidence_links(evidence_ids: $ids) {
      evidence_id
      url
      content_type
      expires_at
    }
  }
`);
