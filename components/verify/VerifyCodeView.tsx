import { Link } from '@chakra-ui/react';
import { VERIFY_PATH } from '@/components/cards/urls';
import { PageMessage } from '@/components/ui/PageMessage';
import { CardVerdict } from './CardVerdict';
import { CheckUnavailable } from './CheckUnavailable';
import type { VerifyCodeProps } from './getVerifyCodeProps';
import { TooManyChecks } from './TooManyChecks';
import { VerifyLayout } from './VerifyLayout';

/** /verify/[code]: what a card's QR code opens. Rendered from server props alone. */
export function VerifyCodeView({ check, retryPath }: VerifyCodeProps) {
  return (
    <VerifyLayout>
      {check.kind === 'found' ? (
        <CardVerdict card={check.card} />
      ) : check.kind === 'not-found' ? (
        <PageMessage
          title="No protection card matches this code"
          message="The link or QR code may be incomplete or mistyped. Scan the code on the card again, or check the card by its policy number."
        />
      ) : check.kind === 'too-many-checks' ? (
        <TooManyChecks minutesLeft={check.minutesLeft} />
      ) : (
        <CheckUnavailable retryPath={retryPath} />
      )}
      <Link href={VERIFY_PATH} color="brand.fg" textDecoration="underline" alignSelf="flex-start">
        Have a policy number instead?
      </Link>
    </VerifyLayout>
  );
}
