import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { claimUrl } from '@/components/claims/urls';
import { claimDraftOf, useClaimDraftFlow, type ClaimDraftValues } from '@/lib/flows/claimDraftFlow';
import { useFlowHydrated } from '@/lib/flows/createPersistedFlowStore';
import { useFlowDraft } from '@/lib/flows/useFlowDraft';
import { useTextForm, type FieldName } from '@/lib/forms/useTextForm';
import { claimFormRules, EMPTY_CLAIM, type ClaimFormValues } from './claimFormValues';
import type { FiledClaim } from './claimRequests';
import { useSubmitClaim } from './useSubmitClaim';

/** What the form says about the last sending, above its button. */
export type ClaimFormOutcome =
  /** No answer said whether the claim was filed (or nothing could be sent): "Try again" sends the same claim. */
  | { kind: 'unanswered'; message: string }
  /** Refused for a reason about no one field: nothing was filed. */
  | { kind: 'refused'; message: string }
  /** Filed: the claim's screen is opening. */
  | { kind: 'filed'; filed: FiledClaim };

/** The service's refusal about the order (the plan, the device), said in the order's box. */
export interface OrderRefusal {
  message: string;
  /** The device's open claim, when that is the reason. */
  openClaim?: FiledClaim;
}

// After "File claim" useTextForm checks a field as it changes; a refusal shown on another field stays until
// that one changes, so no field is checked again on another's edit (as the wizards' steps do before "Next").
const NO_FIELDS_RECHECKED: readonly FieldName<ClaimFormValues>[] = [];

/**
 * The new-claim form on `orderId`, on the app's shared form and draft: its values and checks (`useTextForm`
 * with `claimFormRules`), kept in the persisted claim draft as they are typed (`useFlowDraft`, read back
 * after the first render), and sent once per claim whatever happens (`useSubmitClaim`). The service's
 * refusals go on the field (or the order) they name. Once filed, the claim's screen opens.
 */
export function useClaimForm(orderId: string) {
  const router = useRouter();
  const form = useTextForm({ rules: claimFormRules, defaultValues: EMPTY_CLAIM });
  const hydrated = useFlowHydrated(useClaimDraftFlow);
  const draft = useFlowDraft(form, useClaimDraftFlow, {
    shownFields: NO_FIELDS_RECHECKED,
    // The claim on screen is this order's: another order's draft (and whether it awaited an answer) gives way.
    toStored: (values) => ({ orderId, ...values, awaitingAnswer: undefined }),
    startsNewRequest: () => true,
  });
  const { submit, submitting } = useSubmitClaim(orderId, draft.flush);
  const awaitingAnswer = useClaimDraftFlow((state) => state.values.orderId === orderId && state.values.awaitingAnswer === true);
  const recovered = useClaimDraftFlow((state) => state.recoveredFromCorruptData);
  const [outcome, setOutcome] = useState<ClaimFormOutcome>();
  const [orderRefusal, setOrderRefusal] = useState<OrderRefusal>();
  const orderRefusalRef = useRef<HTMLDivElement>(null);
  const { reset, onEdit, setError, setFocus } = form;

  // The stored draft is read after the first render (the server's HTML has none): this order's is shown.
  const restored = useRef(false);
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    const saved = claimDraftOf(orderId);
    if (saved) reset(typedOf(saved));
  }, [hydrated, orderId, reset]);

  // An edit makes the last sending's notice stale (a filed claim's stays while its screen opens).
  useEffect(() => onEdit(() => setOutcome((shown) => (shown?.kind === 'filed' ? shown : undefined))), [onEdit]);

  // The order's refusal is said where the agent is: focus moves to it once it is on screen.
  useEffect(() => {
    if (orderRefusal) orderRefusalRef.current?.focus();
  }, [orderRefusal]);

  const fileClaim = form.handleSubmit(
    async (values) => {
      setOrderRefusal(undefined);
      setOutcome(undefined);
      const attempt = await submit(values);
      switch (attempt.kind) {
        case 'busy':
          return;
        case 'done':
          setOutcome({ kind: 'filed', filed: attempt.done });
          void router.push(claimUrl(attempt.done.claimId));
          return;
        case 'unanswered':
        case 'not-sent':
          // Which of the two it was, the draft says: a claim sent awaits its answer.
          setOutcome({ kind: 'unanswered', message: attempt.message });
          return;
        case 'refused': {
          const { message, place, openClaim } = attempt.failure;
          if (place === undefined) setOutcome({ kind: 'refused', message });
          else if (place === 'order') setOrderRefusal({ message, openClaim });
          else {
            setError(place, message);
            setFocus(place);
          }
        }
      }
    },
    () => {
      setOrderRefusal(undefined);
      setOutcome(undefined);
    },
  );

  const filed = outcome?.kind === 'filed';
  return {
    form,
    outcome,
    orderRefusal,
    orderRefusalRef,
    /** A claim sent from an earlier page (or before the connection dropped) whose answer never came: sent again as it is. */
    resumable: awaitingAnswer && !submitting && outcome === undefined,
    /** The claim as sent cannot change while its answer is awaited, nor once filed. */
    locked: awaitingAnswer || submitting || filed,
    submitting: submitting || filed,
    awaitingAnswer,
    recovered,
    dismissRecovered: () => useClaimDraftFlow.getState().dismissRecoveryNotice(),
    /** The form's submit handler; also "Try again" and "Finish sending the claim". */
    fileClaim,
  };
}

/** The form's values out of a stored draft (what was never typed stays empty). */
function typedOf({ claimType = '', incidentDate = '', description = '', policeReportNumber = '' }: Partial<ClaimDraftValues>): ClaimFormValues {
  return { claimType, incidentDate, description, policeReportNumber };
}

