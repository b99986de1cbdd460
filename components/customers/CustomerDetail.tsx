import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { AddDeviceSection } from './AddDeviceSection';
import { CustomerClaims, CustomerOrders } from './CustomerActivity';
import { CustomerDevices } from './CustomerDevices';
import { genderLabel, idTypeLabel, maskedIdNumber } from './customerDisplay';
import { CUSTOMERS_PATH } from './urls';
import { DetailList } from '@/components/ui/DetailList';
import type { CustomerRecord } from './getCustomer';

export interface CustomerDetailProps {
  customer: CustomerRecord;
  /** Lagos `YYYY-MM-DD`. */
  today: string;
  onDeviceAdded: () => Promise<unknown> | void;
}

/** One customer: who they are, their devices and plans, orders and claims. Display only. */
export function CustomerDetail({ customer, today, onDeviceAdded }: CustomerDetailProps) {
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Link asChild color="brand.fg" textDecoration="underline" fontSize="sm" alignSelf="flex-start">
          <NextLink href={CUSTOMERS_PATH}>Back to customers</NextLink>
        </Link>
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {fullName(customer)}
        </Heading>
        <Text color="fg.muted">{`Customer since ${formatDate(customer.created_at)}`}</Text>
      </Stack>

      <Section id="personal-heading" title="Personal details">
        <DetailList
          items={[
            { label: 'Phone', value: formatPhone(customer.phone) },
            { label: 'Email', value: customer.email ?? 'Not given' },
            { label: 'Gender', value: genderLabel(customer.gender) },
            { label: 'Date of birth', value: formatDate(customer.date_of_birth) },
            { label: 'Address', value: customer.address },
            { label: 'State', value: customer.state },
            { label: 'ID type', value: idTypeLabel(customer.id_type) },
            { label: 'ID number', value: maskedIdNumber(customer.id_number_last4) },
          ]}
        />
      </Section>

      <Section id="devices-heading" title="Devices">
        <CustomerDevices customerId={customer.id} devices={customer.devices} today={today} />
        <AddDeviceSection customerId={customer.id} onAdded={onDeviceAdded} />
      </Section>

      <Section id="orders-heading" title="Orders">
        <CustomerOrders orders={customer.plan_orders} />
      </Section>

      <Section id="claims-heading" title="Claims">
        <CustomerClaims claims={customer.claims} />
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
