import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadRecordPage, type RecordPage } from '@/lib/pages/loadRecordPage';
import { GetDeskClaim, toDeskClaim, type DeskClaim } from './getDeskClaim';

/** The desk's claim screen as the server found it, and when. */
export interface DeskClaimPageProps {
  claimPage: RecordPage<{ claim: DeskClaim }>;
  /** The claim's age and the review's lateness are of this instant, on the server and in the browser. */
  renderedAt: string;
}

/**
 * /office/claims/[id] on the server, with the officer's token: "not found" (404) for a malformed, unknown or
 * other partner's id, "unavailable" (503) without an answer.
 */
export const loadDeskClaimPage: AccountPageLoader<DeskClaimPageProps> = async (context, client, officerId) => ({
  claimPage: await loadRecordPage(context, async (id) => {
    const { data } = await client.query({ query: GetDeskClaim, variables: { id }, fetchPolicy: 'network-only' });
    const claim = data?.claim_by_pk;
    return claim ? { claim: toDeskClaim(claim, officerId) } : null;
  }),
  renderedAt: new Date().toISOString(),
});
