import { claimFileLabels } from '@/components/evidence/claimEvidenceWords';
import { graphql } from '@/lib/graphql/claims-officer/generated';
import type { GetDeskClaimQuery } from '@/lib/graphql/claims-officer/generated/graphql';
import type { ClaimStatus } from '@/lib/domain/claims';
import { CLAIM_STATUSES_TAKING_EVIDENCE, EVIDENCE_KIND_LABELS, isEvidenceKind } from '@/lib/domain/evidence';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { fullName } from '@/lib/format/name';
import type { ClaimNote } from '@/components/claims/ClaimNotes';
import { reuseClosenessText, reusedPhotosSummary, reuseFlagText, type PhotoReuse } from './reuseFlags';

export type DeskClaimRecord = NonNullable<GetDeskClaimQuery['claim_by_pk']>;

/**
 * A claim as the claims desk assesses it: everything the agent filed, its photos and documents with each
 * reuse found, the phone's inspection photos from its sale, the device (the whole IMEI) and its other claims, the customer's claims on other devices, the cover and its gaps, who sold it, the timeline and
 * the notes. Null when the id is unknown or another partner's (the role's row filter).
 */
export const GetDeskClaim = graphql(`
  query GetDeskClaim($id: uuid!) {
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
      device_id
      evidence_requested_at
      evidence(order_by: [{ created_at: asc }, { id: asc }]) {
        id
        kind
        content_type
        created_at
        matches(order_by: [{ distance: asc }]) {
          distance
          matched_evidence {
            id
            claim {
              id
              reference
            }
            device {
              id
              imei
            }
          }
        }
        matched_by(order_by: [{ distance: asc }]) {
          distance
          evidence {
            id
            claim {
              id
              reference
            }
            device {
              id
              imei
            }
          }
        }
      }
      excess_payment {
        id
        reference
        method
        channel
        card_last4
        paid_at
      }
      plan_order {
        id
        reference
        policy_number
        status
        billing
        premium_kobo
        starts_on
        ends_on
        lapsed_on
        cancelled_at
        plan {
          id
          name
          covers
          claims_per_term
        }
        cover_gaps(order_by: [{ from_on: asc }]) {
          from_on
          until_on
        }
      }
      device {
        id
        brand
        model
        imei
        purchase_date
        purchase_price_kobo
        evidence(where: { plan_order_id: { _is_null: false } }, order_by: [{ created_at: asc }, { id: asc }], limit: 12) {
          id
          kind
          content_type
          created_at
          plan_order {
            id
            reference
          }
        }
        claims(order_by: [{ created_at: desc }, { id: desc }], limit: 20) {
          id
          reference
          claim_type
          status
          created_at
        }
      }
      customer {
        id
        first_name
        last_name
        phone
        claims(order_by: [{ created_at: desc }, { id: desc }], limit: 20) {
          id
          reference
          claim_type
          status
          created_at
          device_id
        }
      }
      agent {
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
        author {
          id
          first_name
          last_name
        }
      }
    }
  }
`);

/** Another claim of the device or the customer, as the desk lists it. */
export interface EarlierClaim {
  id: string;
  reference: string;
  type: string;
  status: string;
  createdAt: string;
}

/** A reuse as the desk reads it: in words (reuseFlags.ts), with the claim to link to. */
export interface PhotoReuseFlag {
  matchedId: string;
  /** "This photo was also used on CLM-2026-000123". */
  text: string;
  /** "The same picture." */
  closeness: string;
  claim: { id: string; reference: string } | null;
}

/** A photo or document the agent filed with the claim, or added since. */
export interface DeskClaimFile {
  id: string;
  /** "Damage photo 2", "Police report". */
  label: string;
  contentType: string;
  createdAt: string;
  /** Where else the same photo was used, before or since, nearest first. */
  reuses: PhotoReuseFlag[];
}

/** A photo of the phone taken at its sale. */
export interface InspectionPhoto {
  id: string;
  /** "Front, screen on". */
  label: string;
  contentType: string;
  createdAt: string;
  orderReference: string | null;
}

export interface DeskClaim {
  id: string;
  reference: string;
  type: string;
  incidentDate: string;
  description: string;
  policeReportNumber: string | null;
  status: string;
  excessKobo: number;
  /** The payment that paid the excess; null while unpaid. */
  excessPayment: { id: string; reference: string; method: string; channel: string | null; cardLast4: string | null; paidAt: string | null } | null;
  createdAt: string;
  order: {
    id: string;
    reference: string;
    policyNumber: string | null;
    status: string;
    billing: string;
    premiumKobo: number;
    startsOn: string;
    endsOn: string;
    lapsedOn: string | null;
    cancelledAt: string | null;
    planName: string;
    /** The claim types the plan covers (`SCREEN`, `THEFT`…). */
    planCovers: string[];
    claimsPerTerm: number;
    coverGaps: { from: string; until: string | null }[];
  };
  device: { brand: string; model: string; imei: string; purchaseDate: string; purchasePriceKobo: number };
  customer: { name: string; phone: string };
  agent: { name: string; phone: string };
  /** The device's other claims, newest first. */
  deviceClaims: EarlierClaim[];
  /** The customer's claims on their other devices, newest first. */
  customerClaims: EarlierClaim[];
  events: { id: string; status: string; note: string | null; createdAt: string; paymentId: string | null }[];
  notes: ClaimNote[];
  /** The claim's photos and documents, oldest first. */
  files: DeskClaimFile[];
  /** Said above them when any was used elsewhere ("1 photo of this claim was also used elsewhere: …"). */
  reuseSummary: string | null;
  /** The phone's inspection photos from its sale(s), oldest first. */
  inspectionPhotos: InspectionPhoto[];
  /** The desk asked the agent for more, and none came since. */
  evidenceRequestedAt: string | null;
  /** The claim still takes files, so the desk may ask for more. */
  takesEvidence: boolean;
}

/** A reuse in the desk's words (worked out here, on the server: the page's first load carries no wording code). */
function reuseFlag(reuse: PhotoReuse): PhotoReuseFlag {
  return { matchedId: reuse.matchedId, text: reuseFlagText(reuse), closeness: reuseClosenessText(reuse), claim: reuse.claim };
}

type DeskFileMatches = Pick<DeskClaimRecord['evidence'][number], 'matches' | 'matched_by'>;
type MatchedFile = DeskFileMatches['matches'][number]['matched_evidence'];

/** The other photos near a file, earlier (it matched them) and later (they matched it), nearest first. */
function photoReuses(file: DeskFileMatches): PhotoReuse[] {
  const other = (photo: MatchedFile, distance: number): PhotoReuse => ({
    matchedId: photo.id,
    claim: photo.claim ? { id: photo.claim.id, reference: photo.claim.reference } : null,
    imei: photo.device?.imei ?? null,
    distance,
  });
  return [...file.matches.map((match) => other(match.matched_evidence, match.distance)), ...file.matched_by.map((match) => other(match.evidence, match.distance))].sort(
    (a, b) => a.distance - b.distance,
  );
}

const earlier = (claim: { id: string; reference: string; claim_type: string; status: string; created_at: string }): EarlierClaim => ({
  id: claim.id,
  reference: claim.reference,
  type: claim.claim_type,
  status: claim.status,
  createdAt: claim.created_at,
});

export function toDeskClaim(claim: DeskClaimRecord, officerId: string): DeskClaim {
  const order = claim.plan_order;
  const fileLabels = claimFileLabels(claim.evidence);
  const files: DeskClaimFile[] = claim.evidence.map((file, index) => ({
    id: file.id,
    label: fileLabels[index],
    contentType: file.content_type,
    createdAt: file.created_at,
    reuses: photoReuses(file).map(reuseFlag),
  }));
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
    createdAt: claim.created_at,
    order: {
      id: order.id,
      reference: order.reference,
      policyNumber: order.policy_number ?? null,
      status: order.status,
      billing: order.billing,
      premiumKobo: order.premium_kobo,
      startsOn: order.starts_on,
      endsOn: order.ends_on,
      lapsedOn: order.lapsed_on ?? null,
      cancelledAt: order.cancelled_at ?? null,
      planName: order.plan.name,
      // jsonb arrives untyped: keep the cover names, nothing else.
      planCovers: Array.isArray(order.plan.covers) ? order.plan.covers.filter((cover): cover is string => typeof cover === 'string') : [],
      claimsPerTerm: order.plan.claims_per_term,
      coverGaps: order.cover_gaps.map((gap) => ({ from: gap.from_on, until: gap.until_on ?? null })),
    },
    device: {
      brand: claim.device.brand,
      model: claim.device.model,
      imei: claim.device.imei,
      purchaseDate: claim.device.purchase_date,
      purchasePriceKobo: claim.device.purchase_price_kobo,
    },
    customer: { name: fullName(claim.customer), phone: claim.customer.phone },
    agent: { name: fullName(claim.agent), phone: claim.agent.phone },
    deviceClaims: claim.device.claims.filter((other) => other.id !== claim.id).map(earlier),
    customerClaims: claim.customer.claims.filter((other) => other.device_id !== claim.device_id).map(earlier),
    events: claim.claim_events.map((event) => ({ id: event.id, status: event.status, note: event.note ?? null, createdAt: event.created_at, paymentId: event.payment_id ?? null })),
    notes: claim.notes.map((note) => {
      const own = note.author.id === officerId;
      const author = own ? 'You' : note.author_role === AGENT_ROLE ? `${fullName(note.author)} (agent)` : `${fullName(note.author)} (claims desk)`;
      return { id: note.id, body: note.body, own, author, createdAt: note.created_at };
    }),
    files,
    reuseSummary: reusedPhotosSummary(files.filter((file) => file.reuses.length > 0).length) ?? null,
    inspectionPhotos: claim.device.evidence.map((photo) => ({
      id: photo.id,
      label: isEvidenceKind(photo.kind) ? EVIDENCE_KIND_LABELS[photo.kind] : photo.kind,
      contentType: photo.content_type,
      createdAt: photo.created_at,
      orderReference: photo.plan_order?.reference ?? null,
    })),
    evidenceRequestedAt: claim.evidence_requested_at ?? null,
    takesEvidence: (CLAIM_STATUSES_TAKING_EVIDENCE as readonly string[]).includes(claim.status as ClaimStatus),
  };
}
