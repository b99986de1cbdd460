/** Links of the one-time password pages (an invitation, a password reset). */

export const PASSWORD_LINK_PATH = '/password';

/** The page a one-time link opens; its token is the link's secret. */
export const passwordLinkPath = (token: string) => `${PASSWORD_LINK_PATH}/${encodeURIComponent(token)}`;
