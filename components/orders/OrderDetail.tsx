import { Badge, Box, Button, Flex, Heading, Link, SimpleGrid, Stack, Text, type GridProps } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { buyPlanUrl } from '@/components/buy-plan/urls';
import { cardUrl } from '@/components/cards/urls';
import { customerUrl } from '@/components/customers/urls';
import { canRenew } from '@/components/renewals/renewalGroups';
import { DetailList } from '@/components/ui/DetailList';
import { LinkRows, PlainRow } from '@/components/ui/LinkRows';
import { PlanCovers } from '@/components/ui/PlanCovers';
import { hasProtectionCard } from '@/lib/cards/cardStatus';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatPhone } from '@/lib/format/phone';
import { billingDescription } from '@/lib/orders/billing';
import type { OrderDetails, OrderPayment } from './getOrder';
import { instalmentSchedule, type Instalment } from './instalmentSchedule';
import { OrderStatusBadge } from './OrderStatusBadge';
import { instalmentStateLabel, instalmentStatePalette, paymentMethodLabel, paymentStatusLabel, paymentStatusPalette } from './paymentDisplay';
import { ORDERS_PATH } from './urls';

export interface OrderDetailProps {
  order: OrderDetails;
  /** Lagos `YYYY-MM-DD`: which unpaid instalments are overdue. */
  today: string;
}

/**
 * One order: status, plan and cover, customer, device, amounts, payments and, for a postpaid order, its
 * instalments; the protection card of a paid one. Display only.
 */
export function OrderDetail({ order, today }: OrderDetailProps) {
  const schedule = instalmentSchedule(order, today);
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Link asChild color="brand.fg" textDecoration="underline" fontSize="sm" alignSelf="flex-start">
          <NextLink href={ORDERS_PATH}>All orders</NextLink>
        </Link>
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {`Order ${order.reference}`}
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          <OrderStatusBadge status={order.status} />
          <Text color="fg.muted">{`Sold on ${formatDate(order.createdAt)}`}</Text>
        </Flex>
        <Flex gap="3" wrap="wrap">
          {hasProtectionCard(order.status) ? (
            <Button asChild variant="outline">
              <NextLink href={cardUrl(order.id)}>View protection card</NextLink>
            </Button>
          ) : null}
          {canRenew(order, today) ? (
            <Button asChild colorPalette="brand">
              <NextLink href={buyPlanUrl({ customer: order.customer.id, device: order.device.id, renewal: order.id })}>Renew</NextLink>
            </Button>
          ) : null}
        </Flex>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
        <Section id="order-plan-heading" title="Plan and cover">
          <DetailList
            items={[
              { label: 'Plan', value: order.plan.name },
              { label: 'Covers', value: <PlanCovers covers={order.plan.covers} /> },
              { label: 'Cover', value: `${formatDate(order.startsOn)} – ${formatDate(order.endsOn)}` },
              { label: 'Policy number', value: order.policyNumber },
            ]}
          />
        </Section>

        <Section id="order-customer-heading" title="Customer">
          <DetailList
            items={[
              {
                label: 'Name',
                value: (
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <NextLink href={customerUrl(order.customer.id)} prefetch={false}>
                      {order.customer.name}
                    </NextLink>
                  </Link>
                ),
              },
              { label: 'Phone', value: formatPhone(order.customer.phone) },
            ]}
          />
        </Section>

        <Section id="order-device-heading" title="Device">
          <DetailList
            items={[
              { label: 'Device', value: `${order.device.brand} ${order.device.model}` },
              { label: 'IMEI', value: <Text fontFamily="mono">{order.device.maskedImei}</Text> },
            ]}
          />
        </Section>

        <Section id="order-amounts-heading" title="Amounts">
          <DetailList items={amountItems(order)} />
        </Section>
      </SimpleGrid>

      <Section id="order-payments-heading" title="Payments">
        <Payments payments={order.payments} />
      </Section>

      {schedule.length === 0 ? null : (
        <Section id="order-instalments-heading" title="Instalments">
          <Instalments schedule={schedule} />
        </Section>
      )}
    </Stack>
  );
}

function amountItems(order: OrderDetails) {
  const items = [
    { label: 'Billing', value: billingDescription(order.billing) },
    { label: 'Premium', value: formatMoney(order.premiumKobo) },
  ];
  if (order.billing === 'POSTPAID' && order.instalmentKobo !== null) {
    items.push({ label: 'Instalment', value: `${formatMoney(order.instalmentKobo)} a month, ${order.instalments} instalments` });
  }
  items.push({ label: 'Amount paid', value: formatMoney(order.amountPaidKobo) }, { label: 'Commission', value: formatMoney(order.commissionKobo) });
  return items;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" minWidth="0">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

// On a phone: reference and status, method and amount, date; from 768 px a table.
const PAYMENT_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  md: 'minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(8rem, auto)',
};

function Payments({ payments }: { payments: OrderPayment[] }) {
  if (payments.length === 0) return <Text color="fg.muted">No payment yet.</Text>;
  return (
    <LinkRows label="Payments" columns={PAYMENT_COLUMNS} headings={['Reference', 'Method', 'Date', 'Amount', 'Status']}>
      {payments.map((payment) => (
        <PlainRow key={payment.id} columns={PAYMENT_COLUMNS}>
          <Text {...onPhone('1', '1')} fontWeight="semibold" overflowWrap="anywhere">
            {payment.reference}
          </Text>
          <Text {...onPhone('2', '1')} overflowWrap="anywhere">
            {paymentMethodLabel(payment.method, payment.cardLast4)}
          </Text>
          <Text {...onPhone('3', '1 / -1')} fontSize={{ base: 'sm', md: 'md' }} color={{ base: 'fg.muted', md: 'fg' }}>
            {formatDate(payment.createdAt)}
          </Text>
          <Text {...onPhone('2', '2')} justifySelf={{ base: 'end', md: 'start' }} fontWeight="semibold">
            {formatMoney(payment.amountKobo)}
          </Text>
          <Box {...onPhone('1', '2')} justifySelf={{ base: 'end', md: 'start' }}>
            <Badge colorPalette={paymentStatusPalette(payment.status)}>{paymentStatusLabel(payment.status)}</Badge>
          </Box>
        </PlainRow>
      ))}
    </LinkRows>
  );
}

// On a phone: the instalment and its state, its date and amount; from 768 px a table.
const INSTALMENT_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  md: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(8rem, auto)',
};

function Instalments({ schedule }: { schedule: Instalment[] }) {
  const paid = schedule.filter((instalment) => instalment.state === 'PAID').length;
  const overdue = schedule.filter((instalment) => instalment.state === 'OVERDUE').length;
  return (
    <Stack gap="3">
      <Text>{`${paid} of ${schedule.length} paid${overdue > 0 ? `, ${overdue} overdue` : ''}.`}</Text>
      <LinkRows label="Instalments" columns={INSTALMENT_COLUMNS} headings={['Instalment', 'Due date', 'Amount', 'Status']}>
        {schedule.map((instalment) => (
          <PlainRow key={instalment.number} columns={INSTALMENT_COLUMNS}>
            <Text {...onPhone('1', '1')} fontWeight="semibold">{`Instalment ${instalment.number} of ${schedule.length}`}</Text>
            <Text {...onPhone('2', '1')}>
              <Text as="span" display={{ base: 'inline', md: 'none' }}>
                {'Due on '}
              </Text>
              {formatDate(instalment.dueOn)}
            </Text>
            <Text {...onPhone('2', '2')} justifySelf={{ base: 'end', md: 'start' }}>
              {formatMoney(instalment.amountKobo)}
            </Text>
            <Box {...onPhone('1', '2')} justifySelf={{ base: 'end', md: 'start' }}>
              <Badge colorPalette={instalmentStatePalette(instalment.state)}>{instalmentStateLabel(instalment.state)}</Badge>
            </Box>
          </PlainRow>
        ))}
      </LinkRows>
    </Stack>
  );
}

/** A cell's place in a phone's two-column card; from 768 px the cells follow the table's columns. */
function onPhone(row: string, column: string): Pick<GridProps, 'gridRow' | 'gridColumn'> {
  return { gridRow: { base: row, md: 'auto' }, gridColumn: { base: column, md: 'auto' } };
}
