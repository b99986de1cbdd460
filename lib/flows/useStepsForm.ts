import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useStore } from 'zustand';
import type { TextValues } from '@/lib/forms/fieldRules';
import type { FieldErrors, FieldName, TextForm } from '@/lib/forms/useTextForm';
import type { FlowStore } from './createPersistedFlowStore';
import { useFlowDraft, type FlowDraftOptions, type KeyedFlowValues } from './useFlowDraft';

export interface StepsFormOptions<StepId extends string, FormValues extends TextValues<FormValues>, Stored extends KeyedFlowValues>
  extends Omit<FlowDraftOptions<FormValues, Stored>, 'shownFields'> {
  /** The persisted flow: which step is current, which are completed, the stored values. */
  flow: FlowStore<StepId, Stored>;
  steps: readonly [StepId, ...StepId[]];
  /** One form over every step. */
  form: TextForm<FormValues>;
  /** The fields each step shows and checks before "Next". */
  stepFields: Record<StepId, readonly FieldName<FormValues>[]>;
}

export interface StepsForm<StepId extends string, FormValues extends TextValues<FormValues>> {
  /** The step on screen: the stored one, but never past the first step not yet completed. */
  step: StepId;
  index: number;
  count: number;
  completed: readonly StepId[];
  /** Goes on the step's heading (with `tabIndex={-1}`): focus lands there after each move. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Writes a pending draft now. */
  flushDraft: () => void;
  /** Sets a value as the agent's edit (saved in the flow like typing; `setValue` alone is not). */
  choose: <Field extends FieldName<FormValues>>(field: Field, value: FormValues[Field]) => void;
  /** Shows `step`, focusing `field` (to correct it) or else the step's heading. */
  goTo: (step: StepId, field?: FieldName<FormValues>) => void;
  back: () => void;
  /** Checks the current step's fields only; when they pass, completes the step and shows the next. */
  next: () => boolean;
  /** A field the service refused: marked wrong, its step shown, focus on it. */
  showFieldError: (field: FieldName<FormValues>, message?: string) => void;
  /** `handleSubmit`'s second argument: takes the agent to the first field with a problem. */
  onInvalid: (errors: FieldErrors<FormValues>) => void;
  /** The step that shows `field`. */
  stepOf: (field: FieldName<FormValues>) => StepId;
}

/**
 * The one pattern behind the app's multi-step flows (onboarding, buy plan), in the spirit of refine's
 * `useStepsForm`: one form across all steps, "Next" validating only the current step's fields, focus on
 * the new step's heading after a move, server errors taken back to the step of their field, and the flow
 * resumed from local storage at the stored step (never past the first one not completed), with what the
 * agent typed saved as they type (`useFlowDraft`). Call it once the flow is hydrated.
 */
export function useStepsForm<StepId extends string, FormValues extends TextValues<FormValues>, Stored extends KeyedFlowValues>({
  flow,
  steps,
  form,
  stepFields,
  toStored,
  startsNewRequest,
}: StepsFormOptions<StepId, FormValues, Stored>): StepsForm<StepId, FormValues> {
  const storedCurrent = useStore(flow, (state) => state.currentStep);
  const completed = useStore(flow, (state) => state.completedSteps);
  const step = shownStep(steps, storedCurrent, completed);
  const index = steps.indexOf(step);
  const { flush: flushDraft, edited } = useFlowDraft(form, flow, { shownFields: stepFields[step], toStored, startsNewRequest });
  const focusRequest = useRef<{ step: StepId; field?: FieldName<FormValues> } | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { setFocus, setError, setValue, trigger, getValues } = form;

  // After a move the agent asked for, focus lands on the new step's heading (or the field to correct).
  // Runs after every commit; an earlier update's commit may come before the move's, hence the step check.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request || request.step !== step) return;
    focusRequest.current = undefined;
    if (request.field) setFocus(request.field);
    else headingRef.current?.focus();
  });

  const stepOf = useCallback(
    (field: FieldName<FormValues>) => steps.find((candidate) => stepFields[candidate].includes(field)) ?? steps[0],
    [steps, stepFields],
  );

  const goTo = useCallback(
    (target: StepId, field?: FieldName<FormValues>) => {
      flushDraft();
      focusRequest.current = { step: target, field };
      flow.getState().goTo(target);
    },
    [flow, flushDraft],
  );

  const next = () => {
    if (!trigger(stepFields[step], { shouldFocus: true })) return false;
    flushDraft();
    focusRequest.current = { step: steps[Math.min(index + 1, steps.length - 1)] };
    flow.getState().completeStep(step, toStored(getValues()));
    return true;
  };

  const showFieldError = (field: FieldName<FormValues>, message?: string) => {
    setError(field, message);
    goTo(stepOf(field), field);
  };

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const field = Object.keys(errors)[0] as FieldName<FormValues> | undefined;
    if (field) goTo(stepOf(field), field);
  };

  const choose = useCallback(
    <Field extends FieldName<FormValues>>(field: Field, value: FormValues[Field]) => {
      setValue(field, value);
      edited(field);
    },
    [setValue, edited],
  );

  return {
    step,
    index,
    count: steps.length,
    completed,
    headingRef,
    flushDraft,
    choose,
    goTo,
    back: () => goTo(steps[Math.max(index - 1, 0)]),
    next,
    showFieldError,
    onInvalid,
    stepOf,
  };
}

/** The stored current step, but never past the first step not yet completed. */
export function shownStep<StepId extends string>(steps: readonly StepId[], current: StepId, completed: readonly StepId[]): StepId {
  const firstOpen = steps.find((step) => !completed.includes(step)) ?? steps[steps.length - 1];
  return steps.indexOf(current) <= steps.indexOf(firstOpen) ? current : firstOpen;
}
