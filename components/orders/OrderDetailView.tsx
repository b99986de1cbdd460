import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import type { OrderPage } from './loadOrderPage';
import { OrderDetail } from './OrderDetail';
import { OrderNotFound } from './OrderNotFound';

/** /account/orders/[id]: the order as the server found it, or why there is none. */
export function OrderDetailView({ orderPage }: { orderPage: OrderPage }) {
  switch (orderPage.kind) {
    case 'not-found':
      return <OrderNotFound />;
    case 'unavailable':
      return <OrderUnavailable {...orderPage} />;
    case 'found':
      return <OrderDetail order={orderPage.order} today={orderPage.today} />;
  }
}

/** The data service did not answer: asked again by itself, or by the agent (the page is rendered on the server). */
function OrderUnavailable({ message, retryPath }: Extract<OrderPage, { kind: 'unavailable' }>) {
  return <RetryPageMessage title="This order could not be loaded" message={message} retryPath={retryPath} />;
}
