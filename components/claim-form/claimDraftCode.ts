import type { keepFlowDraft } from '@/lib/flows/keepFlowDraft';
import { loadOnce } from '@/lib/network/loadOnce';

/** The claim draft's code: its store (zustand `persist`), checks and attempts (lib/flows/claimDraftFlow), and what keeps it as typed. */
export type ClaimDraftCode = typeof import('@/lib/flows/claimDraftFlow') & { keepFlowDraft: typeof keepFlowDraft };

const loadCode = loadOnce(() =>
  Promise.all([import('@/lib/flows/claimDraftFlow'), import('@/lib/flows/keepFlowDraft')]).then(([flow, { keepFlowDraft }]) => ({ ...flow, keepFlowDraft })),
);

/**
 * Loads the claim draft's code and reads the draft kept on this device into it. The new-claim form loads it
 * after its first paint (at once when a draft is kept, else at the agent's first focus or tap, and at the
 * latest when the claim is filed), so the form's first load carries none of it. Always the same object, so
 * the form takes its arrival once.
 */
export async function loadClaimDraft(): Promise<ClaimDraftCode> {
  const loaded = await loadCode();
  await loaded.readClaimDraft();
  return loaded;
}
