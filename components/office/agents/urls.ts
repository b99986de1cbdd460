/** Links of the operations' agents screens (/office/agents). */

export const AGENTS_PATH = '/office/agents';

/** One account: its figures, and suspending or reactivating it. */
export const agentAccountUrl = (id: string) => `${AGENTS_PATH}/${encodeURIComponent(id)}`;
