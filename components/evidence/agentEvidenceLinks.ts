import { graphql } from '@/lib/graphql/generated';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { toEvidenceLinks, type EvidenceLink } from './evidenceLinks';

// The agent's request for links to its files (a claim's, a sale's photo already sent), loaded with the GraphQL
// client when the files come on screen: no screen's first load carries it (fetchAgentEvidenceLinks below).

/** Short-lived links to the agent's photos and documents, asked for by the browser when they are shown. */
export const AgentEvidenceLinks = graphql(`
  query AgentEvidenceLinks($ids: [uuid!]!) {
    evidence_links(evidence_ids: $ids) {
      evidence_id
      url
      content_type
      expires_at
    }
  }
`);

/** Links to the files `ids` (`no-cache`: a link is short-lived, never served from memory). */
export async function requestAgentEvidenceLinks(ids: readonly string[]): Promise<EvidenceLink[]> {
  const { data } = await getBrowserApolloClient().query({ query: AgentEvidenceLinks, variables: { ids: [...ids] }, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('The data service did not answer the links');
  return toEvidenceLinks(data.evidence_links);
}
