import { DEFAULT_MESSAGE_LANGUAGE } from '@/lib/domain/messages';
import type { Queryable } from '../db/types';

/**
 * A message's text from its template (`message_template`, migration 0025): the brand's own text in the
 * customer's language, else every brand's in that language, else the same two in English, so a language
 * being added is never a message lost. Filled with `values` by name; a placeholder with no value stays
 * visible (`{policy}`) rather than sending a sentence with a hole the customer cannot see.
 */
export async function renderTemplate(tx: Queryable, partnerId: string, template: string, language: string, values: Record<string, string>): Promise<{ body: string; language: string }> {
  const { rows } = await tx.query<{ body: string; language: string }>(
    `SELECT body, language FROM public.message_template
      WHERE template = $1 AND language IN ($3, $4) AND (partner_id = $2 OR partner_id IS NULL)
      ORDER BY (language = $3) DESC, (partner_id IS NOT NULL) DESC
      LIMIT 1`,
    [template, partnerId, language, DEFAULT_MESSAGE_LANGUAGE],
  );
  if (rows.length === 0) throw new Error(`no text for the message template ${template}`);
  return { body: fillPlaceholders(rows[0].body, values), language: rows[0].language };
}

/**
 * `{name}` replaced by its value, made safe for a text message: control characters and line breaks become
 * spaces (a customer's name cannot add lines or hide the rest), runs of spaces one, each value at most
 * 120 characters. A text message is shown as text by every phone, so `<script>` or `=cmd` in a name stays
 * those characters; the e-mail channel escapes for HTML when it comes.
 */
export function fillPlaceholders(body: string, values: Record<string, string>): string {
  return body.replace(/\{([a-z_]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return value
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120);
  });
}
