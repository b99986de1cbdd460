import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { TextValues } from '@/lib/forms/fieldRules';
import type { FieldName, TextForm } from '@/lib/forms/useTextForm';
import type { FlowStore } from './createPersistedFlowStore';
import { DRAFT_SAVE_DELAY_MS } from './draftSaveDelay';
import { keepFlowDraft, type FlowDraft, type FlowDraftOptions, type KeptFlowDraft, type KeyedFlowValues } from './keepFlowDraft';

// In a module of its own, so a form that saves its draft without this hook does not load it.
export { DRAFT_SAVE_DELAY_MS };
export type { FlowDraft, FlowDraftOptions, KeyedFlowValues };

/**
 * `keepFlowDraft` for as long as the component is on screen: what the agent types is kept in the persisted
 * flow as they type. Returns `flush`, which writes a pending draft now (before a step change or a submit),
 * and `edited`, which treats a value the code set (`setValue` is no edit) as the agent's edit.
 */
export function useFlowDraft<StepId extends string, FormValues extends TextValues<FormValues>, Stored extends KeyedFlowValues>(
  form: TextForm<FormValues>,
  flow: FlowStore<StepId, Stored>,
  { shownFields, toStored, startsNewRequest }: FlowDraftOptions<FormValues, Stored>,
): FlowDraft<FormValues> {
  const kept = useRef<KeptFlowDraft<FormValues>>(undefined);
  // The latest callbacks, so callers may pass inline functions without re-subscribing on every render.
  const storedOf = useEffectEvent((values: FormValues) => toStored(values));
  const isNewRequest = useEffectEvent((field: FieldName<FormValues>) => startsNewRequest(field));

  useEffect(() => {
    const draft = keepFlowDraft(form, flow, { shownFields, toStored: (values) => storedOf(values), startsNewRequest: (field) => isNewRequest(field) });
    kept.current = draft;
    return () => {
      kept.current = undefined;
      draft.stop();
    };
  }, [form, flow, shownFields]);

  const flush = useCallback(() => kept.current?.flush(), []);
  const edited = useCallback((field: FieldName<FormValues>) => kept.current?.edited(field), []);
  return { flush, edited };
}
