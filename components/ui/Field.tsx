import { chakra, createRecipeContext, createSlotRecipeContext, type HTMLChakraProps, type RecipeProps, type SlotRecipeProps, type UnstyledProp } from '@chakra-ui/react';
import { createContext, forwardRef, useContext, useId, type ReactNode } from 'react';

// Drawn with the theme's `field`, `nativeSelect` and `input` recipes, as Chakra's own Field, NativeSelect and
// Input are, without Ark's field (a MutationObserver and a second render to learn which messages exist).
const fieldRecipe = createSlotRecipeContext({ key: 'field' });
const nativeSelectRecipe = createSlotRecipeContext({ key: 'nativeSelect' });
const inputRecipe = createRecipeContext({ key: 'input' });

export interface FieldProps extends HTMLChakraProps<'div'> {
  label?: ReactNode;
  /** Said under the control while there is no error, and describes it. */
  hint?: ReactNode;
  /**
   * Replaces the hint, marks the field wrong, is announced and describes the control. An empty one ('') still
   * marks the field wrong, its message said elsewhere.
   */
  error?: ReactNode;
  /** Wrong without a message of its own (one message under several fields, which the caller points to). */
  invalid?: boolean;
  readOnly?: boolean;
}

/** What a field tells its control: see `useFieldControl`. */
interface FieldState {
  controlId: string;
  invalid: boolean;
  readOnly: boolean;
  hintId?: string;
  errorId?: string;
}

const FieldContext = createContext<FieldState | undefined>(undefined);

const FieldRoot = fieldRecipe.withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const FieldLabel = fieldRecipe.withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');
const FieldHint = fieldRecipe.withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'helperText');
const FieldError = fieldRecipe.withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'errorText');

/** A labelled field: its label, its control (children) and, under it, its error or else its hint. */
export function Field({ label, hint, error, invalid: invalidWithoutMessage = false, readOnly = false, children, ...rootProps }: FieldProps) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false;
  const invalid = hasError || invalidWithoutMessage;
  const showsHint = !hasError && Boolean(hint);
  const state: FieldState = {
    controlId: id,
    invalid,
    readOnly,
    hintId: showsHint ? `${id}-hint` : undefined,
    errorId: hasError ? `${id}-error` : undefined,
  };
  return (
    <FieldContext.Provider value={state}>
      <FieldRoot data-invalid={flag(invalid)} data-readonly={flag(readOnly)} {...rootProps}>
        {label === undefined ? null : (
          <FieldLabel htmlFor={state.controlId} data-invalid={flag(invalid)} data-readonly={flag(readOnly)}>
            {label}
          </FieldLabel>
        )}
        {children}
        {hasError ? (
          <FieldError id={state.errorId} aria-live="polite">
            {error}
          </FieldError>
        ) : showsHint ? (
          <FieldHint id={state.hintId}>{hint}</FieldHint>
        ) : null}
      </FieldRoot>
    </FieldContext.Provider>
  );
}

export interface FieldControlProps {
  id?: string;
  'aria-invalid'?: 'true';
  'data-invalid'?: '';
  /** The error while there is one, else the hint. */
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
  readOnly?: true;
  'data-readonly'?: '';
}

/** The props the control of the surrounding field needs (none outside a field). */
export function useFieldControl(): FieldControlProps {
  const field = useContext(FieldContext);
  if (!field) return {};
  return {
    id: field.controlId,
    'aria-invalid': field.invalid ? 'true' : undefined,
    'data-invalid': flag(field.invalid),
    'aria-describedby': field.errorId ?? field.hintId,
    'aria-errormessage': field.errorId,
    readOnly: field.readOnly ? true : undefined,
    'data-readonly': flag(field.readOnly),
  };
}

/** The field's props for its control under the caller's: a value the caller gives wins (undefined gives none). */
function withFieldControl<Props extends object>(control: FieldControlProps, props: Props): FieldControlProps & Props {
  const merged: Record<string, unknown> = { ...control };
  for (const [key, value] of Object.entries(props)) {
    if (value !== undefined) merged[key] = value;
  }
  return merged as FieldControlProps & Props;
}

/** A data attribute the recipes' conditions read (`_invalid`, `_readOnly`): present and empty, or absent. */
function flag(on: boolean): '' | undefined {
  return on ? '' : undefined;
}

export type FieldInputProps = HTMLChakraProps<'input', RecipeProps<'input'> & UnstyledProp>;

const StyledInput = inputRecipe.withContext<HTMLInputElement, FieldInputProps>('input');

/** The field's text input (Chakra's `input` recipe). */
export const FieldInput = forwardRef<HTMLInputElement, FieldInputProps>(function FieldInput(props, ref) {
  return <StyledInput ref={ref} {...withFieldControl(useFieldControl(), props)} />;
});

export type FieldTextareaProps = HTMLChakraProps<'textarea', RecipeProps<'input'> & UnstyledProp>;

// The theme registers only the recipes screens share (theme/recipes.ts): a textarea is drawn with the input's.
const StyledTextarea = inputRecipe.withContext<HTMLTextAreaElement, FieldTextareaProps>('textarea');

/** The field's text area, drawn as its text inputs are. */
export const FieldTextarea = forwardRef<HTMLTextAreaElement, FieldTextareaProps>(function FieldTextarea(props, ref) {
  return <StyledTextarea ref={ref} {...withFieldControl(useFieldControl(), props)} />;
});

export type FieldSelectProps = Omit<HTMLChakraProps<'select', UnstyledProp>, 'children'> &
  SlotRecipeProps<'nativeSelect'> & {
    /** In order; a prompt ("Select …") is the first, with the value ''. */
    options: readonly { value: string; label: string }[];
  };

const SelectRoot = nativeSelectRecipe.withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'nativeSelect'>>>('div', 'root');
const StyledSelect = nativeSelectRecipe.withContext<HTMLSelectElement, HTMLChakraProps<'select', UnstyledProp>>('select', 'field');
const SelectIndicator = nativeSelectRecipe.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator');

/** The field's native select (fast and familiar on cheap phones), with Chakra's chevron. */
export const FieldSelect = forwardRef<HTMLSelectElement, FieldSelectProps>(function FieldSelect({ size, variant, options, ...props }, ref) {
  const control = useFieldControl();
  return (
    <SelectRoot size={size} variant={variant}>
      <StyledSelect ref={ref} {...withFieldControl(control, props)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      <SelectIndicator data-invalid={control['data-invalid']}>
        {/* Chakra's ChevronDownIcon, drawn as it is (its strokes as styles); the indicator's recipe sizes it. */}
        <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </SelectIndicator>
    </SelectRoot>
  );
});
