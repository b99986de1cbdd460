import { PageMessage } from '@/components/ui/PageMessage';

/**
 * The data service's per-address limit answered: nothing is known about the card. Not asked again by
 * itself — every attempt would spend the same budget.
 */
export function TooManyChecks({ minutesLeft }: { minutesLeft: number }) {
  return (
    <PageMessage
      title="Too many checks from this network"
      message={`To keep cards safe from guessing, a network can make only a limited number of checks. This says nothing about the card: try again in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}.`}
    />
  );
}

/**
 * The policy number has had too many wrong IMEI digits today (from anyone, anywhere): it says nothing about
 * the card, and the card's verification code still checks it.
 */
export function PolicyNumberLocked() {
  return (
    <PageMessage
      title="This policy number cannot be checked today"
      message="To keep cards safe from guessing, a policy number allows only a few wrong IMEI digits a day, and it has had them. This says nothing about the card: check it by its verification code instead. Scan the QR code on the card, or type the code printed under it in the Policy number box."
    />
  );
}
