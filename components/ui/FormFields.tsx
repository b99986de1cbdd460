import { Text } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';
import type { TextValues } from '@/lib/forms/fieldRules';
import { useTextFormContext } from '@/lib/forms/TextFormContext';
import { errorText, useFormState, type FieldName } from '@/lib/forms/useTextForm';
import type { SelectOption } from '@/lib/validation/options';
import { Field, FieldInput, FieldSelect, type FieldInputProps } from './Field';

interface BaseFieldProps<Values extends TextValues<Values>> {
  name: FieldName<Values>;
  label: string;
  /** Shown under the input while there is no error (e.g. where to find the IMEI). */
  hint?: ReactNode;
  optional?: boolean;
}

export interface FormTextFieldProps<Values extends TextValues<Values>>
  extends BaseFieldProps<Values>,
    Pick<FieldInputProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'placeholder' | 'maxLength' | 'max' | 'min'> {
  /** Rewrites the text as it is typed (e.g. upper case, no spaces); the input shows the result. */
  transform?: (value: string) => string;
}

function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  return (
    <>
      {label}
      {optional ? (
        <Text as="span" fontWeight="normal" color="fg.muted">
          (optional)
        </Text>
      ) : null}
    </>
  );
}

/** A labelled text input of the surrounding form (`TextFormContext`), with its error message. */
export function FormTextField<Values extends TextValues<Values>>({ name, label, hint, optional, transform, ...inputProps }: FormTextFieldProps<Values>) {
  const form = useTextFormContext<Values>();
  // Re-renders when the field's error changes, not as the agent types.
  const error = useFormState(form, (state) => state.errors[name]);
  const registered = form.register(name);
  const onChange = transform
    ? (event: ChangeEvent<HTMLInputElement>) => {
        const next = transform(event.target.value);
        if (next !== event.target.value) event.target.value = next;
        return registered.onChange(event);
      }
    : registered.onChange;
  return (
    <Field label={<LabelText label={label} optional={optional} />} hint={hint} error={errorText(error)}>
      <FieldInput {...inputProps} {...registered} onChange={onChange} />
    </Field>
  );
}

export interface FormSelectFieldProps<Values extends TextValues<Values>> extends BaseFieldProps<Values> {
  /** The options, the empty "Select …" prompt first. */
  options: readonly SelectOption[];
  autoComplete?: string;
}

/** A labelled native select (fast and familiar on cheap phones) of the surrounding form, with its error message. */
export function FormSelectField<Values extends TextValues<Values>>({ name, label, hint, optional, options, autoComplete }: FormSelectFieldProps<Values>) {
  const form = useTextFormContext<Values>();
  const error = useFormState(form, (state) => state.errors[name]);
  return (
    <Field label={<LabelText label={label} optional={optional} />} hint={hint} error={errorText(error)}>
      <FieldSelect {...form.register(name)} autoComplete={autoComplete} options={options} />
    </Field>
  );
}
