import { useState, useSyncExternalStore, type ChangeEvent, type FormEvent, type RefCallback } from 'react';
import { lagosToday } from '@/lib/validation/lagosDay';
import { fieldMessages, type FieldRules, type TextValues } from './fieldRules';

/** A field shown wrong: its rule's message, or none (a refusal the form says elsewhere). */
export interface FieldError {
  message?: string;
}

/** What a field shows under it (`Field`'s `error`): its message, '' when said elsewhere (still wrong), or nothing. */
export function errorText(error: FieldError | undefined): string | undefined {
  return error && (error.message ?? '');
}

export type FieldErrors<Values> = Partial<Record<keyof Values, FieldError>>;

/** A field's name. */
export type FieldName<Values> = keyof Values & string;

export interface TextFormState<Values> {
  values: Values;
  errors: FieldErrors<Values>;
  /** A submit was tried: from then on a field is checked again each time the agent changes it. */
  submitted: boolean;
  /** A submit is being handled (its `onValid` may be a request); another submit meanwhile is ignored. */
  submitting: boolean;
}

type InputElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the agent changed the field since the page drew it (a select: not the option it opened on). */
function changedOnPage(element: InputElement): boolean {
  if (element instanceof HTMLSelectElement) {
    const opening = [...element.options].find((option) => option.defaultSelected) ?? element.options[0];
    return element.value !== (opening?.value ?? '');
  }
  return element.value !== element.defaultValue;
}

/** What an `<input>`, `<select>` or `<textarea>` of the form takes: it keeps its own value (typing re-renders nothing but what reads it). */
export interface RegisteredInput {
  name: string;
  ref: RefCallback<InputElement>;
  onChange: (event: ChangeEvent<InputElement>) => void;
}

export interface TextForm<Values extends TextValues<Values>> {
  register: (name: FieldName<Values>) => RegisteredInput;
  /** Where focus goes to correct `name` when the component draws the field itself (a fieldset of choices, a search box). */
  fieldRef: (name: FieldName<Values>) => RefCallback<HTMLElement>;
  getState: () => TextFormState<Values>;
  /** Calls `listener` after every change of the state (for `useSyncExternalStore`). */
  subscribe: (listener: () => void) => () => void;
  /** Calls `listener` after each change the agent makes (typing, choosing), never after `setValue` or `reset`. */
  onEdit: (listener: (name: FieldName<Values>, values: Values) => void) => () => void;
  /** The current values; never changed in place (each change makes a new object). */
  getValues: () => Values;
  /** The agent changed `name` (a choice, a pick): as typing would, for a field drawn by its component. */
  change: (name: FieldName<Values>, value: string) => void;
  /** Sets a value from code: not an edit, not checked. */
  setValue: <Name extends FieldName<Values>>(name: Name, value: Values[Name]) => void;
  /** Shows `name` wrong (a refusal of the data service); `message` may be said elsewhere. */
  setError: (name: FieldName<Values>, message?: string) => void;
  /** Focuses `name`'s field; one not on screen yet (its step's code still loading) is focused as it appears. */
  setFocus: (name: FieldName<Values>) => void;
  /** Checks `names` (all by default), showing or clearing each one's message; whether they all passed. */
  trigger: (names?: readonly FieldName<Values>[], options?: { shouldFocus?: boolean }) => boolean;
  /**
   * The form's submit handler: checks every field, then calls `onValid` with the values, or `onInvalid` with
   * the errors and focuses the first field shown wrong.
   */
  handleSubmit: (
    onValid: (values: Values, event?: FormEvent) => unknown,
    onInvalid?: (errors: FieldErrors<Values>) => void,
  ) => (event?: FormEvent) => Promise<void>;
  /** Back to `values` (the starting ones by default), nothing shown wrong, no submit tried. */
  reset: (values?: Values) => void;
}

export interface TextFormOptions<Values extends TextValues<Values>> {
  rules: FieldRules<Values>;
  /** Read once, when the form is made. */
  defaultValues: Values;
  /** Today for the rules, asked at every check: it moves on while a form stays open past midnight. */
  today?: () => string;
}

/**
 * A form of text fields checked by plain rule functions (`FieldRules`): checked at submit, then each field
 * again as the agent changes it; focus on the first field shown wrong. Its state lives in a small store that
 * components read through `useFormState`, `useFieldValue` and `useField`, so a keystroke re-renders only what
 * reads that field.
 */
export function useTextForm<Values extends TextValues<Values>>({ rules, defaultValues, today = lagosToday }: TextFormOptions<Values>): TextForm<Values> {
  const [form] = useState(() => createTextForm(rules, defaultValues, today));
  return form;
}

/** What `select` picks of the form's state (a part of it, not a new object); re-renders only when that changes. */
export function useFormState<Values extends TextValues<Values>, Selected>(form: TextForm<Values>, select: (state: TextFormState<Values>) => Selected): Selected {
  const snapshot = () => select(form.getState());
  return useSyncExternalStore(form.subscribe, snapshot, snapshot);
}

/** The value of `name`; re-renders when it changes. */
export function useFieldValue<Values extends TextValues<Values>, Name extends FieldName<Values>>(form: TextForm<Values>, name: Name): Values[Name] {
  return useFormState(form, (state) => state.values[name]);
}

/** A field its component draws (choices as cards, a picker): its value and error, a change as the agent's, and where focus goes. */
export function useField<Values extends TextValues<Values>, Name extends FieldName<Values>>(form: TextForm<Values>, name: Name) {
  const value = useFieldValue(form, name);
  const error = useFormState(form, (state) => state.errors[name]);
  return { value, error, onChange: (chosen: string) => form.change(name, chosen), ref: form.fieldRef(name) };
}

function createTextForm<Values extends TextValues<Values>>(rules: FieldRules<Values>, defaultValues: Values, today: () => string): TextForm<Values> {
  type Name = FieldName<Values>;
  const allNames = Object.keys(rules) as Name[];
  let state: TextFormState<Values> = { values: defaultValues, errors: {}, submitted: false, submitting: false };
  let resets = 0;
  const listeners = new Set<() => void>();
  const editListeners = new Set<(name: Name, values: Values) => void>();
  // The inputs that show a value, and where focus goes for each field (an input, or what its component chose).
  const inputs = new Map<Name, InputElement>();
  const focusTargets = new Map<Name, HTMLElement>();
  const registered = new Map<Name, RegisteredInput>();
  const fieldRefs = new Map<Name, RefCallback<HTMLElement>>();
  // A field asked to be focused before it was on screen (setFocus).
  let focusWhenShown: Name | undefined;

  const update = (next: Partial<TextFormState<Values>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const withValue = (name: Name, value: string) => ({ ...state.values, [name]: value }) as Values;

  /** Checks `names`, each one's error set (in the order given) or cleared; the fields' names still wrong. */
  const check = (names: readonly Name[]) => {
    const messages = fieldMessages(rules, state.values, today());
    const errors = { ...state.errors };
    for (const name of names) {
      const previous = errors[name];
      const message = messages[name];
      delete errors[name];
      if (message !== undefined) errors[name] = previous?.message === message ? previous : { message };
    }
    update({ errors });
    return names.filter((name) => messages[name] !== undefined);
  };

  /** Where focus goes for `name` is now `element`: focused at once if that was asked before it appeared. */
  const setFocusTarget = (name: Name, element: HTMLElement) => {
    focusTargets.set(name, element);
    if (focusWhenShown !== name) return;
    focusWhenShown = undefined;
    element.focus();
  };

  const setFocus = (name: Name) => {
    const target = focusTargets.get(name);
    focusWhenShown = target?.isConnected ? undefined : name;
    target?.focus();
  };

  /** Focuses the first of `names` on screen, in the page's order. */
  const focusFirst = (names: readonly Name[]) => {
    focusWhenShown = undefined;
    const shown = names.map((name) => focusTargets.get(name)).filter((element): element is HTMLElement => element?.isConnected === true);
    shown.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    shown[0]?.focus();
  };

  const change = (name: Name, value: string) => {
    update({ values: withValue(name, value) });
    for (const listener of editListeners) listener(name, state.values);
    if (state.submitted) check([name]);
  };

  const register = (name: Name) => {
    let input = registered.get(name);
    if (!input) {
      input = {
        name,
        ref: (element) => {
          // Unmounted (another step shown): the value stays in the form; a new input starts from it.
          if (!element || inputs.get(name) === element) return;
          inputs.set(name, element);
          // The server's input, typed into before the page's scripts came (its value is no longer the
          // page's): what was typed is the agent's edit, not something to wipe.
          if (changedOnPage(element)) change(name, element.value);
          else element.value = state.values[name];
          setFocusTarget(name, element);
        },
        onChange: (event) => change(name, event.target.value),
      };
      registered.set(name, input);
    }
    return input;
  };

  const fieldRef = (name: Name) => {
    let ref = fieldRefs.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) setFocusTarget(name, element);
      };
      fieldRefs.set(name, ref);
    }
    return ref;
  };

  const trigger = (names: readonly Name[] = allNames, { shouldFocus = false } = {}) => {
    const wrong = check(names);
    if (shouldFocus) focusFirst(wrong);
    return wrong.length === 0;
  };

  const handleSubmit: TextForm<Values>['handleSubmit'] = (onValid, onInvalid) => async (event) => {
    event?.preventDefault();
    if (state.submitting) return;
    const resetsBefore = resets;
    update({ submitting: true });
    try {
      const wrong = check(allNames);
      if (wrong.length === 0) {
        await onValid(state.values, event);
      } else {
        onInvalid?.(state.errors);
        focusFirst(wrong);
      }
    } finally {
      // A reset while `onValid` ran (a success emptied the form) starts afresh: nothing is checked as typed.
      update(resets === resetsBefore ? { submitting: false, submitted: true } : { submitting: false });
    }
  };

  return {
    register,
    fieldRef,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEdit: (listener) => {
      editListeners.add(listener);
      return () => editListeners.delete(listener);
    },
    getValues: () => state.values,
    change,
    setValue: (name, value) => {
      const input = inputs.get(name);
      if (input) input.value = value;
      update({ values: withValue(name, value) });
    },
    setError: (name, message) => update({ errors: { ...state.errors, [name]: { message } } }),
    setFocus,
    trigger,
    handleSubmit,
    reset: (values = defaultValues) => {
      resets += 1;
      for (const [name, input] of inputs) input.value = values[name];
      update({ values, errors: {}, submitted: false });
    },
  };
}
