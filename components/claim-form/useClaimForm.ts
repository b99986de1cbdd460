import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { claimUrl } from '@/components/claims/urls';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import type { ClaimType } from '@/lib/domain/claims';
import { MISSING_CLAIM_EVIDENCE } from '@/lib/domain/evidence';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import type { ClaimDraftValues } from '@/lib/flows/claimDraftFlow';
import { CLAIM_DRAFT_FLOW_KEY } from '@/lib/flows/flowKeys';
import { hasStoredFlow } from '@/lib/flows/storedFlowValues';
import type { KeptFlowDraft } from '@/lib/flows/keepFlowDraft';
import { useLoadedFlow } from '@/lib/flows/useLoadedFlow';
import { useTextForm, type FieldName } from '@/lib/forms/useTextForm';
import { loadOnce } from '@/lib/network/loadOnce';
import { loadClaimDraft, type ClaimDraftCode } from './claimDraftCode';
import { claimRules, EMPTY_CLAIM, type ClaimFormValues } from './claimFormValues';
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

/** What "File claim" asks of the photos, with the upload code: loaded with the photos' part, or at the latest here. */
const loadPhotosAtSubmit = loadOnce(() => import('./claimPhotosAtSubmit'));
type PhotosAtSubmit = Awaited<ReturnType<typeof loadPhotosAtSubmit>>;

// After "File claim" useTextForm checks a field as it changes; a refusal shown on another field stays until
// that one changes, so no field is checked again on another's edit (as the wizards' steps do before "Next").
const NO_FIELDS_RECHECKED: readonly FieldName<ClaimFormValues>[] = [];

/**
 * The new-claim form on `orderId`, on the app's shared form and draft: its values and checks (`useTextForm`
 * with `claimRules`), kept in the persisted claim draft as they are typed (`keepFlowDraft`), and sent once
 * per claim whatever happens (`useSubmitClaim`). The service's refusals go on the field (or the order) they
 * name. Once filed, the claim's screen opens.
 *
 * The photos (the damage, or a theft's police report) are the photos' part's (`ClaimPhotosPart`), kept in the
 * draft by the ids their uploads were given: "File claim" refuses without one, waits for those still
 * sending (saying which), and sends their ids. A refusal about them is shown on them.
 *
 * Neither the draft's code (`loadClaimDraft`) nor the rules' is in the form's first load: both load at the
 * agent's first focus or tap on the form (`loadOnFirstInput`, for the form's root), the draft at once when
 * one is kept on this device, and at the latest when the claim is filed. What was typed before is kept.
 */
export function useClaimForm(orderId: string) {
  const router = useRouter();
  const form = useTextForm({ rules: claimRules.rules, defaultValues: EMPTY_CLAIM });
  const [draftCode, setDraftCode] = useState<ClaimDraftCode>();
  const flow = draftCode?.useClaimDraftFlow;
  const keptDraft = useRef<KeptFlowDraft<ClaimFormValues>>(undefined);
  const flushDraft = useCallback(() => keptDraft.current?.flush(), []);
  const loadDraft = useCallback(async () => {
    const code = await loadClaimDraft();
    setDraftCode(code);
    return code;
  }, []);
  const { submit, submitting } = useSubmitClaim(orderId, flushDraft, loadDraft);
  const awaitingAnswer = useLoadedFlow(flow, (state) => state.values.orderId === orderId && state.values.awaitingAnswer === true, false);
  const recovered = useLoadedFlow(flow, (state) => state.recoveredFromCorruptData, false);
  const loadOnFirstInput = useLoadOnFirstInput(useMemo(() => [loadDraft, claimRules.ready], [loadDraft]));
  const [outcome, setOutcome] = useState<ClaimFormOutcome>();
  const [orderRefusal, setOrderRefusal] = useState<OrderRefusal>();
  const orderRefusalRef = useRef<HTMLDivElement>(null);
  const [photoProblem, setPhotoProblem] = useState<string>();
  const [stillUploading, setStillUploading] = useState<string>();
  const photosRef = useRef<HTMLDivElement>(null);
  const photoWait = useRef<AbortController>(undefined);
  const { reset, onEdit, setError, setFocus, getValues, getState } = form;

  // Leaving the form stops waiting for its photos (their uploads go on, in the page).
  useEffect(() => () => photoWait.current?.abort(), []);
  const focusPhotos = useCallback(() => photosRef.current?.focus(), []);
  const photosChanged = useCallback(() => setPhotoProblem(undefined), []);
  const stopWaiting = useCallback(() => photoWait.current?.abort(), []);

  // A draft kept on this device is read at once (after the first render: the server's HTML has none).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- set once the code has loaded, not in the effect's body
    if (hasStoredFlow(CLAIM_DRAFT_FLOW_KEY)) void loadDraft().catch(() => undefined);
  }, [loadDraft]);

  // The draft's code has arrived: from now on the claim is kept as it is typed. This order's draft fills the
  // form, under what was typed before it arrived (kept as typed, then stored). A claim awaiting its answer
  // comes back exactly as it was sent: it is locked.
  useEffect(() => {
    if (!draftCode) return;
    const kept = draftCode.keepFlowDraft(form, draftCode.useClaimDraftFlow, {
      shownFields: NO_FIELDS_RECHECKED,
      // The claim on screen is this order's: another order's draft (and whether it awaited an answer) gives way.
      toStored: (values) => ({ orderId, ...values, awaitingAnswer: undefined }),
      startsNewRequest: () => true,
    });
    keptDraft.current = kept;
    const stop = () => {
      keptDraft.current = undefined;
      kept.stop();
    };
    const saved = draftCode.claimDraftOf(orderId);
    const typed = getValues();
    const typedField = (Object.keys(typed) as FieldName<ClaimFormValues>[]).find((name) => typed[name] !== '');
    const { submitted, submitting } = getState();
    // A claim being sent is stored by its attempt (startClaimAttempt), with its key: nothing to add.
    if (submitting) return stop;
    if (saved?.awaitingAnswer) reset(typedOf(saved));
    else {
      if (saved && !submitted) reset(typedOver(typed, typedOf(saved)));
      if (typedField) kept.edited(typedField);
    }
    return stop;
  }, [draftCode, orderId, form, getValues, getState, reset]);

  // An edit makes the last sending's notice stale (a filed claim's stays while its screen opens).
  useEffect(() => onEdit(() => setOutcome((shown) => (shown?.kind === 'filed' ? shown : undefined))), [onEdit]);

  // The order's refusal is said where the agent is: focus moves to it once it is on screen.
  useEffect(() => {
    if (orderRefusal) orderRefusalRef.current?.focus();
  }, [orderRefusal]);

  const checkAndFile = (photosCode: PhotosAtSubmit) =>
    form.handleSubmit(
      async (values) => {
        setOrderRefusal(undefined);
        setOutcome(undefined);
        setPhotoProblem(undefined);
        // The rules passed: a type is chosen.
        const claimType = values.claimType as ClaimType;
        let photos = await photosCode.claimPhotosNow(orderId, claimType);
        if (photos.stillUploading) {
          const controller = new AbortController();
          photoWait.current = controller;
          try {
            await photosCode.waitForClaimPhotos(photos, controller.signal, setStillUploading);
          } catch {
            // The agent stopped waiting, or left: nothing is sent.
            return;
          } finally {
            photoWait.current = undefined;
          }
          photos = await photosCode.claimPhotosNow(orderId, claimType);
        }
        if (photos.ids.length === 0) {
          setPhotoProblem(MISSING_CLAIM_EVIDENCE[photos.kind]);
          focusPhotos();
          return;
        }
        const attempt = await submit(values, photos.ids);
        switch (attempt.kind) {
          case 'busy':
            return;
          case 'done':
            setOutcome({ kind: 'filed', filed: attempt.done });
            if (photos.draftId) void photosCode.forgetClaimPhotos(photos.draftId);
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
            else if (place === 'evidence') {
              setPhotoProblem(message);
              focusPhotos();
            } else {
              setError(place, message);
              setFocus(place);
            }
          }
        }
      },
      () => {
        setOrderRefusal(undefined);
        setOutcome(undefined);
        // The photos are said missing with the fields, unless some are still on their way.
        const { claimType } = getValues();
        if (claimType === '') return setPhotoProblem(undefined);
        void photosCode.claimPhotosNow(orderId, claimType).then((photos) => {
          setPhotoProblem(photos.ids.length === 0 && !photos.stillUploading ? MISSING_CLAIM_EVIDENCE[photos.kind] : undefined);
        });
      },
    )();

  // The rules' code came with the agent's first tap, or comes now, with the photos'; unable to load them, nothing was sent.
  const fileClaim = async (event?: FormEvent) => {
    event?.preventDefault();
    const [ready, photosCode] = await Promise.all([claimRules.ready(), loadPhotosAtSubmit().catch(() => undefined)]);
    if (ready && photosCode) await checkAndFile(photosCode);
    else setOutcome({ kind: 'unanswered', message: NO_ANSWER_MESSAGE });
  };

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
    dismissRecovered: () => flow?.getState().dismissRecoveryNotice(),
    /** For the form's root: the draft's code starts loading at the agent's first focus or tap. */
    loadOnFirstInput,
    /** The form's submit handler; also "Try again" and "Finish sending the claim". */
    fileClaim,
    /** The claim's photos are missing, or the service refused them: said on them. */
    photoProblem,
    /** For the photos' list: focused to point at their problem. */
    photosRef,
    /** The photos changed: what was said about them is out of date. */
    photosChanged,
    /** "File claim" waits for photos still sending: which ones ("The photo 'Damage photo' is still uploading."). */
    stillUploading,
    /** Stops waiting for the photos: nothing is sent. */
    stopWaiting,
  };
}

/** Each field as typed, else as the draft kept it. */
function typedOver(typed: ClaimFormValues, kept: ClaimFormValues): ClaimFormValues {
  const pick = <Name extends FieldName<ClaimFormValues>>(name: Name) => (typed[name] !== '' ? typed[name] : kept[name]);
  return { claimType: pick('claimType'), incidentDate: pick('incidentDate'), description: pick('description'), policeReportNumber: pick('policeReportNumber') };
}

/** The form's values out of a stored draft (what was never typed stays empty). */
function typedOf({ claimType = '', incidentDate = '', description = '', policeReportNumber = '' }: Partial<ClaimDraftValues>): ClaimFormValues {
  return { claimType, incidentDate, description, policeReportNumber };
}

