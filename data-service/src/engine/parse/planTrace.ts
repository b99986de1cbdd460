import type { PathSegment } from '../errors';

/**
 * What a query's parse read from its request, recorded so that its compiled SQL can be reused (see
 * plan/planCache.ts). Every request variable the parse reads is either
 * - read where it can change what the statement looks like (`where: $w`, `limit: $n`, `@skip(if: $s)`):
 *   a shape variable, whose value goes into the cache key; or
 * - read only to produce one SQL parameter's value (`{ code: { _eq: $code } }`): the parameter becomes a
 *   slot, and a later request with the same shape re-parses just that value, at the same path, with the
 *   same checks and messages.
 * Session variables in permission filters become slots too. `C` is the parse context the slots replay in.
 */
export class PlanTrace<C> {
  /** Variables read where they may decide the statement's shape. */
  readonly shapeVariables = new Set<string>();
  /** How each slot's value is made from a request, in the order the parse met them (so errors come in that order). */
  readonly slots: SlotRecipe<C>[] = [];
  /** This request's slot values, by slot index. */
  readonly values: unknown[] = [];
  /** False when the parse read something that shapes the statement and the cache key cannot hold (a session value). */
  cacheable = true;
  private inParameter = false;
  private parameterReads = 0;

  /** The parse resolved the request variable `name`. */
  read(name: string): void {
    if (this.inParameter) this.parameterReads += 1;
    else this.shapeVariables.add(name);
  }

  /**
   * Parses one SQL parameter's value with `value`. When that read request variables, the result is a slot
   * standing for the value (its value for this request in `values`); a literal stays what it is.
   */
  parameter<T>(ctx: C, path: readonly PathSegment[], value: (ctx: C) => T): T | ParameterSlot {
    if (this.inParameter) return value(ctx);
    this.inParameter = true;
    const readsBefore = this.parameterReads;
    let result: T;
    try {
      result = value(ctx);
    } finally {
      this.inParameter = false;
    }
    return this.parameterReads === readsBefore ? result : this.slot(path, value, result);
  }

  /** A parameter whose value comes from the request: `value` makes it again for another request. */
  slot(path: readonly PathSegment[], value: (ctx: C) => unknown, current: unknown): ParameterSlot {
    this.slots.push({ path, value });
    this.values.push(current);
    return new ParameterSlot(this.slots.length - 1);
  }
}

export interface SlotRecipe<C> {
  /** Where the value sits in the request, for error paths. */
  path: readonly PathSegment[];
  value: (ctx: C) => unknown;
}

/** Stands for a request's value in the IR and among a compiled statement's parameters. */
export class ParameterSlot {
  constructor(readonly index: number) {}
}
