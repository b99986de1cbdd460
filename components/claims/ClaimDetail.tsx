import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { CustomerContact } from '@/components/customers/CustomerContact';
import { DeviceSummary } from '@/components/device/DeviceSummary';
import { orderUrl } from '@/components/orders/urls';
import { paymentUrl } from '@/components/payments/urls';
import { DetailList, type DetailItem } from '@/components/ui/DetailList';
import { DetailSection } from '@/components/ui/DetailSection';
import { RecordHeader } from '@/components/ui/RecordHeader';
import { RecordLink } from '@/components/ui/RecordLink';
import { CLAIM_NEXT_STEP } from '@/lib/claims/claimStatus';
import { claimTypeLabel } from '@/lib/claims/claimType';
import { excessStanding, isClaimStatus, isOpenClaimStatus, type ExcessStanding } from '@/lib/domain/claims';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { paymentMethodAndChannel } from '@/lib/payments/paymentDisplay';
import { ClaimStatusBadge } from '@/components/ui/ClaimStatusBadge';
import { ClaimEvidenceSection, EvidenceRequestNotice } from './ClaimEvidenceSection';
import { ClaimNotes } from './ClaimNotes';
import { ClaimTimeline, EXCESS_PAID_TITLE } from './ClaimTimeline';
import type { ClaimDetails } from './getClaim';
import { CLAIMS_PATH } from './urls';

// Only a claim whose excess is owed shows the buttons: other claims never load them.
const PayExcessButtons = dynamic(() => import('./PayExcessButtons').then((module) => module.PayExcessButtons));

export const CLAIM_EXCESS_MESSAGES = {
  timelineTitle: EXCESS_PAID_TITLE,
  waiting: 'A payment of the excess is waiting for the customer:',
} as const;

/**
 * One claim: its status and how it got there, what happens next (with the excess to pay once approved),
 * what happened to the phone, the excess, its photos and documents (with the desk's request for more, if
 * any, above all), and the order, device and customer it is for.
 */
export function ClaimDetail({ claim }: { claim: ClaimDetails }) {
  const standing = excessStanding({ status: claim.status, excessKobo: claim.excessKobo, excessPaid: claim.excessPayment !== null });
  return (
    <Stack gap="8">
      <RecordHeader
        back={{ href: CLAIMS_PATH, label: 'All claims' }}
        title={`Claim ${claim.reference}`}
        status={<ClaimStatusBadge status={claim.status} />}
        summary={`${claimTypeLabel(claim.type)} · filed on ${formatDate(claim.createdAt)}`}
      />
      <EvidenceRequestNotice claim={claim} />

      {/* From 1024 px: how the claim goes on the left, what it is about on the right. */}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
        <Stack gap="8" minWidth="0">
          <DetailSection id="claim-timeline-heading" title="Status timeline">
            <ClaimTimeline events={claim.events} />
          </DetailSection>
          {isClaimStatus(claim.status) ? (
            <DetailSection id="claim-next-heading" title="What happens next">
              <Text>{CLAIM_NEXT_STEP[claim.status]}</Text>
            </DetailSection>
          ) : null}
          {standing === 'payable' ? (
            <Stack gap="3">
              <PayExcessButtons claimId={claim.id} excessKobo={claim.excessKobo} />
              {claim.excessWaitingPaymentId ? (
                <Text>
                  {CLAIM_EXCESS_MESSAGES.waiting} <RecordLink href={paymentUrl(claim.excessWaitingPaymentId)}>see it</RecordLink>
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <ClaimNotes
            claimId={claim.id}
            notes={claim.notes}
            empty="No notes yet. The claims desk writes here when it needs something from you or the customer."
            form={{ label: 'Write to the claims desk', hint: 'A question, or what the desk asked for. The claims officer reads it with the claim.' }}
          />
        </Stack>

        <Stack gap="8" minWidth="0">
          <DetailSection id="claim-details-heading" title="Claim">
            <DetailList items={claimItems(claim, standing)} />
          </DetailSection>
          <ClaimEvidenceSection claim={claim} />
          <DetailSection id="claim-order-heading" title="Order">
            <DetailList
              items={[
                { label: 'Order', value: <RecordLink href={orderUrl(claim.order.id)}>{claim.order.reference}</RecordLink> },
                { label: 'Plan', value: claim.order.planName },
              ]}
            />
          </DetailSection>
          <DetailSection id="claim-device-heading" title="Device">
            <DeviceSummary device={claim.device} />
          </DetailSection>
          <DetailSection id="claim-customer-heading" title="Customer">
            <CustomerContact customer={claim.customer} />
          </DetailSection>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function claimItems(claim: ClaimDetails, standing: ExcessStanding): DetailItem[] {
  return [
    { label: 'Type', value: claimTypeLabel(claim.type) },
    { label: 'Incident date', value: formatDate(claim.incidentDate) },
    { label: 'Description', value: <Text whiteSpace="pre-line">{claim.description}</Text> },
    ...(claim.policeReportNumber === null ? [] : [{ label: 'Police report number', value: claim.policeReportNumber }]),
    excessItem(claim, standing),
  ];
}

/**
 * The excess: owed while the claim is open (once approved, with the buttons to pay it), paid with how and
 * when, or nothing for a rejected claim, which is not repaired.
 */
function excessItem(claim: ClaimDetails, standing: ExcessStanding): DetailItem {
  const paid = claim.excessPayment;
  if (paid) {
    const how = paymentMethodAndChannel(paid.method, paid.channel, paid.cardLast4);
    return {
      label: 'Excess',
      value: (
        <>
          {`${formatMoney(claim.excessKobo)}, paid (${how}${paid.paidAt ? `, ${formatDate(paid.paidAt)}` : ''}) `}
          <RecordLink href={paymentUrl(paid.id)}>{paid.reference}</RecordLink>
        </>
      ),
    };
  }
  if (claim.status === 'REJECTED') return { label: 'Excess', value: 'None: the claim was rejected' };
  if (!isOpenClaimStatus(claim.status)) return { label: 'Excess', value: formatMoney(claim.excessKobo) };
  return { label: 'Excess to collect', value: standing === 'later' ? `${formatMoney(claim.excessKobo)}, payable once the claim is approved` : formatMoney(claim.excessKobo) };
}
