import { publicGraphqlUrl } from '@/lib/apollo/config';
import { SIGNED_URL_SECONDS } from '@/lib/domain/evidence';

/** A short-lived link that opens one stored file (`evidence_links`), made absolute. */
export interface EvidenceLink {
  evidenceId: string;
  url: string;
  contentType: string;
}

/** Asks the service for links to the files `ids` (the role's own operation, loaded when first asked). */
export type FetchEvidenceLinks = (ids: readonly string[]) => Promise<EvidenceLink[]>;

/** A link is asked for again this long after it was given: a minute before it stops working, by this phone's clock. */
export const EVIDENCE_LINK_REFRESH_MS = (SIGNED_URL_SECONDS - 60) * 1000;

/**
 * The service's answer as links: a relative url (the disk store's `/v1/files/…`) is on the data service's
 * origin, so it is resolved against the GraphQL endpoint's URL, not the page's.
 */
export function toEvidenceLinks(answer: readonly { evidence_id: string; url: string; content_type: string }[], graphqlUrl: string = publicGraphqlUrl): EvidenceLink[] {
  return answer.map((link) => ({ evidenceId: link.evidence_id, url: new URL(link.url, graphqlUrl).href, contentType: link.content_type }));
}
