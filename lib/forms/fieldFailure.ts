import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import type { RequestFailure } from './submitOnce';

// Apart from ./submitOnce, as ./readFailure is: it loads Apollo's errors, which no form's first load should carry.

/** A request's failure as a form shows it: the service's words and code, and the form field it blamed. */
export interface FieldFailure<Field extends string> extends RequestFailure {
  /** The form field the service blamed (its `extensions.field`, as the form names it). */
  field?: Field;
}

export interface FieldFailureOptions {
  /** Blame a field only under this code (a rule broken), whatever field another refusal names. */
  blamedOnlyOn?: string;
}

/**
 * The failure to show for `error`: the spec's formatted message, the first error's `extensions.code`, and
 * its `extensions.field` through `fieldOf` (the form's `formFieldLookup`).
 */
export function fieldFailure<Field extends string>(
  error: unknown,
  fieldOf: (serverField: unknown) => Field | undefined,
  { blamedOnlyOn }: FieldFailureOptions = {},
): FieldFailure<Field> {
  const code = errorCode(error);
  const blames = CombinedGraphQLErrors.is(error) && (blamedOnlyOn === undefined || code === blamedOnlyOn);
  const field = fieldOf(blames ? error.errors[0]?.extensions?.field : undefined);
  return { message: formatGraphQLError(error), ...(code ? { code } : {}), ...(field ? { field } : {}) };
}
