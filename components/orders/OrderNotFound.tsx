import { PageMessage } from '@/components/ui/PageMessage';
import { ORDERS_PATH } from './urls';

/** An order id that is malformed, unknown, or another agent's: the same answer for all three. */
export function OrderNotFound() {
  return (
    <PageMessage
      title="Order not found"
      message="This order does not exist, or is not one of yours. Check the link, or find the order in your list."
      link={{ href: ORDERS_PATH, label: 'Back to orders' }}
    />
  );
}
