import type { DirectiveNode } from 'graphql';
import { GraphqlRequestError } from '../errors';
import type { InputValue, ParseContext } from '../parse/context';
import { booleanParser, fieldRequired, parseFields } from '../parse/inputParsers';

/**
 * The directives a request may carry, checked in Hasura's words (`Hasura.GraphQL.Parser.Directives`):
 * only `@include(if:)` and `@skip(if:)` exist, on fields, fragment spreads and inline fragments.
 */

/** Where a directive sits, as Hasura names the place in its messages. */
export type DirectivePlace =
  | 'a query'
  | 'a mutation'
  | 'a subscription'
  | 'a field'
  | 'a fragment definition'
  | 'a fragment spread'
  | 'an inline fragment'
  | 'a variable definition';

const INCLUSION_PLACES: ReadonlySet<DirectivePlace> = new Set(['a field', 'a fragment spread', 'an inline fragment']);
const INCLUSION_DIRECTIVES = new Set(['include', 'skip']);
const IF_ARGUMENT = [fieldRequired('if', booleanParser)];

/** Throws Hasura's error for the first directive that is unknown or misplaced, or names an unknown argument. */
export function checkDirectives(directives: readonly DirectiveNode[] | undefined, place: DirectivePlace, error: (message: string) => GraphqlRequestError): void {
  if (!directives?.length) return;
  for (const directive of directives) {
    const name = directive.name.value;
    if (!INCLUSION_DIRECTIVES.has(name)) throw error(`directive "${name}" is not defined in the schema`);
    if (!INCLUSION_PLACES.has(place)) throw error(`directive "${name}" is not allowed on ${place}`);
    const unknown = directive.arguments?.find((argument) => argument.name.value !== 'if');
    if (unknown) throw error(`"${name}" has no argument named "${unknown.name.value}"`);
  }
  const names = directives.map((directive) => directive.name.value);
  const repeated = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
  if (repeated.length > 0) throw error(`the following directives are used more than once: ${repeated.join(', ')}`);
}

/** False under `@skip(if: true)` or `@include(if: false)`; the directives were checked already. */
export function isIncluded(ctx: ParseContext, directives: readonly DirectiveNode[] | undefined): boolean {
  for (const directive of directives ?? []) {
    const name = directive.name.value;
    const args = new Map<string, InputValue>((directive.arguments ?? []).map((a) => [a.name.value, { ast: a.value }]));
    const condition = parseFields(ctx, name, IF_ARGUMENT, args).get('if') as boolean;
    if (name === 'skip' ? condition : !condition) return false;
  }
  return true;
}

/** A document-level place's error (an operation, a fragment definition, a variable): at `$`, as Hasura reports them. */
export function documentError(message: string): GraphqlRequestError {
  return new GraphqlRequestError(message, 'validation-failed', '$');
}
