import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { ClaimNotes } from '@/components/claims/ClaimNotes';
import { ClaimTimeline } from '@/components/claims/ClaimTimeline';
import { ClaimStatusBadge } from '@/components/ui/ClaimStatusBadge';
import { DetailList } from '@/components/ui/DetailList';
import { DetailSection } from '@/components/ui/DetailSection';
import { OrderStatusBadge } from '@/components/ui/OrderStatusBadge';
import { PlanCovers } from '@/components/ui/PlanCovers';
import { RecordHeader } from '@/components/ui/RecordHeader';
import { claimTypeLabel } from '@/lib/claims/claimType';
import { excessStanding, firstReviewDueAt, isClaimStatus, isFirstReviewLate, type ExcessStanding } from '@/lib/domain/claims';
import { formatAgo, formatDate, formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatPhone } from '@/lib/format/phone';
import { plural } from '@/lib/format/plural';
import { billingLabel } from '@/lib/orders/billing';
import { paymentMethodAndChannel } from '@/lib/payments/paymentDisplay';
import { DeskClaimEvidence } from './DeskClaimEvidence';
import type { DeskClaim, EarlierClaim } from './getDeskClaim';
import { CLAIM_QUEUE_PATH, deskClaimUrl } from './urls';

// The move form and the note form load after the first paint, in one chunk: the form code they share (fields,
// notices, the submit protocol) loads once.
const MoveClaimForm = dynamic(() => import('./deskForms').then((module) => module.MoveClaimForm));
const NoteForm = dynamic(() => import('./deskForms').then((module) => module.ClaimNoteForm));

export interface DeskClaimDetailProps {
  claim: DeskClaim;
  /** When the server rendered the page: the claim's age and its review's lateness are of that instant. */
  now: Date;
}

/**
 * A claim on the claims desk: where it stands (with the first review's service level), the move to make
 * and the notes with the agent on the left; on the right what the agent filed with its photos and documents
 * (reused ones flagged, the phone's inspection photos beside them), the device with its whole IMEI, the
 * cover and its gaps, the people, and the earlier claims on the device and of the customer.
 */
export function DeskClaimDetail({ claim, now }: DeskClaimDetailProps) {
  const filedAt = new Date(claim.createdAt);
  const late = isFirstReviewLate({ status: claim.status, filedAt }, now);
  const reviewDue = formatDateTime(firstReviewDueAt(filedAt).toISOString());
  const standing = excessStanding({ status: claim.status, excessKobo: claim.excessKobo, excessPaid: claim.excessPayment !== null });
  return (
    <Stack gap="8">
      <RecordHeader
        back={{ href: CLAIM_QUEUE_PATH, label: 'Back to the queue' }}
        title={`Claim ${claim.reference}`}
        status={<ClaimStatusBadge status={claim.status} />}
        summary={`${claimTypeLabel(claim.type)} · filed ${formatDateTime(claim.createdAt)} (${formatAgo(claim.createdAt, now)})`}
      />
      {claim.status === 'SUBMITTED' ? (
        // Plain text in the status's colours, not an Alert: the first load of the page stays without its recipe.
        <Text bg={late ? 'red.subtle' : 'blue.subtle'} color={late ? 'red.fg' : 'blue.fg'} fontWeight={late ? 'semibold' : 'normal'} borderRadius="md" padding="3">
          {late ? `First review late: it was due ${reviewDue}.` : `First review due ${reviewDue}.`}
        </Text>
      ) : null}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
        <Stack gap="8" minWidth="0">
          <DetailSection id="desk-move-heading" title="Move the claim">
            {isClaimStatus(claim.status) ? (
              <MoveClaimForm reference={claim.reference} status={claim.status} excessKobo={claim.excessKobo} excessPaid={claim.excessPayment !== null} />
            ) : (
              <Text>This claim&apos;s status is not one the desk knows.</Text>
            )}
          </DetailSection>
          <DetailSection id="desk-timeline-heading" title="Status timeline">
            <ClaimTimeline events={claim.events} />
          </DetailSection>
          <ClaimNotes
            claimId={claim.id}
            notes={claim.notes}
            NoteForm={NoteForm}
            empty="No notes yet. Ask the agent here for what the assessment needs (a photo, a receipt)."
            form={{ label: 'Write to the agent', hint: `${claim.agent.name} sees it on the claim, and answers here.` }}
          />
        </Stack>

        <Stack gap="8" minWidth="0">
          <DetailSection id="desk-claim-heading" title="What the agent filed">
            <DetailList
              items={[
                { label: 'Type', value: claimTypeLabel(claim.type) },
                { label: 'Incident date', value: formatDate(claim.incidentDate) },
                { label: 'Description', value: <Text whiteSpace="pre-line">{claim.description}</Text> },
                ...(claim.policeReportNumber === null ? [] : [{ label: 'Police report number', value: claim.policeReportNumber }]),
              ]}
            />
          </DetailSection>
          <DeskClaimEvidence claim={claim} />
          <DetailSection id="desk-device-heading" title="Device">
            <DetailList
              items={[
                { label: 'Device', value: `${claim.device.brand} ${claim.device.model}` },
                { label: 'IMEI', value: <Text fontFamily="mono">{claim.device.imei}</Text> },
                { label: 'Bought', value: `${formatDate(claim.device.purchaseDate)} for ${formatMoney(claim.device.purchasePriceKobo)}` },
              ]}
            />
          </DetailSection>
          <DetailSection id="desk-cover-heading" title="Cover">
            <DetailList
              items={[
                { label: 'Plan', value: `${claim.order.planName} (${billingLabel(claim.order.billing)})` },
                { label: 'Covers', value: <PlanCovers covers={claim.order.planCovers} label={`What ${claim.order.planName} covers`} /> },
                { label: 'Premium', value: formatMoney(claim.order.premiumKobo) },
                { label: 'Order', value: `${claim.order.reference}${claim.order.policyNumber ? ` · policy ${claim.order.policyNumber}` : ''}` },
                { label: 'Status', value: <OrderStatusBadge status={claim.order.status} /> },
                { label: 'Cover', value: `${formatDate(claim.order.startsOn)} to ${formatDate(claim.order.endsOn)}` },
                ...(claim.order.lapsedOn ? [{ label: 'Lapsed', value: formatDate(claim.order.lapsedOn) }] : []),
                ...(claim.order.cancelledAt ? [{ label: 'Cancelled', value: formatDateTime(claim.order.cancelledAt) }] : []),
                {
                  label: 'Gaps in cover',
                  value:
                    claim.order.coverGaps.length === 0
                      ? 'None'
                      : claim.order.coverGaps.map((gap) => `${formatDate(gap.from)} to ${gap.until ? formatDate(gap.until) : 'now'}`).join('; '),
                },
                { label: 'Claims per term', value: plural(claim.order.claimsPerTerm, 'claim', 'claims') },
                { label: 'Excess', value: excessText(claim, standing) },
              ]}
            />
          </DetailSection>
          <DetailSection id="desk-people-heading" title="Customer and agent">
            <DetailList
              items={[
                { label: 'Customer', value: <Person name={claim.customer.name} phone={claim.customer.phone} /> },
                { label: 'Agent', value: <Person name={claim.agent.name} phone={claim.agent.phone} /> },
              ]}
            />
          </DetailSection>
          <DetailSection id="desk-earlier-heading" title="Earlier claims">
            <DetailList
              items={[
                { label: 'On this device', value: <EarlierClaims claims={claim.deviceClaims} /> },
                { label: 'Of the customer, on other devices', value: <EarlierClaims claims={claim.customerClaims} /> },
              ]}
            />
          </DetailSection>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** The claim's excess (fixed when it was filed: a theft's differs from the plan's) and whether it is paid, how and when. */
function excessText(claim: DeskClaim, standing: ExcessStanding): string {
  const amount = formatMoney(claim.excessKobo);
  const paid = claim.excessPayment;
  switch (standing) {
    case 'paid':
      return paid
        ? `${amount}, paid (${paymentMethodAndChannel(paid.method, paid.channel, paid.cardLast4)}${paid.paidAt ? `, ${formatDate(paid.paidAt)}` : ''}) ${paid.reference}`
        : `${amount}, paid`;
    case 'payable':
      return `${amount}, not paid yet: the phone is not released before it is`;
    case 'later':
      return `${amount}, payable once approved`;
    default:
      return claim.status === 'REJECTED' ? 'None: the claim was rejected' : amount;
  }
}

function Person({ name, phone }: { name: string; phone: string }) {
  return (
    <>
      <Text>{name}</Text>
      <Link href={`tel:${phone}`} color="brand.fg" textDecoration="underline">
        {formatPhone(phone)}
      </Link>
    </>
  );
}

function EarlierClaims({ claims }: { claims: EarlierClaim[] }) {
  if (claims.length === 0) return <Text>None</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" margin="0" padding="0">
      {claims.map((other) => (
        <Text as="li" key={other.id}>
          <Link asChild color="brand.fg" textDecoration="underline">
            <NextLink href={deskClaimUrl(other.id)} prefetch={false}>
              {other.reference}
            </NextLink>
          </Link>
          {` · ${claimTypeLabel(other.type)} · ${formatDate(other.createdAt)} · `}
          <ClaimStatusBadge status={other.status} />
        </Text>
      ))}
    </Stack>
  );
}
