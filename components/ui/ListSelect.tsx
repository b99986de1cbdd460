import { Field, FieldSelect, type FieldProps } from './Field';

export interface ListSelectProps<T extends string> {
  /** e.g. "Sort by", "Status". */
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  /** The option chosen, as soon as it is. */
  onChoose: (value: T) => void;
  width?: FieldProps['width'];
}

/** One choice a list applies as soon as it is made (a sort, a status): a native select, no Chakra select recipe. */
export function ListSelect<T extends string>({ label, value, options, onChoose, width = { base: 'full', sm: '16rem' } }: ListSelectProps<T>) {
  return (
    <Field label={label} width={width}>
      <FieldSelect
        value={value}
        options={options}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen !== undefined) onChoose(chosen.value);
        }}
      />
    </Field>
  );
}
