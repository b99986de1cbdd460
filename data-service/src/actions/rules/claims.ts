import { isClaimableOrderStatus, isOrderStatus, type OrderStatus } from '@/lib/domain/orders';
import { ACTION_ERROR_CODES, type ActionErrorCode } from '@/lib/domain/errorCodes';
import type { ClaimType } from '@/lib/domain/claims';
import { addDays } from '@/lib/validation';
import { displayDate } from './dates';

/**
 * Whether a claim may be submitted (PRODUCT.md, "Claims"), one rule after another so the agent sees the
 * first one broken, each with its own code, its message and the `submit_claim` argument it concerns.
 */

const TYPE_LABEL: Record<ClaimType, string> = { SCREEN: 'screen damage', LIQUID: 'liquid damage', HARDWARE: 'hardware fault', THEFT: 'theft' };

/** Days after the plan starts before an incident is covered. */
export function waitingPeriodDays(claimType: ClaimType): number {
  return claimType === 'THEFT' ? 30 : 14;
}

/** The first incident date a claim of `claimType` is covered for, on a cover starting `startsOn`. */
export function claimCoveredFrom(startsOn: string, claimType: ClaimType): string {
  return addDays(startsOn, waitingPeriodDays(claimType));
}

export interface ClaimRequest {
  claimType: ClaimType;
  incidentDate: string;
  description: string;
  policeReportNumber: string | null;
}

/** A lapse of a postpaid plan (cover_gap): no cover from `fromOn` until `untilOn` (the arrears paid; null: still lapsed). */
export interface CoverGap {
  fromOn: string;
  untilOn: string | null;
}

export interface ClaimedOrder {
  status: string;
  starts_on: string;
  ends_on: string;
  plan_name: string;
  covers: readonly string[];
  claims_per_term: number;
  /** Its lapses, oldest first (none for a prepaid plan). */
  gaps: readonly CoverGap[];
}

export interface OpenClaim {
  id: string;
  reference: string;
}

export interface ClaimHistory {
  /** Claims on this order that use up one of the term's claims (all but rejected ones). */
  claimsUsed: number;
  /** An open claim on the device, if any. */
  openClaim: OpenClaim | undefined;
}

/** The `submit_claim` argument a problem concerns, so the form shows the message on that field. */
export type ClaimField = 'order_id' | 'claim_type' | 'incident_date' | 'description' | 'police_report_number';

export interface ClaimProblem {
  message: string;
  code: ActionErrorCode;
  extensions: { field: ClaimField } & Record<string, unknown>;
}

const NOT_CLAIMABLE: Partial<Record<OrderStatus, string>> = {
  CANCELLED: 'This plan was cancelled: claims need an active plan',
  PENDING_PAYMENT: 'This plan is waiting for payment: claims need an active plan',
  PAYMENT_FAILED: 'This plan was never paid for: claims need an active plan',
};

/** Whether claims may be filed on an order in `status` at all (quote_claim asks this alone). */
export function orderNotClaimableProblem(status: string): ClaimProblem | undefined {
  if (isClaimableOrderStatus(status)) return undefined;
  return {
    message: (isOrderStatus(status) ? NOT_CLAIMABLE[status] : undefined) ?? 'Claims need an active plan',
    code: ACTION_ERROR_CODES.planNotActive,
    extensions: { field: 'order_id' },
  };
}

/** The rules that need the order and its claims; call once the arguments passed their own (`SUBMIT_CLAIM_INPUT`). */
export function claimEligibilityProblem(request: ClaimRequest, order: ClaimedOrder, history: ClaimHistory): ClaimProblem | undefined {
  const notClaimable = orderNotClaimableProblem(order.status);
  if (notClaimable) return notClaimable;
  if (request.incidentDate < order.starts_on || request.incidentDate > order.ends_on) {
    return {
      message: `The plan did not cover ${displayDate(request.incidentDate)}: its cover runs from ${displayDate(order.starts_on)} to ${displayDate(order.ends_on)}`,
      code: ACTION_ERROR_CODES.incidentOutsideCover,
      extensions: { field: 'incident_date', starts_on: order.starts_on, ends_on: order.ends_on },
    };
  }
  const gap = order.gaps.find((lapse) => request.incidentDate >= lapse.fromOn && (lapse.untilOn === null || request.incidentDate < lapse.untilOn));
  if (gap) {
    const until = gap.untilOn === null ? 'and is still lapsed: paying the arrears restores cover from the day they are paid, not before' : `until its arrears were paid on ${displayDate(gap.untilOn)}`;
    return {
      message: `The plan did not cover ${displayDate(request.incidentDate)}: it lapsed on ${displayDate(gap.fromOn)} for unpaid instalments ${until}`,
      code: ACTION_ERROR_CODES.planLapsed,
      extensions: { field: 'incident_date', lapsed_on: gap.fromOn, reinstated_on: gap.untilOn },
    };
  }
  const coveredFrom = claimCoveredFrom(order.starts_on, request.claimType);
  if (request.incidentDate < coveredFrom) {
    const what = request.claimType === 'THEFT' ? 'Theft is' : 'Incidents are';
    return {
      message: `${what} covered from ${displayDate(coveredFrom)}: the first ${waitingPeriodDays(request.claimType)} days of a plan are a waiting period`,
      code: ACTION_ERROR_CODES.waitingPeriod,
      extensions: { field: 'incident_date', covered_from: coveredFrom },
    };
  }
  if (!order.covers.includes(request.claimType)) {
    return {
      message: `${order.plan_name} does not cover ${TYPE_LABEL[request.claimType]}`,
      code: ACTION_ERROR_CODES.claimTypeNotCovered,
      extensions: { field: 'claim_type' },
    };
  }
  if (history.claimsUsed >= order.claims_per_term) {
    const allowed = order.claims_per_term === 1 ? 'its 1 claim' : `all ${order.claims_per_term} claims`;
    return { message: `This plan has used ${allowed} for the term`, code: ACTION_ERROR_CODES.claimLimitReached, extensions: { field: 'order_id' } };
  }
  if (history.openClaim) {
    return {
      message: `This device already has an open claim (${history.openClaim.reference}): a new one can be made once it is completed or rejected`,
      code: ACTION_ERROR_CODES.openClaimExists,
      extensions: { field: 'order_id', existing_claim_id: history.openClaim.id, existing_claim_reference: history.openClaim.reference },
    };
  }
  return undefined;
}
