import type { ParseContext } from '../parse/context';
import { ParameterSlot, type SlotRecipe } from '../parse/planTrace';
import type { RootPlan } from '../parse/queryRoot';
import { compileSelect } from '../sql/compileSelect';

/**
 * A query's root fields compiled to SQL once, for every request of the same shape (planCache.ts): the
 * statements' text, their parameters — fixed values, or slots the request fills in — and the response
 * body around their answers.
 */
export interface QueryPlan {
  /** One statement per data root field, in document order. */
  statements: readonly PlannedStatement[];
  /** The body is `parts[0] + answer[0] + parts[1] + … + answer[n-1] + parts[n]`. */
  parts: readonly string[];
  /** How each slot's value is made from a request, in the order the parse met them. */
  slots: readonly SlotRecipe<ParseContext>[];
}

export interface PlannedStatement {
  text: string;
  /** Values, and `ParameterSlot`s standing for the request's. */
  params: readonly unknown[];
}

/** Undefined when a root field needs more than SQL (introspection). */
export function compileQueryPlan(plans: readonly RootPlan[], slots: readonly SlotRecipe<ParseContext>[]): QueryPlan | undefined {
  const statements: PlannedStatement[] = [];
  const parts: string[] = [];
  let part = '{"data":{';
  for (const [i, plan] of plans.entries()) {
    part += `${i === 0 ? '' : ','}${JSON.stringify(plan.key)}:`;
    if (plan.kind === 'introspection') return undefined;
    if (plan.kind === 'typename') {
      part += JSON.stringify(plan.typename);
      continue;
    }
    const compiled = compileSelect(plan.query);
    statements.push({ text: compiled.text, params: compiled.params });
    parts.push(part);
    part = '';
  }
  parts.push(`${part}}}`);
  return { statements, parts, slots };
}

/** The slots' values for one request: each parsed again at its own path, so a bad value fails as the full parse would. */
export function bindSlots(plan: QueryPlan, ctx: ParseContext): unknown[] {
  const values = new Array<unknown>(plan.slots.length);
  for (let i = 0; i < plan.slots.length; i += 1) {
    const slot = plan.slots[i];
    ctx.moveTo(slot.path);
    values[i] = slot.value(ctx);
  }
  return values;
}

/** A statement's parameters with the slots filled in. */
export function boundParams(statement: PlannedStatement, values: readonly unknown[]): unknown[] {
  const params = new Array<unknown>(statement.params.length);
  for (let i = 0; i < params.length; i += 1) {
    const param = statement.params[i];
    params[i] = param instanceof ParameterSlot ? values[param.index] : param;
  }
  return params;
}
