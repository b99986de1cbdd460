import { z } from 'zod';

/** A form whose every field is text as typed (selects, dates and amounts included). */
export type TextValues<Values> = Record<keyof Values, string>;

/**
 * One field's rule: the message to show for `value`, or undefined. It sees the other `values` (a second
 * IMEI must differ from the first, an ID number is checked against the ID type) and `today` in Lagos.
 */
export type FieldRule<Values extends TextValues<Values>> = (value: string, values: Values, today: string) => string | undefined;

export type FieldRules<Values extends TextValues<Values>> = { [Field in keyof Values]: FieldRule<Values> };

/**
 * A zod schema (for `zodResolver`) that checks every field with its rule and reports each message under
 * the field's name. The rules are the shared validators of lib/validation, so form and data service agree.
 */
export function fieldRulesSchema<Values extends TextValues<Values>>(rules: FieldRules<Values>, today: string): z.ZodType<Values, Values> {
  const fields = Object.keys(rules) as (keyof Values & string)[];
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()]));
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      for (const field of fields) {
        const message = rules[field](values[field], values as Values, today);
        if (message !== undefined) ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    }) as unknown as z.ZodType<Values, Values>;
}
