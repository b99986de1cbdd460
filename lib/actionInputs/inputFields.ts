/**
 * One action input's arguments, keyed by their wire names (`first_name`, `imei`, `amount_kobo`): the form
 * field each comes from, its normaliser and its shared rule. A form sends `normalise(read(values))`; the
 * data service checks what arrived with `rule` and uses `normalise(value)`; a refusal naming an argument
 * (`extensions.field`) is shown on its form field. No React, no data service: both sides import it.
 */

/** The form fields whose values can be sent as an argument of type `Value` as they are (text as text). */
type FieldHolding<Form, Value> = { [F in keyof Form]-?: Form[F] extends Value ? F : never }[keyof Form];

interface Checks<Value, Input> {
  /** The argument as the service uses it and the form sends it: applying it twice changes nothing. By default, as it is. */
  normalise?: (value: Value) => Value;
  /** The shared rule's message when the argument, as it arrived, breaks it (given the whole input and Lagos today). */
  rule?: (value: Value, input: Input, today: string) => string | undefined;
  /** The `extensions.field` the rule reports under when it is not the argument's own (the card's expiry spans two). */
  reportedAs?: string;
}

/** Sent as the form field holds it. */
interface FromField<Form, Value> {
  formField: FieldHolding<Form, Value>;
  read?: undefined;
  fields?: undefined;
}

/** Read from the form's values by `read` (a naira amount as kobo, an expiry's month); `formField` is where its refusals show, if anywhere. */
interface ReadFromForm<Form, Value> {
  formField?: keyof Form;
  read: (values: Form) => Value;
  fields?: undefined;
}

/** An input type of its own (`customer`, `device`, `card`): read, checked and normalised by its fields; null stays null. */
interface NestedInput<Form, Value> {
  formField?: keyof Form;
  fields: InputFields<Form, NonNullable<Value>>;
  /** By default the nested input read from the form; set when the form may send none (a wallet payment's card). */
  read?: (values: Form) => Value;
}

export type InputField<Form, Value, Input> = Checks<Value, Input> & (FromField<Form, Value> | ReadFromForm<Form, Value> | NestedInput<Form, Value>);

/** Every argument of an input, in the order the service checks them (the first broken rule is reported). */
export type InputFields<Form, Input> = { readonly [Key in keyof Input]-?: InputField<Form, Input[Key], Input> };

/** A rule broken by an argument: where (`extensions.field`, dotted under nested inputs) and the shared message. */
export interface BrokenRule {
  field: string;
  message: string;
}

// The declarations are typed per argument; walking them needs one shape for every argument.
type AnyField = {
  formField?: PropertyKey;
  read?: (values: unknown) => unknown;
  fields?: AnyFields;
  normalise?: (value: unknown) => unknown;
  rule?: (value: unknown, input: unknown, today: string) => string | undefined;
  reportedAs?: string;
};
type AnyFields = Readonly<Record<string, AnyField>>;

const entriesOf = (fields: object) => Object.entries(fields as AnyFields);

function normaliseValue(field: AnyField, value: unknown): unknown {
  const inner = field.fields && value !== null && value !== undefined ? normaliseFields(field.fields, value) : value;
  return field.normalise ? field.normalise(inner) : inner;
}

function normaliseFields(fields: AnyFields, input: unknown): Record<string, unknown> {
  const values = input as Record<string, unknown>;
  return Object.fromEntries(entriesOf(fields).map(([name, field]) => [name, normaliseValue(field, values[name])]));
}

function readFields(fields: AnyFields, values: unknown): Record<string, unknown> {
  return Object.fromEntries(
    entriesOf(fields).map(([name, field]) => {
      if (field.read) return [name, normaliseValue(field, field.read(values))];
      if (field.fields) return [name, normaliseValue(field, readFields(field.fields, values))];
      return [name, normaliseValue(field, (values as Record<PropertyKey, unknown>)[field.formField as PropertyKey])];
    }),
  );
}

function firstBroken(fields: AnyFields, input: unknown, today: string): BrokenRule | undefined {
  const values = input as Record<string, unknown>;
  for (const [name, field] of entriesOf(fields)) {
    const value = values[name];
    const message = field.rule?.(value, input, today);
    if (message !== undefined) return { field: field.reportedAs ?? name, message };
    if (field.fields && value !== null && value !== undefined) {
      const inner = firstBroken(field.fields, value, today);
      if (inner) return { field: `${name}.${inner.field}`, message: inner.message };
    }
  }
  return undefined;
}

/** The input a form sends for its values: each argument read from its field and normalised. */
export function inputFromForm<Form, Input>(fields: InputFields<Form, Input>, values: NoInfer<Form>): Input {
  return readFields(fields as AnyFields, values) as Input;
}

/** The input as the service uses it: every argument normalised (call once no rule is broken). */
export function normaliseInput<Form, Input>(fields: InputFields<Form, Input>, input: NoInfer<Input>): Input {
  return normaliseFields(fields as AnyFields, input) as Input;
}

/** The first rule the input, as it arrived, breaks, in the order the arguments are declared; undefined when none. */
export function brokenRule<Form, Input>(fields: InputFields<Form, Input>, input: NoInfer<Input>, today: string): BrokenRule | undefined {
  return firstBroken(fields as AnyFields, input, today);
}

function collectFormFields(fields: AnyFields, prefix: string, into: Map<string, PropertyKey>): Map<string, PropertyKey> {
  for (const [name, field] of entriesOf(fields)) {
    const path = `${prefix}${name}`;
    if (field.formField !== undefined) {
      into.set(path, field.formField);
      if (field.reportedAs !== undefined) into.set(`${prefix}${field.reportedAs}`, field.formField);
    }
    if (field.fields) collectFormFields(field.fields, `${path}.`, into);
  }
  return into;
}

/**
 * The form field a refusal's `extensions.field` (`customer.phone`, `card.expiry`, `amount_kobo`) is shown on,
 * for an action whose form-typed arguments `fields` declares; undefined for anything else.
 */
export function formFieldLookup<Form, Input>(fields: InputFields<Form, Input>): (serverField: unknown) => keyof Form | undefined {
  const formFields = collectFormFields(fields as AnyFields, '', new Map());
  return (serverField) => (typeof serverField === 'string' ? (formFields.get(serverField) as keyof Form | undefined) : undefined);
}
