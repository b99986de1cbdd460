import type { TextValues } from '@/lib/forms/fieldRules';
import type { FieldName, TextForm } from '@/lib/forms/useTextForm';
import type { FlowStore } from './createPersistedFlowStore';
import { DRAFT_SAVE_DELAY_MS } from './draftSaveDelay';

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

export interface KeptFlowDraft<FormValues extends TextValues<FormValues>> extends FlowDraft<FormValues> {
  /** Stops keeping the draft, writing what is pending first. */
  stop: () => void;
}

/**
 * Keeps what the agent types in `form` in the persisted `flow` as they type (not only on "Next"), so a
 * reload, a closed tab or a browser restart resumes with every value, the current step's included. Also:
 * - an edit that changes the request drops the idempotency key: the next submit gets a new one;
 * - a field shown wrong is checked again as it changes, so its message goes as soon as it is put right.
 * Until `stop`. `useFlowDraft` is this for a component; a form that loads the flow's code after its first
 * paint calls it once the code has arrived.
 */
export function keepFlowDraft<StepId extends string, FormValues extends TextValues<FormValues>, Stored extends KeyedFlowValues>(
  form: TextForm<FormValues>,
  flow: FlowStore<StepId, Stored>,
  { shownFields, toStored, startsNewRequest }: FlowDraftOptions<FormValues, Stored>,
): KeptFlowDraft<FormValues> {
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
    if (state.values.idempotencyKey !== undefined && startsNewRequest(field)) {
      state.setValues({ idempotencyKey: undefined } as Partial<Stored>);
    }
    pending = toStored({ ...values });
    clearTimeout(timer);
    timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    const { errors } = form.getState();
    const shownWrong = shownFields.filter((shown) => errors[shown]);
    if (shownWrong.length > 0) form.trigger(shownWrong);
  };

  const unsubscribe = form.onEdit(edited);

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

  return {
    flush,
    edited: (field) => edited(field, form.getValues()),
    stop: () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      unsubscribeFlow();
      unsubscribe();
      flush();
    },
  };
}
