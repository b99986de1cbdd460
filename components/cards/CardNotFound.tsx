import { PageMessage } from '@/components/ui/PageMessage';
import { CARDS_PATH } from './urls';

/** An order id that is malformed, unknown, another agent's, or of a plan never paid for: one answer for all. */
export function CardNotFound() {
  return (
    <PageMessage
      title="Card not found"
      message="There is no protection card at this address: the plan may not be yours, or was never paid for. Check the link, or find the card in your list."
      link={{ href: CARDS_PATH, label: 'Back to cards' }}
    />
  );
}
