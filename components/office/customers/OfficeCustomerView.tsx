import { Link, SimpleGrid, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { DetailList } from '@/components/ui/DetailList';
import { DetailSection } from '@/components/ui/DetailSection';
import { OpenOnRequest } from '@/components/ui/OpenOnRequest';
import { PageMessage } from '@/components/ui/PageMessage';
import { RecordHeader } from '@/components/ui/RecordHeader';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { formatDate } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { agentAccountUrl } from '../agents/urls';
import type { OfficeCustomerPageProps } from './getOfficeCustomer';
import { OFFICE_CUSTOMERS_PATH } from './urls';

// The form and its code load after the first paint.
const CorrectCustomerForm = dynamic(() => import('./CorrectCustomerForm').then((module) => module.CorrectCustomerForm));
// Loaded when operations choose to give the customer to another agent.
const ReassignCustomersForm = dynamic(() => import('./ReassignCustomersForm').then((module) => module.ReassignCustomersForm));

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
