import { PageMessage } from '@/components/ui/PageMessage';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { DeskClaimDetail } from './DeskClaimDetail';
import type { DeskClaimPageProps } from './loadDeskClaimPage';
import { CLAIM_QUEUE_PATH } from './urls';

/** /office/claims/[id]: the claim as the server found it, or why there is none. */
export function DeskClaimView({ claimPage, renderedAt }: DeskClaimPageProps) {
  switch (claimPage.kind) {
    case 'not-found':
      return (
        <PageMessage
          title="Claim not found"
          message="This claim does not exist, or is another partner's. Check the link, or find the claim in the queue."
          link={{ href: CLAIM_QUEUE_PATH, label: 'Back to the queue' }}
        />
      );
    case 'unavailable':
      return <RetryPageMessage title="This claim could not be loaded" message={claimPage.message} retryPath={claimPage.retryPath} />;
    case 'found':
      return <DeskClaimDetail claim={claimPage.claim} now={new Date(renderedAt)} />;
  }
}
