import { AGENT_ROLE, CLAIMS_OFFICER_ROLE } from '@/lib/domain/roles';
import { declareAction, listOf, objectType, required } from './declareAction';

const EVIDENCE_LINK = objectType('evidence_link', {
  evidence_id: { type: 'uuid!' },
  url: { type: 'String!', description: 'A link that opens the file until expires_at; relative links are on the data service.' },
  content_type: { type: 'String!' },
  expires_at: { type: 'timestamptz!' },
});

/**
 * `evidence_links`: short-lived links to the files of evidence the caller may see (an agent: its own sales'
 * and claims' and what it has just sent; a claims officer: its partner's). Any other id is "not found".
 */
export const EVIDENCE_LINKS = declareAction()({
  name: 'evidence_links',
  kind: 'query',
  roles: [AGENT_ROLE, CLAIMS_OFFICER_ROLE],
  idempotent: false,
  args: {
    evidence_ids: { type: required(listOf('uuid!')) },
  },
  output: required(listOf(required(EVIDENCE_LINK))),
});
