import type { ClaimDraftValues } from '@/lib/flows/claimDraftFlow';
import { EMPTY_CLAIM, type ClaimFormValues } from './claimForm';

// The claim draft's store and its operations (lib/flows/claimDraftFlow: zustand and the flow store) load the
// first time the form needs them: a draft is stored, the agent types, or a claim is sent. A form opened with
// nothing stored loads none of it.

export type ClaimDraftFlow = typeof import('@/lib/flows/claimDraftFlow');

let reading: Promise<void> | undefined;

/** The draft's module, its store read from local storage; undefined when its code cannot be loaded (offline). */
export async function loadClaimDraft(): Promise<ClaimDraftFlow | undefined> {
  let flow: ClaimDraftFlow;
  try {
    flow = await import('@/lib/flows/claimDraftFlow');
  } catch {
    return undefined;
  }
  const store = flow.useClaimDraftFlow;
  // One read at a time: a second one could take back the corrupt-data notice the first just raised.
  if (!store.getState().hydrated) {
    reading ??= store.persist.rehydrate().finally(() => {
      reading = undefined;
    });
    await reading;
  }
  return flow;
}

/** The form's values out of a stored draft (what was never typed stays empty). */
export function formValuesOf(saved: Partial<ClaimDraftValues>): ClaimFormValues {
  return {
    claimType: saved.claimType ?? EMPTY_CLAIM.claimType,
    incidentDate: saved.incidentDate ?? EMPTY_CLAIM.incidentDate,
    description: saved.description ?? EMPTY_CLAIM.description,
    policeReportNumber: saved.policeReportNumber ?? EMPTY_CLAIM.policeReportNumber,
  };
}
