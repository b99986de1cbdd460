/** Intercom's app id, inlined at build time; empty means chat is not configured and no script is loaded. */
export const intercomAppId = process.env.NEXT_PUBLIC_INTERCOM_APP_ID?.trim() ?? '';

export const chatConfigured = intercomAppId !== '';
