import { Badge, Box, Button, SimpleGrid, Stack, Text, type GridProps } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { cardUrl } from '@/components/cards/urls';
import { ClaimStatusBadge } from '@/components/ui/ClaimStatusBadge';
import { claimUrl, newClaimUrl } from '@/components/claims/urls';
import { CustomerContact } from '@/components/customers/CustomerContact';
import { DeviceSummary } from '@/components/device/DeviceSummary';
import { canRenew } from '@/components/renewals/renewalGroups';
import { renewOrderUrl } from '@/components/renewals/urls';
import { DetailList } from '@/components/ui/DetailList';
import { DetailSection } from '@/components/ui/DetailSection';
import { LinkRow, LinkRows, OnPhone, PlainRow, RowCorner, RowLink } from '@/components/ui/LinkRows';
import { PlanCovers } from '@/components/ui/PlanCovers';
import { RecordHeader } from '@/components/ui/RecordHeader';
import { hasProtectionCard } from '@/lib/cards/cardStatus';
import { claimTypeLabel } from '@/lib/claims/claimType';
import { isCancellableOrderStatus } from '@/lib/domain/cancellation';
import { reinstatableUntil } from '@/lib/domain/instalments';
import { hasCoverEnded, IN_FORCE_ORDER_STATUS, isClaimableOrderStatus, LAPSED_ORDER_STATUS } from '@/lib/domain/orders';
import { Notice } from '@/components/ui/Notice';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { billingDescription } from '@/lib/orders/billing';
import type { OrderClaim, OrderDetails, OrderPayment } from './getOrder';
import { instalmentSchedule, payableInstalment, type Instalment } from './instalmentSchedule';
import { OrderStatusBadge } from '@/components/ui/OrderStatusBadge';
import { instalmentStateLabel, instalmentStatePalette } from './paymentDisplay';
import { PaymentHistory } from '@/components/payments/PaymentHistory';
import { paymentUrl } from '@/components/payments/urls';
import { PaymentStatusBadge } from '@/components/ui/PaymentStatusBadge';
import { paymentMethodAndChannel } from '@/lib/payments/paymentDisplay';
import { OrderMessages } from './OrderMessages';
import { cancelOrderUrl, ORDERS_PATH } from './urls';

// Only an order with an instalment to collect shows it: its code (the submit protocol, the request's loader) is not in the screen's first load.
const PayInstalmentButtons = dynamic(() => import('./PayInstalmentButtons').then((module) => module.PayInstalmentButtons));

export interface OrderDetailProps {
  order: OrderDetails;
  /** Lagos `YYYY-MM-DD`: which unpaid instalments are overdue. */
  today: string;
}

/**
 * One order: status, plan and cover, customer, device, amounts, claims, payments, for a postpaid order its
 * instalments, and what the customer was sent about it; the protection card of a paid one, and "File a claim" on one that covered something.
 * Display only.
 */
export function OrderDetail({ order, today }: OrderDetailProps) {
  const schedule = instalmentSchedule(order, today);
  return (
    <Stack gap="8">
      <RecordHeader
        back={{ href: ORDERS_PATH, label: 'All orders' }}
        title={`Order ${order.reference}`}
        status={<OrderStatusBadge status={order.status} />}
        summary={`Sold on ${formatDate(order.createdAt)}`}
        actions={
          <>
            {hasProtectionCard(order.status) ? (
              <Button asChild variant="outline">
                <NextLink href={cardUrl(order.id)}>View protection card</NextLink>
              </Button>
            ) : null}
            {canRenew(order, today) ? (
              <Button asChild colorPalette="brand">
                <NextLink href={renewOrderUrl(order)}>Renew</NextLink>
              </Button>
            ) : null}
            {/* The rest of the claim rules (cover on the incident date, waiting period, claims left…) are the service's. */}
            {isClaimableOrderStatus(order.status) ? (
              <Button asChild variant="outline">
                <NextLink href={newClaimUrl(order.id)}>File a claim</NextLink>
              </Button>
            ) : null}
            {/* What comes back, and whether it still can be, is the service's to say on the next page. */}
            {isCancellableOrderStatus(order.status) && !hasCoverEnded(order.endsOn, today) ? (
              <Button asChild variant="outline" colorPalette="red">
                <NextLink href={cancelOrderUrl(order.id)}>Cancel plan</NextLink>
              </Button>
            ) : null}
          </>
        }
      />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
        <DetailSection id="order-plan-heading" title="Plan and cover">
          <DetailList
            items={[
              { label: 'Plan', value: order.plan.name },
              { label: 'Covers', value: <PlanCovers covers={order.plan.covers} /> },
              { label: 'Cover', value: `${formatDate(order.startsOn)} – ${formatDate(order.endsOn)}` },
              { label: 'Policy number', value: order.policyNumber },
            ]}
          />
        </DetailSection>

        <DetailSection id="order-customer-heading" title="Customer">
          <CustomerContact customer={order.customer} />
        </DetailSection>

        <DetailSection id="order-device-heading" title="Device">
          <DeviceSummary device={order.device} />
        </DetailSection>

        <DetailSection id="order-amounts-heading" title="Amounts">
          <DetailList items={amountItems(order)} />
        </DetailSection>
      </SimpleGrid>

      <DetailSection id="order-claims-heading" title="Claims">
        <Claims claims={order.claims} />
      </DetailSection>

      <DetailSection id="order-payments-heading" title="Payments">
        <Payments payments={order.payments} />
      </DetailSection>

      {schedule.length === 0 ? null : (
        <DetailSection id="order-instalments-heading" title="Instalments">
          {order.status === LAPSED_ORDER_STATUS && order.lapsedOn ? <LapseNotice lapsedOn={order.lapsedOn} today={today} /> : null}
          <Instalments schedule={schedule} payable={canPayInstalments(order, today) ? payableInstalment(schedule, today) : undefined} orderId={order.id} />
        </DetailSection>
      )}

      <DetailSection id="order-messages-heading" title="Messages to the customer">
        <OrderMessages messages={order.messages} />
      </DetailSection>
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

// The record's tables start at 1024 px: at 768 the content beside the sidebar is ~450 px, too narrow for them.

// On a phone: reference and status, type and date; from 1024 px a table.
const CLAIM_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(8.5rem, auto)',
};

function Claims({ claims }: { claims: OrderClaim[] }) {
  if (claims.length === 0) return <Text color="fg.muted">No claims on this order.</Text>;
  return (
    <LinkRows label="Claims" tableFrom="lg" columns={CLAIM_COLUMNS} headings={['Claim', 'Type', 'Filed on', 'Status']}>
      {claims.map((claim) => (
        <LinkRow key={claim.id} columns={CLAIM_COLUMNS}>
          <RowLink href={claimUrl(claim.id)} ownLineOnPhone={false}>
            {claim.reference}
          </RowLink>
          <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }}>
            {claimTypeLabel(claim.type)}
          </Text>
          <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }} color={{ base: 'fg.muted', lg: 'fg' }}>
            <OnPhone>Filed on </OnPhone>
            {formatDate(claim.createdAt)}
          </Text>
          <RowCorner>
            <ClaimStatusBadge status={claim.status} />
          </RowCorner>
        </LinkRow>
      ))}
    </LinkRows>
  );
}

// On a phone: reference and status, method and amount, date; from 1024 px a table.
const PAYMENT_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(8rem, auto)',
};

function Payments({ payments }: { payments: OrderPayment[] }) {
  if (payments.length === 0) return <Text color="fg.muted">No payment yet.</Text>;
  return (
    <LinkRows label="Payments" tableFrom="lg" columns={PAYMENT_COLUMNS} headings={['Reference', 'Method', 'Date', 'Amount', 'Status']}>
      {payments.map((payment) => (
        <LinkRow key={payment.id} columns={PAYMENT_COLUMNS}>
          <Box {...onPhone('1', '1')} minWidth="0">
            <RowLink href={paymentUrl(payment.id)} ownLineOnPhone={false}>
              {payment.reference}
            </RowLink>
          </Box>
          <Text {...onPhone('2', '1')} overflowWrap="anywhere">
            {paymentMethodAndChannel(payment.method, payment.channel, payment.cardLast4)}
          </Text>
          <Text {...onPhone('3', '1 / -1')} fontSize={{ base: 'sm', lg: 'md' }} color={{ base: 'fg.muted', lg: 'fg' }}>
            {formatDate(payment.createdAt)}
          </Text>
          <Text {...onPhone('2', '2')} justifySelf={{ base: 'end', lg: 'start' }} fontWeight="semibold">
            {formatMoney(payment.amountKobo)}
          </Text>
          <Box {...onPhone('1', '2')} justifySelf={{ base: 'end', lg: 'start' }}>
            <PaymentStatusBadge status={payment.status} />
          </Box>
          {payment.failureReason ? (
            <Text gridColumn="1 / -1" fontSize="sm" color="fg.error">
              {payment.failureReason}
            </Text>
          ) : null}
          {payment.gatewayReference ? (
            <Text gridColumn="1 / -1" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {`Gateway reference ${payment.gatewayReference}`}
            </Text>
          ) : null}
          <PaymentHistory reference={payment.reference} gatewayReference={payment.gatewayReference} events={payment.events} />
        </LinkRow>
      ))}
    </LinkRows>
  );
}

// On a phone: the instalment and its state, its date and amount; from 1024 px a table.
const INSTALMENT_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) minmax(8rem, auto)',
};

/** Whether the customer can pay an instalment now: the plan in force, or lapsed and still reinstatable. */
function canPayInstalments(order: OrderDetails, today: string): boolean {
  if (order.status === IN_FORCE_ORDER_STATUS) return true;
  return order.status === LAPSED_ORDER_STATUS && order.lapsedOn !== null && today <= reinstatableUntil(order.lapsedOn);
}

/** A lapsed plan: since when it covers nothing, and until when paying the arrears puts it back. */
function LapseNotice({ lapsedOn, today }: { lapsedOn: string; today: string }) {
  const until = reinstatableUntil(lapsedOn);
  const description =
    today <= until
      ? `Paying the overdue instalments by ${formatDate(until)} puts the plan back in force from the day they are paid. Incidents before then are not covered.`
      : `It can no longer be reinstated (the last day was ${formatDate(until)}): sell the customer a new plan.`;
  return <Notice status="warning" title={`Not covered since ${formatDate(lapsedOn)}: instalments unpaid`} description={description} />;
}

/** Under an instalment: what paid it, or why the card was refused and what happens next. */
function instalmentNote(instalment: Instalment): string | null {
  const reason = instalment.failureReason ? `${instalment.failureReason.replace(/\.$/, '')}. ` : '';
  if (instalment.state === 'PAID') return instalment.paidBy ? `Paid by ${instalment.paidBy}` : null;
  if (instalment.state === 'CHARGING') return 'The saved card is being charged';
  if (instalment.state === 'RETRYING') return `${reason}The saved card will be tried again on ${formatDate(instalment.nextTryOn ?? instalment.dueOn)}.`;
  if (instalment.state === 'FAILED') return `${reason}The saved card will not be tried again.`;
  return null;
}

function Instalments({ schedule, payable, orderId }: { schedule: Instalment[]; payable: Instalment | undefined; orderId: string }) {
  const paid = schedule.filter((instalment) => instalment.state === 'PAID').length;
  const unpaidPast = schedule.filter((instalment) => instalment.state === 'OVERDUE' || instalment.state === 'FAILED' || instalment.state === 'RETRYING').length;
  return (
    <Stack gap="3">
      <Text>{`${paid} of ${schedule.length} paid${unpaidPast > 0 ? `, ${unpaidPast} overdue` : ''}.`}</Text>
      {payable ? <PayInstalmentButtons orderId={orderId} number={payable.number} amountKobo={payable.amountKobo} /> : null}
      <LinkRows label="Instalments" tableFrom="lg" columns={INSTALMENT_COLUMNS} headings={['Instalment', 'Due date', 'Amount', 'Status']}>
        {schedule.map((instalment) => (
          <PlainRow key={instalment.number} columns={INSTALMENT_COLUMNS}>
            <Text {...onPhone('1', '1')} fontWeight="semibold">{`Instalment ${instalment.number} of ${schedule.length}`}</Text>
            <Text {...onPhone('2', '1')}>
              <OnPhone>Due on </OnPhone>
              {formatDate(instalment.dueOn)}
            </Text>
            <Text {...onPhone('2', '2')} justifySelf={{ base: 'end', lg: 'start' }}>
              {formatMoney(instalment.amountKobo)}
            </Text>
            <Box {...onPhone('1', '2')} justifySelf={{ base: 'end', lg: 'start' }}>
              <Badge colorPalette={instalmentStatePalette(instalment.state)}>{instalmentStateLabel(instalment.state)}</Badge>
            </Box>
            {instalmentNote(instalment) ? (
              <Text gridColumn="1 / -1" fontSize="sm" color={instalment.state === 'FAILED' || instalment.state === 'RETRYING' ? 'fg.error' : 'fg.muted'}>
                {instalmentNote(instalment)}
              </Text>
            ) : null}
          </PlainRow>
        ))}
      </LinkRows>
    </Stack>
  );
}

/** A cell's place in a phone's two-column card; from 1024 px the cells follow the table's columns. */
function onPhone(row: string, column: string): Pick<GridProps, 'gridRow' | 'gridColumn'> {
  return { gridRow: { base: row, lg: 'auto' }, gridColumn: { base: column, lg: 'auto' } };
}
