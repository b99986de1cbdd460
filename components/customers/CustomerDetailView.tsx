import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { partLoading } from '@/components/ui/partLoading';
import { CustomerDetail } from './CustomerDetail';
import { CUSTOMER_LOAD_FAILED, CustomerLoading } from './CustomerLoading';
import { CustomerNotFound } from './CustomerNotFound';
import type { CustomerPage } from './loadCustomerPage';

// Skeletons while its code loads; if it cannot (offline), the message and a retry.
const BrowserCustomer = dynamic(() => import('./BrowserCustomer'), { ssr: false, loading: partLoading(CUSTOMER_LOAD_FAILED, <CustomerLoading />) });

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
