import type { FieldRules, TextValues } from '@/lib/forms/fieldRules';
import type { TypeRef } from './declareAction';
import { argsOf, nestedArgs, type AnyArg, type AnyArgs, type Declared } from './args';

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
