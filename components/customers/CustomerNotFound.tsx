import { PageMessage } from '@/components/ui/PageMessage';
import { CUSTOMERS_PATH } from './urls';

/** A customer id that is malformed, unknown, or another agent's: the same answer for all three. */
export function CustomerNotFound() {
  return (
    <PageMessage
      title="Customer not found"
      message="This customer does not exist, or is not one of yours. Check the link, or find the customer in your list."
      link={{ href: CUSTOMERS_PATH, label: 'Back to customers' }}
    />
  );
}
