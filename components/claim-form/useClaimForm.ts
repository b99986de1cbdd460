import { useRouter } from 'next/router';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { claimUrl } from '@/components/claims/urls';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { CLAIM_FIELDS, EMPTY_CLAIM, type ClaimField, type ClaimFormValues, type ClaimProblemPlace, type ClaimProblems } from './claimForm';
import type * as ClaimChecksModule from './claimChecks';
import type { FiledClaim } from './claimRequests';
import { useClaimDraft } from './useClaimDraft';
import { useSubmitClaim } from './useSubmitClaim';

/** What the form says about the last sending, above its button. */
export type ClaimFormOutcome =
  /** No answer said whether the claim was filed (or nothing could be sent): "Try again" sends the same claim. */
  | { kind: 'unanswered'; message: string }
  /** Refused for a reason about no one field: nothing was filed. */
  | { kind: 'refused'; message: string }
  /** Filed: the claim's screen is opening. */
  | { kind: 'filed'; filed: FiledClaim };

/** Where focus goes to correct a problem: each field, and the order's problem. */
export interface ClaimFormTargets {
  claimType: RefObject<HTMLFieldSetElement | null>;
  incidentDate: RefObject<HTMLInputElement | null>;
  description: RefObject<HTMLTextAreaElement | null>;
  policeReportNumber: RefObject<HTMLInputElement | null>;
  order: RefObject<HTMLDivElement | null>;
}

/**
 * The new-claim form on `orderId`: its values (kept in the persisted draft as they change), the simple
 * checks before sending (lib/validation, shown on their fields and checked again as they are corrected), the
 * service's refusals on the field (or the order) they name, and the sending, once per claim whatever
 * happens (useSubmitClaim). Once filed, the claim's screen opens.
 */
export function useClaimForm(orderId: string) {
  const router = useRouter();
  const [values, setValues] = useState<ClaimFormValues>(EMPTY_CLAIM);
  const [problems, setProblems] = useState<ClaimProblems>({});
  /** The device's open claim, when the service refused for it. */
  const [openClaim, setOpenClaim] = useState<FiledClaim>();
  const [outcome, setOutcome] = useState<ClaimFormOutcome>();
  const draft = useClaimDraft(orderId, setValues);
  const { submit, submitting } = useSubmitClaim(orderId, draft);
  const targets: ClaimFormTargets = {
    claimType: useRef<HTMLFieldSetElement>(null),
    incidentDate: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
    policeReportNumber: useRef<HTMLInputElement>(null),
    order: useRef<HTMLDivElement>(null),
  };
  const focusRequest = useRef<ClaimProblemPlace | undefined>(undefined);

  // Focus goes to what to correct once its message is on screen (a field may appear with it: the police
  // report), in the commit that shows it: before the browser paints, and before anything else moves focus.
  useLayoutEffect(() => {
    const place = focusRequest.current;
    if (place === undefined) return;
    const target = targets[place].current;
    // Not on screen yet (the order's message mounts with it): the render that shows it focuses it.
    if (!target) return;
    focusRequest.current = undefined;
    if (target instanceof HTMLFieldSetElement) target.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    else target?.focus();
  });
  const focus = (place: ClaimProblemPlace) => {
    focusRequest.current = place;
  };

  // The checks load when the agent starts on the form (focus), at the latest on "File claim".
  const checks = useRef<ClaimChecks | undefined>(undefined);
  const loadChecks = async () => {
    checks.current ??= await loadClaimChecks();
    return checks.current;
  };

  const change = <Field extends ClaimField>(field: Field, value: ClaimFormValues[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    draft.save(next);
    // A field shown wrong is checked again as it is corrected (a refusal's message goes with the change).
    // Messages come only after "File claim", which loaded the checks.
    const loaded = checks.current;
    if (loaded) setProblems((shown) => loaded.recheck(shown, field, next));
    if (outcome?.kind !== 'filed') setOutcome(undefined);
  };

  const fileClaim = async () => {
    const loaded = await loadChecks();
    // Offline before the checks' code arrived: nothing can be checked or sent.
    if (!loaded) {
      setOutcome({ kind: 'unanswered', message: NO_ANSWER_MESSAGE });
      return;
    }
    const messages = loaded.claimFormMessages(values);
    const wrong = CLAIM_FIELDS.find((field) => messages[field] !== undefined);
    if (wrong) {
      // The request first: React may render the messages before this function goes on.
      focus(wrong);
      setProblems(messages);
      setOutcome(undefined);
      return;
    }
    setProblems({});
    setOpenClaim(undefined);
    setOutcome(undefined);
    const attempt = await submit(values);
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'filed':
        setOutcome(attempt);
        void router.push(claimUrl(attempt.filed.claimId));
        return;
      case 'unanswered':
        setOutcome(attempt);
        return;
      case 'refused': {
        const { message, place, openClaim: open } = attempt.failure;
        if (!place) {
          setOutcome({ kind: 'refused', message });
          return;
        }
        focus(place);
        setProblems({ [place]: message });
        setOpenClaim(open);
      }
    }
  };

  const filed = outcome?.kind === 'filed';
  return {
    values,
    problems,
    openClaim,
    outcome,
    /** A claim sent from an earlier page (or before the connection dropped) whose answer never came: sent again as it is. */
    resumable: draft.awaitingAnswer && !submitting && outcome === undefined,
    /** The claim as sent cannot change while its answer is awaited, nor once filed. */
    locked: draft.awaitingAnswer || submitting || filed,
    submitting: submitting || filed,
    recovered: draft.recovered,
    dismissRecovered: draft.dismissRecovered,
    awaitingAnswer: draft.awaitingAnswer,
    targets,
    change,
    fileClaim,
    /** Loads the checks ahead of "File claim": call when the agent starts on the form. */
    prepare: () => void loadChecks(),
  };
}

type ClaimChecks = typeof ClaimChecksModule;

const loadClaimChecks = () => import('./claimChecks').catch(() => undefined);
