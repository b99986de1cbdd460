// The claim draft's local-storage key, apart from its store (./claimDraftFlow, with zustand): the claim form
// looks whether a draft is stored before loading the store's code, which a form without one never needs
// until the agent types.

export const CLAIM_DRAFT_FLOW_KEY = 'dc-agent:claim-draft';

/** Whether anything (readable or not) is stored under the claim draft's key. */
export function claimDraftIsStored(): boolean {
  try {
    return window.localStorage.getItem(CLAIM_DRAFT_FLOW_KEY) !== null;
  } catch {
    // No storage (server, privacy settings): no draft.
    return false;
  }
}
