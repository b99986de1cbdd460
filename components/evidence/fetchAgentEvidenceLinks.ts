import type { FetchEvidenceLinks } from './evidenceLinks';

/** The agent's links to its files, the request (and the GraphQL client) loaded when first asked. */
export const fetchAgentEvidenceLinks: FetchEvidenceLinks = (ids) => import('./agentEvidenceLinks').then((module) => module.requestAgentEvidenceLinks(ids));
