/**
 * One-time links to choose a password (issue 32): operations invite a person or reset an account's
 * password, and share the link (the messaging issue will send it). One home for how long each works.
 */
export const PASSWORD_LINK_PURPOSES = ['INVITE', 'RESET'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** What a link's holder may do with it now. */
export const PASSWORD_LINK_STATES = ['VALID', 'EXPIRED', 'USED'] as const;
export type PasswordLinkState = (typeof PASSWORD_LINK_STATES)[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * An invitation waits a week (a new agent may start on Monday); a reset a day (it stands in for the
 * password while it lasts). Either ends once used, or when a newer link of the account is made.
 */
export const PASSWORD_LINK_LIFETIME_MS: Readonly<Record<PasswordLinkPurpose, number>> = {
  INVITE: 7 * 24 * HOUR_MS,
  RESET: 24 * HOUR_MS,
};
