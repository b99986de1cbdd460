import type { FieldRules, TextValues } from '@/lib/forms/fieldRules';
import type { Args, InputOf, TypeRef } from './declareAction';

/**
 * Walking a declaration's arguments (an action's, or an input type's). A form sends `normalise(read(values))`
 * and checks its fields with `formRules`; the data service checks what arrived with `rule` and uses
 * `normalise(value)`; a refusal naming an argument (`extensions.field`) is shown on its form field.
 */

/** An action or an input type: what has arguments. */
export interface Declared<Form, Types extends Record<string, TypeRef>> {
  args: Args<Form, Types>;
}

/** A rule broken by an argument: where (`extensions.field`, dotted under nested inputs) and the shared message. */
export interface BrokenRule {
  field: string;
  message: string;
}

// The declarations are typed per argument; walking them needs one shape for every argument.
export type AnyArg = {
  type: TypeRef;
  formField?: PropertyKey;
  read?: (values: unknown) => unknown;
  sentWhen?: (values: unknown) => boolean;
  formRule?: (typed: string, values: unknown, today: string) => string | undefined;
  normalise?: (value: unknown) => unknown;
  rule?: (value: unknown, input: unknown, today: string) => string | undefined;
  reportedAs?: string;
  usedWhen?: (input: unknown) => boolean;
  maxLength?: number;
};
export type AnyArgs = Readonly<Record<string, AnyArg>>;

export const argsOf = (declared: { args: object }): [string, AnyArg][] => Object.entries(declared.args as AnyArgs);

/** The arguments of the input type an argument has (`device` → device_input's), if it has one. */
function nestedArgs(arg: AnyArg): AnyArgs | undefined {
  const named = typeof arg.type === 'object' && arg.type.kind === 'non-null' ? arg.type.of : arg.type;
  return typeof named === 'object' && named.kind === 'input' ? (named.args as AnyArgs) : undefined;
}

function normaliseValue(arg: AnyArg, value: unknown): unknown {
  const nested = nestedArgs(arg);
  const inner = nested && value !== null && value !== undefined ? normaliseFields(nested, value) : value;
  return arg.normalise ? arg.normalise(inner) : inner;
}

function normaliseFields(args: AnyArgs, input: unknown): Record<string, unknown> {
  const values = input as Record<string, unknown>;
  return Object.fromEntries(argsOf({ args }).map(([name, arg]) => [name, normaliseValue(arg, values[name])]));
}

function readFields(args: AnyArgs, values: unknown): Record<string, unknown> {
  return Object.fromEntries(
    argsOf({ args }).map(([name, arg]) => {
      const nested = nestedArgs(arg);
      if (arg.read) return [name, normaliseValue(arg, arg.read(values))];
      if (nested) return [name, normaliseValue(arg, arg.sentWhen?.(values) === false ? null : readFields(nested, values))];
      return [name, normaliseValue(arg, (values as Record<PropertyKey, unknown>)[arg.formField as PropertyKey])];
    }),
  );
}

function firstBroken(args: AnyArgs, input: unknown, today: string): BrokenRule | undefined {
  const values = input as Record<string, unknown>;
  for (const [name, arg] of argsOf({ args })) {
    const value = values[name];
    const message = arg.rule?.(value, input, today);
    if (message !== undefined) return { field: arg.reportedAs ?? name, message };
    const nested = nestedArgs(arg);
    if (nested && value !== null && value !== undefined) {
      const inner = firstBroken(nested, value, today);
      if (inner) return { field: `${name}.${inner.field}`, message: inner.message };
    }
  }
  return undefined;
}

/** The input a form sends for its values: each argument read from its field and normalised. */
export function inputFromForm<Form, Types extends Record<string, TypeRef>>(declared: Declared<Form, Types>, values: NoInfer<Form>): InputOf<Types> {
  return readFields(declared.args as AnyArgs, values) as InputOf<Types>;
}

/** The input as the service uses it: every argument normalised (call once no rule is broken). */
export function normaliseInput<Form, Types extends Record<string, TypeRef>>(declared: Declared<Form, Types>, input: NoInfer<InputOf<Types>>): InputOf<Types> {
  return normaliseFields(declared.args as AnyArgs, input) as InputOf<Types>;
}

/** The first rule the input, as it arrived, breaks, in the order the arguments are declared; undefined when none. */
export function brokenRule<Form, Types extends Record<string, TypeRef>>(
  declared: Declared<Form, Types>,
  input: NoInfer<InputOf<Types>>,
  today: string,
): BrokenRule | undefined {
  return firstBroken(declared.args as AnyArgs, input, today);
}

function collectFormFields(args: AnyArgs, prefix: string, into: Map<string, PropertyKey>): Map<string, PropertyKey> {
  for (const [name, arg] of argsOf({ args })) {
    const path = `${prefix}${name}`;
    if (arg.formField !== undefined) {
      into.set(path, arg.formField);
      if (arg.reportedAs !== undefined) into.set(`${prefix}${arg.reportedAs}`, arg.formField);
    }
    const nested = nestedArgs(arg);
    if (nested) collectFormFields(nested, `${path}.`, into);
  }
  return into;
}

/**
 * The form field a refusal's `extensions.field` (`customer.phone`, `card.expiry`, `amount_kobo`) is shown on,
 * for an action whose form-typed arguments `declared` declares; undefined for anything else.
 */
export function formFieldLookup<Form, Types extends Record<string, TypeRef>>(declared: Declared<Form, Types>): (serverField: unknown) => keyof Form | undefined {
  const formFields = collectFormFields(declared.args as AnyArgs, '', new Map());
  return (serverField) => (typeof serverField === 'string' ? (formFields.get(serverField) as keyof Form | undefined) : undefined);
}

type AnyRule = (typed: string, values: unknown, today: string) => string | undefined;

/** The arguments taken from a field as typed, by their wire names: what a shared rule reading another argument sees on the form. */
function typedInput(args: AnyArgs, values: unknown): Record<string, unknown> {
  const typed = values as Record<PropertyKey, unknown>;
  return Object.fromEntries(
    argsOf({ args })
      .filter(([, arg]) => arg.formField !== undefined && arg.read === undefined && nestedArgs(arg) === undefined)
      .map(([name, arg]) => [name, typed[arg.formField as PropertyKey]]),
  );
}

/** A field's rule on the form: its `formRule`, else the shared rule of an argument sent as typed. */
function ruleOnForm(arg: AnyArg, args: AnyArgs): AnyRule | undefined {
  if (arg.formRule) return arg.formRule;
  const { rule } = arg;
  if (rule === undefined || arg.read !== undefined || nestedArgs(arg) !== undefined) return undefined;
  return (typed, values, today) => rule(typed, typedInput(args, values), today);
}

function collectFormRules(args: AnyArgs, shownWhen: (values: unknown) => boolean, into: Map<PropertyKey, AnyRule[]>): void {
  for (const [, arg] of argsOf({ args })) {
    if (arg.formField !== undefined) {
      const rules = into.get(arg.formField) ?? [];
      const rule = ruleOnForm(arg, args);
      if (rule) rules.push((typed, values, today) => (shownWhen(values) ? rule(typed, values, today) : undefined));
      into.set(arg.formField, rules);
    }
    const nested = nestedArgs(arg);
    const { sentWhen } = arg;
    // A nested input the form may not send (a wallet payment's card) is checked only when it is sent.
    if (nested) collectFormRules(nested, sentWhen ? (values) => shownWhen(values) && sentWhen(values) : shownWhen, into);
  }
}

/**
 * The form's rule for each field an argument comes from, in declaration order: its `formRule`, or the
 * shared rule the service runs on that argument (several arguments from one field: the first message).
 * `ownRules` are the form's fields that are no argument (a customer search), listed first.
 */
export function formRules<Form, Types extends Record<string, TypeRef>, Values extends TextValues<Values> & Form = Form & TextValues<Form>>(
  declared: Declared<Form, Types>,
  ownRules: Partial<FieldRules<Values>> = {},
): FieldRules<Values> {
  const collected = new Map<PropertyKey, AnyRule[]>();
  collectFormRules(declared.args as AnyArgs, () => true, collected);
  const derived = Object.fromEntries(
    [...collected].map(([field, rules]) => [
      field,
      (typed: string, values: unknown, today: string) => rules.reduce<string | undefined>((message, rule) => message ?? rule(typed, values, today), undefined),
    ]),
  );
  return { ...ownRules, ...derived } as FieldRules<Values>;
}

/** The input with every argument its `usedWhen` leaves out taken as null. */
export function withUnusedAsNull(args: AnyArgs, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(argsOf({ args }).map(([name, arg]) => [name, arg.usedWhen && !arg.usedWhen(input) ? null : input[name]]));
}
