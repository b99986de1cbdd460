import { PageMessage } from '@/components/ui/PageMessage';

/** The data service did not answer: nothing is known about the card, either way. */
export function CheckUnavailable({ retryPath }: { retryPath: string }) {
  return (
    <PageMessage
      title="Cards cannot be checked right now"
      message="The card service did not answer, so this card could not be checked. This says nothing about the card: try again in a moment."
      link={{ href: retryPath, label: 'Try again' }}
    />
  );
}
