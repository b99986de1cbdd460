import {
  addDays,
  validateClaimDescription,
  validateIncidentDate,
  validatePoliceReportNumber,
} from '../../../../lib/validation';
import { displayDate } from './dates';

/**
 * Whether a claim may be submitted (PRODUCT.md, "Claims"), one rule after another so the agent sees the
 * first one broken, each with its own message and code.
 */

export const CLAIM_TYPES = ['SCREEN', 'LIQUID', 'HARDWARE', 'THEFT'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export function isClaimType(value: string): value is ClaimType {
  return (CLAIM_TYPES as readonly string[]).includes(value);
}

const TYPE_LABEL: Record<ClaimType, string> = { SCREEN: 'screen damage', LIQUID: 'liquid damage', HARDWARE: 'hardware fault', THEFT: 'theft' };

/** Days after the plan starts before an incident is covered. */
export function waitingPeriodDays(claimType: ClaimType): number {
  return claimType === 'THEFT' ? 30 : 14;
}

export interface ClaimRequest {
  claimType: ClaimType;
  incidentDate: string;
  description: string;
  policeReportNumber: string | null;
}

export interface ClaimedOrder {
  status: string;
  starts_on: string;
  ends_on: string;
  plan_name: string;
  covers: readonly string[];
  claims_per_term: number;
}

export interface ClaimHistory {
  /** Claims on this order that were not rejected. */
  claimsUsed: number;
  /** An open claim on the device, if any. */
  openClaim: { id: string; reference: string } | undefined;
}

export interface ClaimProblem {
  message: string;
  code: string;
  extensions?: Record<string, unknown>;
}

/** The checks on the request alone (no database needed): field by field. */
export function claimInputProblem(request: ClaimRequest, today: string): ClaimProblem | undefined {
  const field = (name: string, message: string | undefined): ClaimProblem | undefined =>
    message === undefined ? undefined : { message, code: 'validation-failed', extensions: { field: name } };
  return (
    field('incident_date', validateIncidentDate(request.incidentDate, today)) ??
    field('description', validateClaimDescription(request.description)) ??
    (request.claimType === 'THEFT' || (request.policeReportNumber ?? '').trim() !== ''
      ? field('police_report_number', validatePoliceReportNumber(request.policeReportNumber ?? ''))
      : undefined)
  );
}

const NOT_ACTIVE: Record<string, string> = {
  CANCELLED: 'This plan was cancelled: claims need an active plan',
  PENDING_PAYMENT: 'This plan is waiting for payment: claims need an active plan',
  PAYMENT_FAILED: 'This plan was never paid for: claims need an active plan',
};

/** The rules that need the order and its claims; call after `claimInputProblem`. */
export function claimEligibilityProblem(request: ClaimRequest, order: ClaimedOrder, history: ClaimHistory): ClaimProblem | undefined {
  const notActive = NOT_ACTIVE[order.status] ?? (order.status === 'ACTIVE' || order.status === 'EXPIRED' ? undefined : 'Claims need an active plan');
  if (notActive) return { message: notActive, code: 'plan-not-active' };
  if (request.incidentDate < order.starts_on || request.incidentDate > order.ends_on) {
    return {
      message: `The plan did not cover ${displayDate(request.incidentDate)}: its cover runs from ${displayDate(order.starts_on)} to ${displayDate(order.ends_on)}`,
      code: 'plan-not-active',
    };
  }
  const waiting = waitingPeriodDays(request.claimType);
  const coveredFrom = addDays(order.starts_on, waiting);
  if (request.incidentDate < coveredFrom) {
    const what = request.claimType === 'THEFT' ? 'Theft is' : 'Incidents are';
    return {
      message: `${what} covered from ${displayDate(coveredFrom)}: the first ${waiting} days of a plan are a waiting period`,
      code: 'waiting-period',
      extensions: { covered_from: coveredFrom },
    };
  }
  if (!order.covers.includes(request.claimType)) {
    return { message: `${order.plan_name} does not cover ${TYPE_LABEL[request.claimType]}`, code: 'claim-type-not-covered' };
  }
  if (history.claimsUsed >= order.claims_per_term) {
    const allowed = order.claims_per_term === 1 ? 'its 1 claim' : `all ${order.claims_per_term} claims`;
    return { message: `This plan has used ${allowed} for the term`, code: 'claim-limit-reached' };
  }
  if (history.openClaim) {
    return {
      message: `This device already has an open claim (${history.openClaim.reference}): a new one can be made once it is completed or rejected`,
      code: 'open-claim-exists',
      extensions: { existing_claim_id: history.openClaim.id },
    };
  }
  return undefined;
}
