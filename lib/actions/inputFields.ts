import type { InputOf, TypeRef } from './declareAction';
import { argsOf, nestedArgs, type AnyArg, type AnyArgs, type Declared } from './args';

/**
 * Walking a declaration's arguments (an action's, or an input type's). A form sends `normalise(read(values))`
 * and checks its fields with `formRules` (./formRules); the data service checks what arrived with `rule` and uses
 * `normalise(value)`; a refusal naming an argument (`extensions.field`) is shown on its form field.
 */

/** A rule broken by an argument: where (`extensions.field`, dotted under nested inputs) and the shared message. */
export interface BrokenRule {
  field: string;
  message: string;
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
      // An argument the form has no field for (a sale's photos, sent beside the form) is not the form's to send.
      if (arg.formField === undefined) return [name, null];
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

/** The input with every argument its `usedWhen` leaves out taken as null. */
export function withUnusedAsNull(args: AnyArgs, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(argsOf({ args }).map(([name, arg]) => [name, arg.usedWhen && !arg.usedWhen(input) ? null : input[name]]));
}
