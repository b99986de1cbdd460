/** Links of the claims desk (/office/claims). */

export const CLAIM_QUEUE_PATH = '/office/claims';

/** A claim on the desk: everything the agent filed, and its moves. */
export const deskClaimUrl = (id: string) => `${CLAIM_QUEUE_PATH}/${encodeURIComponent(id)}`;
