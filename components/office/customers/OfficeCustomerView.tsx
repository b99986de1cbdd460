import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import NextLink from 'next/link';
import { DetailList } from '@/components/ui/DetailList';
import { DetailSection } from '@/components/ui/DetailSection';
import { Notice } from '@/components/ui/Notice';
import { OpenOnRequest } from '@/components/ui/OpenOnRequest';
import { PageMessage } from '@/components/ui/PageMessage';
import { RecordHeader } from '@/components/ui/RecordHeader';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { formatDate } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { agentAccountUrl } from '../agents/urls';
import type { OfficeCustomer, OfficeCustomerPageProps } from './getOfficeCustomer';
import { OFFICE_CUSTOMERS_PATH } from './urls';

// The form and its code load after the first paint.
const CorrectCustomerForm = dynamic(() => import('./CorrectCustomerForm').then((module) => module.CorrectCustomerForm));
// Loaded when operations choose to give the customer to another agent, or to transfer a phone.
const ReassignCustomersForm = dynamic(() => import('./ReassignCustomersForm').then((module) => module.ReassignCustomersForm));
const TransferDeviceForm = dynamic(() => import('./TransferDeviceForm').then((module) => module.TransferDeviceForm));

/** /office/customers/[id]: the customer as the server found them, or why there is none. */
export function OfficeCustomerView({ customerPage }: OfficeCustomerPageProps) {
  switch (customerPage.kind) {
    case 'not-found':
      return (
        <PageMessage
          title="Customer not found"
          message="This customer does not exist, or is another partner's. Check the link, or find the customer in the list."
          link={{ href: OFFICE_CUSTOMERS_PATH, label: 'Back to the customers' }}
        />
      );
    case 'unavailable':
      return <RetryPageMessage title="This customer could not be loaded" message={customerPage.message} retryPath={customerPage.retryPath} />;
    case 'found': {
      const { customer } = customerPage;
      return (
        <Stack gap="8">
          <RecordHeader
            back={{ href: OFFICE_CUSTOMERS_PATH, label: 'All customers' }}
            title={fullName(customer)}
            status={null}
            summary={`Customer since ${formatDate(customer.created_at)}`}
          />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
            <DetailSection id="customer-details-heading" title="Details">
              <DetailList
                items={[
                  { label: 'Phone', value: formatPhone(customer.phone) },
                  { label: 'Email', value: customer.email ?? 'None' },
                  { label: 'Address', value: `${customer.address}, ${customer.state}` },
                  {
                    label: 'Agent',
                    value: (
                      <Link asChild color="brand.fg" textDecoration="underline">
                        <NextLink href={agentAccountUrl(customer.agent.id)}>{fullName(customer.agent)}</NextLink>
                      </Link>
                    ),
                  },
                ]}
              />
            </DetailSection>
            <Stack gap="8" minWidth="0">
              <DetailSection id="customer-agent-heading" title="Agent">
                <OpenOnRequest summary={`${fullName(customer.agent)} serves this customer.`} action="Give to another agent">
                  {(done) => <ReassignCustomersForm scope={{ customerId: customer.id }} currentAgentId={customer.agent.id} what={fullName(customer)} onDone={done} />}
                </OpenOnRequest>
              </DetailSection>
              <DetailSection id="customer-phones-heading" title="Phones">
                <CustomerPhones customer={customer} />
              </DetailSection>
              <DetailSection id="customer-correct-heading" title="Correct the details">
                <CorrectCustomerForm customer={customer} />
              </DetailSection>
            </Stack>
          </SimpleGrid>
        </Stack>
      );
    }
  }
}

/**
 * The customer's phones, each transferable to a new owner. What a transfer did is said here, above the list:
 * the phone it moved is no longer in it once the page is read again.
 */
function CustomerPhones({ customer }: { customer: OfficeCustomer }) {
  const [transferred, setTransferred] = useState<string>();
  return (
    <Stack gap="4">
      {transferred ? <Notice status="success" title={transferred} /> : null}
      {customer.devices.length === 0 ? (
        <Text>No phone is registered to this customer.</Text>
      ) : (
        <Stack as="ul" gap="5" listStyleType="none" margin="0" padding="0">
          {customer.devices.map((device) => (
            <li key={device.id}>
              <OpenOnRequest summary={`${device.brand} ${device.model} · IMEI ${device.imei} · bought ${formatDate(device.purchase_date)}`} action="Transfer to a new owner">
                {() => <TransferDeviceForm device={device} ownerId={customer.id} onDone={setTransferred} />}
              </OpenOnRequest>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
