/**
 * Every code the data service answers with (`extensions.code`, and `code` in the 404 body): Hasura's
 * own, the service's limits and security refusals Hasura does not have, and the business actions' (so
 * the app reacts to a case without reading messages). One home for the data service and the app.
 */

/** Hasura's own codes (its Hasura.Base.Error), as the engine and authentication answer them. */
export const HASURA_ERROR_CODES = [
  'validation-failed',
  'parse-failed',
  'not-supported',
  'not-found',
  'invalid-json',
  'bad-request',
  'unexpected-payload',
  'constraint-violation',
  'permission-error',
  'data-exception',
  'concurrent-update',
  'invalid-jwt',
  'jwt-invalid-claims',
  'jwt-missing-role-claims',
  'access-denied',
  'invalid-headers',
  'unexpected',
] as const;
export type HasuraErrorCode = (typeof HASURA_ERROR_CODES)[number];

/** The service's cost limits and rate limits (docs/decisions.md, "Cost limits"): the request is refused whole. */
export const SERVICE_LIMIT_ERROR_CODES = [
  // An operation asks for more root fields than allowed (aliases count).
  'too-many-root-fields',
  // An operation has more aliased fields with sub-selections than allowed.
  'too-many-aliases',
  // The query, an argument literal or a variable's JSON nests deeper than allowed.
  'input-too-deep',
  // The answer would be larger than the response cap.
  'response-too-large',
  // A batched body (a JSON array) holds more operations than allowed.
  'too-many-operations',
  // A client address without a token has spent its root fields for the minute.
  'rate-limited',
  // A client address without a token made too many lookups that found nothing (card codes, IMEI digits).
  'too-many-failed-lookups',
] as const;
export type ServiceLimitErrorCode = (typeof SERVICE_LIMIT_ERROR_CODES)[number];

/** Refusals stricter than Hasura's, for the service's security rules. */
export const SERVICE_SECURITY_ERROR_CODES = [
  // A JWT naming the admin role (default or allowed): admin is reachable only with the admin secret.
  'jwt-admin-role-refused',
  // A body not declared application/json (HTTP 415): a browser sends those cross-site without a preflight.
  'unsupported-media-type',
] as const;
export type ServiceSecurityErrorCode = (typeof SERVICE_SECURITY_ERROR_CODES)[number];

/**
 * The service cannot serve the request now, through no fault of the caller's: answered with HTTP 503 and
 * `Retry-After` (and `retry_after_seconds` in `extensions`); the same request sent again later may succeed.
 */
export const SERVICE_AVAILABILITY_ERROR_CODES = [
  // The database does not answer (a restart, a failover, a lost connection). Nothing was kept, unless the
  // connection died during the COMMIT itself: sending the same request again (its idempotency key) answers that.
  'database-unavailable',
  // The embedded database has more work queued than it can finish quickly; the request never ran.
  'database-busy',
] as const;
export type ServiceAvailabilityErrorCode = (typeof SERVICE_AVAILABILITY_ERROR_CODES)[number];

/** Whether `code` says the service could not serve the request for now: not a refusal, the same request may go again. */
export function isServiceAvailabilityCode(code: unknown): code is ServiceAvailabilityErrorCode {
  return (SERVICE_AVAILABILITY_ERROR_CODES as readonly unknown[]).includes(code);
}

/** The business actions' codes (beside Hasura's `validation-failed`, `not-found`, `access-denied`). */
export const ACTION_ERROR_CODES = {
  invalidCredentials: 'invalid-credentials',
  tooManyAttempts: 'too-many-attempts',
  // Too many failed sign-ins from one client address, whichever accounts they named.
  tooManyAttemptsFromAddress: 'too-many-attempts-from-address',
  accountSuspended: 'account-suspended',
  // change_password: the current password given is not the agent's.
  wrongCurrentPassword: 'wrong-current-password',
  partnerNotFound: 'partner-not-found',
  customerExists: 'customer-exists',
  deviceExists: 'device-exists',
  deviceNotEligible: 'device-not-eligible',
  postpaidNotAllowed: 'postpaid-not-allowed',
  planHasActiveCover: 'active-plan-exists',
  insufficientWalletBalance: 'insufficient-wallet-balance',
  idempotencyKeyReused: 'idempotency-key-reused',
  renewalNotAllowed: 'renewal-not-allowed',
  // The payment gateway did not answer (timeout, its outage). Not a refusal: what was written is kept under
  // the request's idempotency key, and the same request sent again asks the gateway again and finishes it.
  paymentGatewayUnavailable: 'payment-gateway-unavailable',
  // refund_payment: not a gateway payment, not paid, or more than is left to refund.
  refundNotAllowed: 'refund-not-allowed',
  // Claims (PRODUCT.md, "Claims"), one code per rule.
  planNotActive: 'plan-not-active',
  incidentOutsideCover: 'incident-outside-cover',
  waitingPeriod: 'waiting-period',
  claimTypeNotCovered: 'claim-type-not-covered',
  claimLimitReached: 'claim-limit-reached',
  openClaimExists: 'open-claim-exists',
  // Back office (advance_claim): the claim is closed, or cannot move to the status asked for.
  claimTransitionNotAllowed: 'claim-transition-not-allowed',
  // Back office (advance_claim): the claim is no longer in the status the caller saw (someone moved it first).
  claimStatusChanged: 'claim-status-changed',
  // cancel_order: the order was cancelled already (by an earlier request with another key).
  orderAlreadyCancelled: 'order-already-cancelled',
  // cancel_order: the plan ended, or it is not in a state that can be cancelled.
  orderNotCancellable: 'order-not-cancellable',
  // submit_claim: the incident fell while the postpaid plan had lapsed for unpaid instalments (cover_gap).
  planLapsed: 'plan-lapsed',
  // pay_instalment: the order owes no instalment today (prepaid, not in force, all paid, the next not due yet).
  noInstalmentDue: 'no-instalment-due',
  // pay_instalment: the saved card is being charged for that instalment right now.
  instalmentBeingCharged: 'instalment-being-charged',
  // pay_excess: the claim owes no excess now (none, not approved yet, paid already, or closed).
  noExcessDue: 'no-excess-due',
  // advance_claim: a claim goes to READY_FOR_PICKUP only with its excess paid.
  excessUnpaid: 'excess-unpaid',
  // verify_card: too many wrong IMEI digits for one policy number; only the card's verification code checks it now.
  policyNumberLocked: 'policy-number-locked',
  // set_agent_status: operations do not suspend or reactivate their own account (a colleague does).
  ownAccount: 'own-account',
  // An invited account that has not chosen its password yet: nothing to suspend, no password to reset.
  accountInvited: 'account-invited',
  // invite_account: the phone number or e-mail has an account of the partner already.
  accountExists: 'account-exists',
  // A password link (invitation or reset) that was used, expired, or replaced by a newer one.
  passwordLinkUsed: 'password-link-used',
  passwordLinkExpired: 'password-link-expired',
  // revise_plan, set_plan_on_sale: the plan has a newer version (revised meanwhile, or an old version named).
  planNotNewest: 'plan-not-newest',
  // set_agent_team: only a selling agent is in a team, and only a supervisor leads one.
  teamNotAllowed: 'team-not-allowed',
  // reassign_customers: customers go only to a selling agent who signs in (not staff, not suspended or invited).
  agentNotAvailable: 'agent-not-available',
  // Evidence (issue 33): a photo the sale or the claim needs was not sent with it.
  evidenceMissing: 'evidence-missing',
  // A photo sent is not the agent's own, was deleted, is of another kind, or was taken by another sale or claim.
  evidenceNotUsable: 'evidence-not-usable',
  // add_claim_evidence, request_claim_evidence: the claim is past review (decided or closed).
  claimNotUnderReview: 'claim-not-under-review',
  notFound: 'not-found',
  accessDenied: 'access-denied',
  validationFailed: 'validation-failed',
} as const satisfies Record<string, string>;
export type ActionErrorCode = (typeof ACTION_ERROR_CODES)[keyof typeof ACTION_ERROR_CODES];

export type ErrorCode = HasuraErrorCode | ServiceLimitErrorCode | ServiceSecurityErrorCode | ServiceAvailabilityErrorCode | ActionErrorCode;

/** Codes that mean the session is over: the token is refused, or its role may no longer act. */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set<HasuraErrorCode>(['invalid-jwt', 'access-denied']);
