import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { VERIFY_PATH } from '@/components/cards/urls';
import { PageMessage } from '@/components/ui/PageMessage';
import { normalizePolicyNumber } from '@/lib/validation/protectionCard';
import { CardVerdict } from './CardVerdict';
import { CheckUnavailable } from './CheckUnavailable';
import type { PolicyCheckProps } from './getPolicyCheckProps';
import { PolicyCheckForm } from './PolicyCheckForm';
import { PolicyNumberLocked, TooManyChecks } from './TooManyChecks';
import { VerifyLayout } from './VerifyLayout';

/** /verify: check a card by its policy number and the IMEI's last 4 digits. Rendered from server props alone. */
export function PolicyCheckView({ values, errors, check, retryPath }: PolicyCheckProps) {
  if (check?.kind === 'found') {
    return (
      <VerifyLayout>
        <CardVerdict card={check.card} />
        <Link href={VERIFY_PATH} color="brand.fg" textDecoration="underline" alignSelf="flex-start">
          Check another card
        </Link>
      </VerifyLayout>
    );
  }
  return (
    <VerifyLayout>
      {check?.kind === 'not-found' ? (
        <PageMessage
          title="No protection card matches"
          message={`No card has policy number ${normalizePolicyNumber(values.policy)} with an IMEI ending in ${values.imei.trim()}. Check the number on the card, and the IMEI on the phone (dial *#06#).`}
        />
      ) : check?.kind === 'unavailable' ? (
        <CheckUnavailable retryPath={retryPath} />
      ) : check?.kind === 'too-many-checks' ? (
        <TooManyChecks minutesLeft={check.minutesLeft} />
      ) : check?.kind === 'policy-locked' ? (
        <PolicyNumberLocked />
      ) : (
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Check a protection card
          </Heading>
          <Text color="fg.muted">Enter the policy number on the card and the last 4 digits of the phone&apos;s IMEI to see whether its cover is valid.</Text>
        </Stack>
      )}
      <PolicyCheckForm values={values} errors={errors} />
    </VerifyLayout>
  );
}
