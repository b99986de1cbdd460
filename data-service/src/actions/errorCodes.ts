/**
 * `extensions.code` of the actions' own errors (beside Hasura's `validation-failed`, `not-found`,
 * `access-denied`), so the app can react to a case without reading messages.
 */
export const ACTION_ERROR_CODES = {
  invalidCredentials: 'invalid-credentials',
  tooManyAttempts: 'too-many-attempts',
  // Too many failed sign-ins from one client address, whichever accounts they named.
  tooManyAttemptsFromAddress: 'too-many-attempts-from-address',
  accountSuspended: 'account-suspended',
  partnerNotFound: 'partner-not-found',
  customerExists: 'customer-exists',
  deviceExists: 'device-exists',
  deviceNotEligible: 'device-not-eligible',
  postpaidNotAllowed: 'postpaid-not-allowed',
  planHasActiveCover: 'active-plan-exists',
  insufficientWalletBalance: 'insufficient-wallet-balance',
  idempotencyKeyReused: 'idempotency-key-reused',
  renewalNotAllowed: 'renewal-not-allowed',
  notFound: 'not-found',
  accessDenied: 'access-denied',
  validationFailed: 'validation-failed',
} as const;
