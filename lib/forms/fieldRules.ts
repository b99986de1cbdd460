/** A form whose every field is text as typed (selects, dates and amounts included). */
export type TextValues<Values> = Record<keyof Values, string>;

/**
 * One field's rule: the message to show for `value`, or undefined. It sees the other `values` (a second
 * IMEI must differ from the first, an ID number is checked against the ID type) and `today` in Lagos.
 */
export type FieldRule<Values extends TextValues<Values>> = (value: string, values: Values, today: string) => string | undefined;

export type FieldRules<Values extends TextValues<Values>> = { [Field in keyof Values]: FieldRule<Values> };

/**
 * The message of each field whose rule fails on `values`; empty when every field is valid. The rules are the
 * shared validators of lib/validation, so form and data service agree; they are plain functions, so no
 * schema library loads with a form (`useTextForm` checks a form with them).
 */
export function fieldMessages<Values extends TextValues<Values>>(
  rules: FieldRules<Values>,
  values: Values,
  today: string,
): Partial<Record<keyof Values, string>> {
  const messages: Partial<Record<keyof Values, string>> = {};
  for (const field of Object.keys(rules) as (keyof Values)[]) {
    const message = rules[field](values[field], values, today);
    if (message !== undefined) messages[field] = message;
  }
  return messages;
}
