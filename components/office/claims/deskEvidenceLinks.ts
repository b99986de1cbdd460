import { graphql } from '@/lib/graphql/claims-officer/generated';

/** Short-lived links to a claim's files and the phone's inspection photos, asked for by the browser when they are shown. */
export const DeskEvidenceLinks = graphql(`
  query DeskEvidenceLinks($ids: [uuid!]!) {
    evidence_links(evidence_ids: $ids) {
      evidence_id
      url
      content_type
      expires_at
    }
  }
`);
