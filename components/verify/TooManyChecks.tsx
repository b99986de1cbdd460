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
