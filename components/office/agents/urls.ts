/** Links of the operations' agents screens (/office/agents). */

export const AGENTS_PATH = '/office/agents';

/** Invite a person: an agent or a colleague. */
export const INVITE_ACCOUNT_PATH = `${AGENTS_PATH}/invite`;

/** One account: its figures, and suspending or reactivating it. */
export const agentAccountUrl = (id: string) => `${AGENTS_PATH}/${encodeURIComponent(id)}`;
