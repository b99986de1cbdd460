// The persisted flows' local-storage keys, in a module of their own: logging out forgets them without the
// flows' code, and a page that only peeks at a flow reads it through `storedFlowValues`.

export const ONBOARDING_FLOW_KEY = 'dc-agent:onboarding';
export const BUY_PLAN_FLOW_KEY = 'dc-agent:buy-plan';
export const CLAIM_DRAFT_FLOW_KEY = 'dc-agent:claim-draft';
export const FUND_WALLET_STORE_KEY = 'dc-agent:fund-wallet';
export const CLAIM_EVIDENCE_FLOW_KEY = 'dc-agent:claim-evidence';

/** Every persisted flow: what logging out forgets, even when the flows' code cannot load (offline). */
export const PERSISTED_FLOW_KEYS = [ONBOARDING_FLOW_KEY, BUY_PLAN_FLOW_KEY, CLAIM_DRAFT_FLOW_KEY, FUND_WALLET_STORE_KEY, CLAIM_EVIDENCE_FLOW_KEY] as const;

export type PersistedFlowKey = (typeof PERSISTED_FLOW_KEYS)[number];
