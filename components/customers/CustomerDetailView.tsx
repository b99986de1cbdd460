import dynamic, { type DynamicOptionsLoadingProps } from 'next/dynamic';
import { useRouter } from 'next/router';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { CustomerDetail } from './CustomerDetail';
import { CustomerLoadFailed, CustomerLoading } from './CustomerLoading';
import { CustomerNotFound } from './CustomerNotFound';
import type { CustomerPage } from './loadCustomerPage';

const BrowserCustomer = dynamic(() => import('./BrowserCustomer'), { ssr: false, loading: BrowserCustomerLoading });

/** /account/customers/[id]: the customer as the server found them, else as the browser asks. */
export function CustomerDetailView({ customerPage }: { customerPage: CustomerPage }) {
  switch (customerPage.kind) {
    case 'not-found':
      return <CustomerNotFound />;
    // A new id is a new screen: nothing of the last customer's state (an open form, a message) carries over.
    case 'unanswered':
      return <BrowserCustomer key={customerPage.customerId} customerId={customerPage.customerId} />;
    case 'found':
      return <FoundCustomer key={customerPage.customer.id} {...customerPage} />;
  }
}

function FoundCustomer({ customer, today }: Extract<CustomerPage, { kind: 'found' }>) {
  const router = useRouter();
  // A device added: the server renders the customer again, with it (the open message stays).
  const refresh = () => router.replace(router.asPath, undefined, { scroll: false });
  return <CustomerDetail customer={customer} today={today} onDeviceAdded={refresh} />;
}

/** Skeletons while its code loads; if it cannot (offline), the message and a retry. */
function BrowserCustomerLoading({ error, retry }: DynamicOptionsLoadingProps) {
  if (!error) return <CustomerLoading />;
  return <CustomerLoadFailed message={NO_ANSWER_MESSAGE} onRetry={retry ?? (() => undefined)} retrying={false} />;
}
