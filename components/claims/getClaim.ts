import { claimFileLabels } from '@/components/evidence/claimEvidenceWords';
import { isClaimType, type ClaimStatus } from '@/lib/domain/claims';
import { CLAIM_STATUSES_TAKING_EVIDENCE, MAX_CLAIM_FILES_PER_KIND, requiredClaimEvidence, type ClaimEvidenceKind } from '@/lib/domain/evidence';
import { fullName } from '@/lib/format/name';
import { graphql } from '@/lib/graphql/generated';
import type { GetClaimQuery } from '@/lib/graphql/generated/graphql';
import { maskImei } from '@/lib/format/imei';
import { AGENT_ROLE } from '@/lib/domain/roles';
import type { ClaimNote } from './ClaimNotes';

export type ClaimRecord = NonNullable<GetClaimQuery['claim_by_pk']>;

/**
 * A claim with what its screen shows, the status changes oldest first; null when the id is unknown or the
 * claim another agent's (the role's row filter). Asked by the server alone, which masks the IMEI
 * (`toClaimDetails`): the whole number stays out of the page.
 */
export const GetClaim = graphql(`
  query GetClaim($id: uuid!) {
    claim_by_pk(id: $id) {
      id
      reference
      claim_type
      incident_date
      description
      police_report_number
      status
      excess_kobo
      created_at
      evidence_requested_at
      evidence(order_by: [{ created_at: asc }, { id: asc }]) {
        id
        kind
        content_type
        created_at
      }
      excess_payment {
        id
        reference
        method
        channel
        card_last4
        paid_at
      }
      excess_payments(where: { status: { _eq: "PENDING" } }, order_by: [{ created_at: desc }], limit: 1) {
        id
      }
      plan_order {
        id
        reference
        plan {
          id
          name
        }
      }
      device {
        id
        brand
        model
        imei
      }
      customer {
        id
        first_name
        last_name
        phone
      }
      claim_events(order_by: [{ created_at: asc }, { id: asc }]) {
        id
        status
        note
        created_at
        payment_id
      }
      notes(order_by: [{ created_at: asc }, { id: asc }]) {
        id
        body
        author_role
        created_at
      }
    }
  }
`);

/** One change of the claim's status, as back office (or the agent's submission) wrote it. */
export interface ClaimEvent {
  id: string;
  status: string;
  /** Null when back office wrote none. */
  note: string | null;
  createdAt: string;
  /** The excess paid (the status unchanged): the payment. */
  paymentId: string | null;
}

/** A photo or document of the claim, as stored (its file is opened by a short-lived link, asked for by the browser). */
export interface ClaimFile {
  id: string;
  /** "Damage photo 2", "Police report". */
  label: string;
  contentType: string;
  createdAt: string;
}

/** What more the claim takes while it is being reviewed: files of its kind, up to the most a claim takes. */
export interface ClaimEvidenceRoom {
  /** The damage, or a theft's police report. */
  kind: ClaimEvidenceKind;
  /** How many more files of it. */
  room: number;
}

/** What the claim screen shows: the customer and device, but of the IMEI only the last 4 digits. */
export interface ClaimDetails {
  id: string;
  reference: string;
  /** `SCREEN`, `LIQUID`, `HARDWARE` or `THEFT`. */
  type: string;
  /** Lagos `YYYY-MM-DD`. */
  incidentDate: string;
  description: string;
  /** Theft claims only. */
  policeReportNumber: string | null;
  status: string;
  /** What the customer pays towards the repair. */
  excessKobo: number;
  /** The payment that paid the excess; null while unpaid. */
  excessPayment: { id: string; reference: string; method: string; channel: string | null; cardLast4: string | null; paidAt: string | null } | null;
  /** A payment of the excess waiting for the customer (a link sent, a transfer account given). */
  excessWaitingPaymentId: string | null;
  createdAt: string;
  order: { id: string; reference: string; planName: string };
  device: { brand: string; model: string; maskedImei: string };
  customer: { id: string; name: string; phone: string };
  /** Oldest first. */
  events: ClaimEvent[];
  /** The notes between the agent and the claims desk, oldest first. */
  notes: ClaimNote[];
  /** The claim's photos and documents, oldest first. */
  files: ClaimFile[];
  /** The claims desk asked for more photos or documents, and none were added since. */
  evidenceRequestedAt: string | null;
  /** While the claim is being reviewed, what more it takes; null once it is decided. */
  addEvidence: ClaimEvidenceRoom | null;
}

/** What more a claim takes (worked out here, on the server: the page's first load carries none of the rules). */
function evidenceRoom(claim: ClaimRecord): ClaimEvidenceRoom | null {
  if (!(CLAIM_STATUSES_TAKING_EVIDENCE as readonly string[]).includes(claim.status as ClaimStatus)) return null;
  const kind = isClaimType(claim.claim_type) ? requiredClaimEvidence(claim.claim_type) : 'DAMAGE';
  return { kind, room: MAX_CLAIM_FILES_PER_KIND - claim.evidence.filter((file) => file.kind === kind).length };
}

export function toClaimDetails(claim: ClaimRecord): ClaimDetails {
  const fileLabels = claimFileLabels(claim.evidence);
  return {
    id: claim.id,
    reference: claim.reference,
    type: claim.claim_type,
    incidentDate: claim.incident_date,
    description: claim.description,
    policeReportNumber: claim.police_report_number ?? null,
    status: claim.status,
    excessKobo: claim.excess_kobo,
    excessPayment: claim.excess_payment
      ? {
          id: claim.excess_payment.id,
          reference: claim.excess_payment.reference,
          method: claim.excess_payment.method,
          channel: claim.excess_payment.channel ?? null,
          cardLast4: claim.excess_payment.card_last4 ?? null,
          paidAt: claim.excess_payment.paid_at ?? null,
        }
      : null,
    excessWaitingPaymentId: claim.excess_payments[0]?.id ?? null,
    createdAt: claim.created_at,
    order: { id: claim.plan_order.id, reference: claim.plan_order.reference, planName: claim.plan_order.plan.name },
    device: { brand: claim.device.brand, model: claim.device.model, maskedImei: maskImei(claim.device.imei) },
    customer: { id: claim.customer.id, name: fullName(claim.customer), phone: claim.customer.phone },
    notes: claim.notes.map((note) => {
      const own = note.author_role === AGENT_ROLE;
      return { id: note.id, body: note.body, own, author: own ? 'You' : 'Claims desk', createdAt: note.created_at };
    }),
    events: claim.claim_events.map((event) => ({ id: event.id, status: event.status, note: event.note ?? null, createdAt: event.created_at, paymentId: event.payment_id ?? null })),
    files: claim.evidence.map((file, index) => ({ id: file.id, label: fileLabels[index], contentType: file.content_type, createdAt: file.created_at })),
    evidenceRequestedAt: claim.evidence_requested_at ?? null,
    addEvidence: evidenceRoom(claim),
  };
}
