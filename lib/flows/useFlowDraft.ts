import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { TextValues } from '@/lib/forms/fieldRules';
import type { FieldName, TextForm } from '@/lib/forms/useTextForm';
import type { FlowStore } from './createPersistedFlowStore';
import { DRAFT_SAVE_DELAY_MS } from './draftSaveDelay';

// In a module of its own, so a form that saves its draft without this hook does not load it.
export { DRAFT_SAVE_DELAY_MS };

/** A flow whose submit carries an idempotency key (dropped when an edit makes the next submit a new request). */
export interface KeyedFlowValues {
  idempotencyKey: string;
}

export interface FlowDraftOptions<FormValues extends TextValues<FormValues>, Stored extends KeyedFlowValues> {
  /** The fields on screen: one shown wrong is checked again as the agent edits. */
  shownFields: readonly FieldName<FormValues>[];
  /** What of the form the flow keeps (never any card data). */
  toStored: (values: FormValues) => Partial<Stored>;
  /** Whether an edit of `field` makes the next submit a different request, needing a new idempotency key. */
  startsNewRequest: (field: FieldName<FormValues>) => boolean;
}

export interface FlowDraft<FormValues extends TextValues<FormValues>> {
  /** Writes a pending draft now. */
  flush: () => void;
  /** Handles a value set by code as an edit of `field`. */
  edited: (field: FieldName<FormValues>) => void;
}

/**
 * Keeps what the agent types in the persisted flow as they type (not only on "Next"), so a reload, a closed
 * tab or a browser restart resumes with every value, the current step's included. Also:
 * - an edit that changes the request drops the idempotency key: the next submit gets a new one;
 * - a field shown wrong is checked again as it changes, so its message goes as soon as it is put right.
 * Returns `flush`, which writes a pending draft now (before a step change or a submit), and `edited`, which
 * treats a value the code set (`setValue` is no edit) as the agent's edit.
 */
export function useFlowDraft<StepId extends string, FormValues extends TextValues<FormValues>, Stored extends KeyedFlowValues>(
  form: TextForm<FormValues>,
  flow: FlowStore<StepId, Stored>,
  { shownFields, toStored, startsNewRequest }: FlowDraftOptions<FormValues, Stored>,
): FlowDraft<FormValues> {
  const { onEdit, getState, getValues, trigger } = form;
  const flushRef = useRef<() => void>(() => undefined);
  const editedRef = useRef<(field: FieldName<FormValues>) => void>(() => undefined);
  // The latest callbacks, so callers may pass inline functions without re-subscribing on every render.
  const storedOf = useEffectEvent((values: FormValues) => toStored(values));
  const isNewRequest = useEffectEvent((field: FieldName<FormValues>) => startsNewRequest(field));

  useEffect(() => {
    let pending: Partial<Stored> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!pending) return;
      const values = pending;
      pending = undefined;
      try {
        flow.getState().setValues(values);
      } catch {
        // A value beyond the stored bounds (a huge paste): the rules show it wrong; the rest stays saved.
      }
    };

    const edited = (field: FieldName<FormValues>, values: FormValues) => {
      const state = flow.getState();
      if (state.values.idempotencyKey !== undefined && isNewRequest(field)) {
        state.setValues({ idempotencyKey: undefined } as Partial<Stored>);
      }
      pending = storedOf({ ...values });
      clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      const { errors } = getState();
      const shownWrong = shownFields.filter((shown) => errors[shown]);
      if (shownWrong.length > 0) trigger(shownWrong);
    };

    const unsubscribe = onEdit(edited);

    // Logging out (or "Start over") empties the flow: a draft typed just before must not write it back.
    const unsubscribeFlow = flow.subscribe((state, previous) => {
      if (state.values !== previous.values && Object.keys(state.values).length === 0) {
        clearTimeout(timer);
        pending = undefined;
      }
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    flushRef.current = flush;
    editedRef.current = (field) => edited(field, getValues());
    return () => {
      flushRef.current = () => undefined;
      editedRef.current = () => undefined;
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      unsubscribeFlow();
      unsubscribe();
      flush();
    };
  }, [onEdit, getState, getValues, trigger, shownFields, flow]);

  const flush = useCallback(() => flushRef.current(), []);
  const edited = useCallback((field: FieldName<FormValues>) => editedRef.current(field), []);
  return { flush, edited };
}
