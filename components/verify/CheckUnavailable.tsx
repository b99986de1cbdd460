import { RetryPageMessage } from '@/components/ui/RetryPageMessage';

/** The data service did not answer: nothing is known about the card, either way (asked again by itself). */
export function CheckUnavailable({ retryPath }: { retryPath: string }) {
  return (
    <RetryPageMessage
      title="Cards cannot be checked right now"
      message="The card service did not answer, so this card could not be checked. This says nothing about the card: try again in a moment."
      retryPath={retryPath}
    />
  );
}
