import type { ValueNode } from 'graphql';
import type { ErrorCode } from '@/lib/domain/errorCodes';
import { formatPath, GraphqlRequestError, type PathSegment } from '../errors';
import type { PlanTrace } from './planTrace';
import type { GType } from './types';

/**
 * A value to parse: a literal from the query text, or JSON from the request's `variables`.
 * Hasura keeps the two apart because their rules differ (an enum literal vs a JSON string).
 */
export type InputValue = { readonly ast: ValueNode } | { readonly json: unknown };

export interface VariableBinding {
  name: string;
  type: GType;
  /** The supplied JSON value, else the declared default, else JSON null. */
  value: InputValue;
  hasNonNullDefault: boolean;
}

export interface Session {
  role: string;
  /** Session variables, keys lower-cased (`x-hasura-user-id`). */
  variables: Readonly<Record<string, string>>;
}

/**
 * Carries the request's variables and the JSON path of the value being parsed, for error messages; with a
 * trace, what the parse reads from the request is recorded so its plan can be cached (planTrace.ts).
 */
export class ParseContext {
  private readonly segments: PathSegment[];

  constructor(
    readonly variables: ReadonlyMap<string, VariableBinding>,
    readonly session: Session,
    base: readonly PathSegment[] = [],
    readonly trace?: PlanTrace<ParseContext>,
  ) {
    this.segments = [...base];
  }

  /** The current path, as a copy. */
  path(): PathSegment[] {
    return [...this.segments];
  }

  /** Continues at `path` (a cached plan's slots are parsed one after another, each at its own path). */
  moveTo(path: readonly PathSegment[]): void {
    this.segments.length = 0;
    for (const segment of path) this.segments.push(segment);
  }

  withKey<T>(key: PathSegment, fn: () => T): T {
    this.segments.push(key);
    const result = fn();
    this.segments.pop();
    return result;
  }

  /** An error at the current path; thrown errors leave the path as it was at the throw. */
  error(message: string, code: ErrorCode = 'validation-failed'): GraphqlRequestError {
    return new GraphqlRequestError(message, code, formatPath(this.segments));
  }
}
