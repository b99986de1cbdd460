import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { ClaimDetail } from './ClaimDetail';
import { ClaimNotFound } from './ClaimNotFound';
import type { ClaimPage } from './loadClaimPage';

/** /account/warranty/[id]: the claim as the server found it, or why there is none. */
export function ClaimDetailView({ claimPage }: { claimPage: ClaimPage }) {
  switch (claimPage.kind) {
    case 'not-found':
      return <ClaimNotFound />;
    case 'unavailable':
      // The data service did not answer: asked again by itself, or by the agent (the page is rendered on the server).
      return <RetryPageMessage title="This claim could not be loaded" message={claimPage.message} retryPath={claimPage.retryPath} />;
    case 'found':
      return <ClaimDetail claim={claimPage.claim} />;
  }
}
