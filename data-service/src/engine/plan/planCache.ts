import type { FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { Lru } from '../document/lru';
import type { PreparedDocument } from '../document/prepareDocument';
import { rootFields } from '../document/rootFields';
import type { QueryPlan } from './queryPlan';

/**
 * One role's compiled query plans, as Hasura's plan cache: the SQL of a query is built once and reused by
 * every request whose variables give it the same shape. A plan is found by its operation (the parsed
 * document is cached per role already, so the same text is the same node) and by a key made of what the
 * parse read where it decides the statement's shape (planTrace.ts): which variables the request gave,
 * and the values of those read as shape variables. Values read only as parameters are not in the key:
 * each request's are parsed again, into the plan's slots. Bounded: the least recently used plans go.
 */
export class PlanCache {
  private readonly operations = new WeakMap<OperationDefinitionNode, OperationPlans | null>();
  private readonly plans: Lru<string, QueryPlan>;
  private nextId = 1;

  constructor(
    capacity: number,
    /** Root fields a plan cannot answer with SQL alone: the role's query actions. */
    private readonly actionFields: ReadonlySet<string>,
  ) {
    this.plans = new Lru(capacity);
  }

  /** How plans of this operation are keyed; undefined when it is no plain query (a mutation, introspection, an action). */
  operation(document: PreparedDocument, operation: OperationDefinitionNode): OperationPlans | undefined {
    let entry = this.operations.get(operation);
    if (entry === undefined) {
      entry = operation.operation === 'query' && onlySqlFields(operation.selectionSet, document.fragments, this.actionFields) ? new OperationPlans(this.nextId++, operation) : null;
      this.operations.set(operation, entry);
    }
    return entry ?? undefined;
  }

  get(key: string): QueryPlan | undefined {
    return this.plans.get(key);
  }

  set(key: string, plan: QueryPlan): void {
    this.plans.set(key, plan);
  }

  get size(): number {
    return this.plans.size;
  }
}

/** Keys are kept in memory with their plans: a `where` object as large as a body may be is not. */
const MAX_KEY_LENGTH = 2048;

/** The plans of one operation: which variables it declares, and which of them have shaped a plan so far. */
export class OperationPlans {
  private readonly declared: readonly string[];
  /** Every variable any parse of this operation read as a shape variable; only grows. */
  private shapeVariables: readonly string[] = [];

  constructor(
    private readonly id: number,
    operation: OperationDefinitionNode,
  ) {
    this.declared = (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
  }

  /**
   * The key of a request's plan; undefined when a shape variable's value cannot be written down exactly
   * (not plain JSON) or makes the key too long to keep, and the request is then planned afresh. Two
   * requests with the same key parse alike: the shape variables' values are the same, and the rest only
   * fill slots.
   */
  keyOf(variables: Readonly<Record<string, unknown>>): string | undefined {
    // The number of shape variables tells the key's layout apart once more of them are known.
    let key = `${this.id}.${this.shapeVariables.length}:`;
    for (const name of this.declared) key += Object.prototype.hasOwnProperty.call(variables, name) ? '1' : '0';
    for (const name of this.shapeVariables) {
      if (!Object.prototype.hasOwnProperty.call(variables, name)) {
        key += '|';
        continue;
      }
      const value = exactJson(variables[name]);
      if (value === undefined) return undefined;
      key += `|${value}`;
    }
    return key.length <= MAX_KEY_LENGTH ? key : undefined;
  }

  /** Takes in the shape variables a parse read; the key of the request that parse was for. */
  learn(shapeVariables: ReadonlySet<string>, variables: Readonly<Record<string, unknown>>): string | undefined {
    const added = [...shapeVariables].filter((name) => !this.shapeVariables.includes(name));
    if (added.length > 0) this.shapeVariables = [...this.shapeVariables, ...added];
    return this.keyOf(variables);
  }
}

/**
 * A JSON value written so that different values are never written alike (`-0` apart from `0`); undefined
 * for anything a JSON body cannot hold (undefined, functions, class instances, sparse arrays).
 */
export function exactJson(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) return undefined;
      return Object.is(value, -0) ? '-0' : String(value);
    case 'object': {
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i += 1) {
          if (!(i in value)) return undefined;
          const item = exactJson(value[i]);
          if (item === undefined) return undefined;
          out += `${i === 0 ? '' : ','}${item}`;
        }
        return `${out}]`;
      }
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) return undefined;
      let out = '{';
      let first = true;
      for (const key of Object.keys(value)) {
        const item = exactJson((value as Record<string, unknown>)[key]);
        if (item === undefined) return undefined;
        out += `${first ? '' : ','}${JSON.stringify(key)}:${item}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      return undefined;
  }
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** No root field (through any fragment, skipped or not) is introspection or an action. */
function onlySqlFields(set: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, actionFields: ReadonlySet<string>): boolean {
  return rootFields(set, fragments).every((field) => !INTROSPECTION_FIELDS.has(field.name.value) && !actionFields.has(field.name.value));
}
