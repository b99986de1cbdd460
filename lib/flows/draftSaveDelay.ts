/** How long typing may pause before a flow's draft is written (a reload or closed tab loses at most this). */
export const DRAFT_SAVE_DELAY_MS = 250;
