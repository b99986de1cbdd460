import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { DRAFT_SAVE_DELAY_MS } from '@/lib/flows/draftSaveDelay';
import { claimDraftIsStored } from '@/lib/flows/claimDraftKey';
import type { ClaimFormValues } from './claimForm';
import { formValuesOf, loadClaimDraft, type ClaimDraftFlow } from './claimDraftStore';

export interface ClaimDraft {
  /** Stored data could not be read, so a fresh draft was started: said once, until dismissed. */
  recovered: boolean;
  dismissRecovered: () => void;
  /** A request of this claim left and no answer came back (yet): the claim stays as sent until one does. */
  awaitingAnswer: boolean;
  /** The agent changed the claim: saved shortly after, and when the page is hidden or left. */
  save: (values: ClaimFormValues) => void;
  /**
   * Before a request leaves: stores the values with the claim's key (kept from an attempt the service
   * refused, unless the claim changed since; else new) and `awaitingAnswer`. Returns the key to send, or
   * undefined when the draft's code could not be loaded (nothing is sent then).
   */
  start: (values: ClaimFormValues) => Promise<string | undefined>;
  /** The service refused: nothing was filed; the claim may change. `keyUsedUp`: the key cannot go again. */
  refused: (keyUsedUp: boolean) => void;
  /** The claim is filed: the draft is forgotten. */
  filed: () => void;
}

/**
 * The claim being written on `orderId`, kept in local storage (lib/flows/claimDraftFlow) so a reload, a
 * closed tab or a lost connection loses nothing, including a claim sent without an answer. The draft's code
 * loads only when a draft is stored, the agent types, or a claim is sent. A stored draft of this order is
 * handed to `restore` once read; one of another order is left alone until the agent types here.
 */
export function useClaimDraft(orderId: string, restore: (values: ClaimFormValues) => void): ClaimDraft {
  const [recovered, setRecovered] = useState(false);
  const [awaitingAnswer, setAwaitingAnswer] = useState(false);
  const loaded = useRef<ClaimDraftFlow | undefined>(undefined);
  const awaiting = useRef(false);
  const typed = useRef(false);
  const pending = useRef<ClaimFormValues | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const restoreSaved = useEffectEvent(restore);

  const load = useCallback(async () => {
    loaded.current ??= await loadClaimDraft();
    return loaded.current;
  }, []);

  const setAwaiting = useCallback((value: boolean) => {
    awaiting.current = value;
    setAwaitingAnswer(value);
  }, []);

  // After the first render (the server's HTML has no draft): a stored draft is read, and this order's shown.
  useEffect(() => {
    if (!claimDraftIsStored()) return;
    let current = true;
    void load().then((flow) => {
      if (!current || !flow) return;
      if (flow.useClaimDraftFlow.getState().recoveredFromCorruptData) setRecovered(true);
      const saved = flow.claimDraftOf(orderId);
      // What the agent typed meanwhile wins, unless the stored claim was sent and awaits its answer.
      if (!saved || (typed.current && saved.awaitingAnswer !== true)) return;
      restoreSaved(formValuesOf(saved));
      setAwaiting(saved.awaitingAnswer === true);
    });
    return () => {
      current = false;
    };
  }, [orderId, load, setAwaiting]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const values = pending.current;
    if (values === undefined) return;
    const write = (flow: ClaimDraftFlow | undefined) => {
      // A claim awaiting its answer is not changed (its form is locked; a draft read late may have locked it).
      if (!flow || pending.current !== values || awaiting.current) return;
      pending.current = undefined;
      flow.saveClaimDraft(orderId, values);
    };
    if (loaded.current) write(loaded.current);
    else void load().then(write);
  }, [orderId, load]);

  // Written when the page is hidden or left, and when the form goes.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  const save = useCallback(
    (values: ClaimFormValues) => {
      typed.current = true;
      pending.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      // The store's code starts loading at the first keystroke, so it is there when the draft is written.
      void load();
    },
    [flush, load],
  );

  const start = useCallback(
    async (values: ClaimFormValues) => {
      const flow = await load();
      if (!flow) return undefined;
      clearTimeout(timer.current);
      // A change not written yet is a change of the claim: its key (if a refusal left one) goes first.
      if (pending.current !== undefined) flow.saveClaimDraft(orderId, pending.current);
      pending.current = undefined;
      const key = flow.startClaimAttempt(orderId, values);
      setAwaiting(true);
      return key;
    },
    [orderId, load, setAwaiting],
  );

  const refused = useCallback(
    (keyUsedUp: boolean) => {
      loaded.current?.claimAttemptRefused(keyUsedUp);
      setAwaiting(false);
    },
    [setAwaiting],
  );

  const filed = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
    loaded.current?.clearClaimDraft();
    setAwaiting(false);
  }, [setAwaiting]);

  const dismissRecovered = useCallback(() => {
    setRecovered(false);
    loaded.current?.useClaimDraftFlow.getState().dismissRecoveryNotice();
  }, []);

  return { recovered, dismissRecovered, awaitingAnswer, save, start, refused, filed };
}
