import { PageMessage } from '@/components/ui/PageMessage';
import { CLAIMS_PATH } from './urls';

/** A claim id that is malformed, unknown, or another agent's: the same answer for all three. */
export function ClaimNotFound() {
  return (
    <PageMessage
      title="Claim not found"
      message="This claim does not exist, or is not one of yours. Check the link, or find the claim in your list."
      link={{ href: CLAIMS_PATH, label: 'Back to claims' }}
    />
  );
}
