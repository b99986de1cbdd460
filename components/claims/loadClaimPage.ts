import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadRecordPage, type RecordPage } from '@/lib/pages/loadRecordPage';
import { GetClaim, toClaimDetails, type ClaimDetails } from './getClaim';

/** The claim screen's content as the server found it. */
export type ClaimPage = RecordPage<{ claim: ClaimDetails }>;

export interface ClaimPageProps {
  claimPage: ClaimPage;
}

/**
 * /account/warranty/[id] on the server, with the agent's token: "not found" (404) for a malformed, unknown
 * or other agent's id, "unavailable" (503) without an answer. The whole IMEI stays here: the props carry
 * the masked one.
 */
export const loadClaimPage: AccountPageLoader<ClaimPageProps> = async (context, client) => ({
  claimPage: await loadRecordPage(context, async (id) => {
    const { data } = await client.query({ query: GetClaim, variables: { id }, fetchPolicy: 'network-only' });
    const claim = data?.claim_by_pk;
    return claim ? { claim: toClaimDetails(claim) } : null;
  }),
});
