/** Links to the agent's claims (the Warranty screens). */

export const CLAIMS_PATH = '/account/warranty';

/** The claims list showing only open claims (the dashboard's "See claims"). */
export const OPEN_CLAIMS_URL = `${CLAIMS_PATH}?status=open`;

/** One claim's detail and timeline. */
export function claimUrl(claimId: string): string {
  return `${CLAIMS_PATH}/${encodeURIComponent(claimId)}`;
}

/** The new-claim form, for one order when given. */
export function newClaimUrl(orderId?: string): string {
  const path = `${CLAIMS_PATH}/new`;
  return orderId === undefined ? path : `${path}?order=${encodeURIComponent(orderId)}`;
}
