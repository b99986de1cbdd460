import { assertValidSchema } from 'graphql';
import type { ErrorCode } from '@/lib/domain/errorCodes';
import { opensOwnTransactions, type ActionHandlers } from './actions/contract';
import { DatabaseUnavailableError, DbError, type Database } from '../db/types';
import { DEFAULT_LIMITS, type Limits } from '../limits';
import type { Logger } from '../log';
import { parseActions } from './actions/actionModel';
import { isLookup } from './actions/runAction';
import { errorResponseBody, formatPath, GraphqlRequestError } from './errors';
import { executePlan, executeQuery, responseTooLarge, type IntrospectionInput } from './execute';
import { executeInTransaction } from './executeTransaction';
import type { Caller, CallerBudget } from './limits/callerBudget';
import { sharedGuesses, type Guesses } from './limits/guesses';
import { SharedBuckets } from './limits/sharedBuckets';
import { jsonDepth } from './limits/inputDepth';
import { ADMIN_ROLE, validateRegistry } from './model';
import { validateMutationPermissions } from './mutationModel';
import { ParseContext, type Session } from './parse/context';
import { PlanTrace } from './parse/planTrace';
import type { RootPlan } from './parse/queryRoot';
import { bindSlots, compileQueryPlan, type QueryPlan } from './plan/queryPlan';
import { preparingTransactions } from './preparingTransactions';
import { answerDbError } from './pgErrors';
import type { Registry } from './registry/types';
import { bindVariables, selectOperation } from './request/operation';
import { createRoleRuntime, type RoleRuntime } from './roleRuntime';

export interface GraphqlRequest {
  query: string;
  variables: Readonly<Record<string, unknown>>;
  operationName: string | undefined;
  /** The client's address as the HTTP layer resolved it (trusted proxies' X-Forwarded-For), for per-address limits. */
  clientAddress?: string;
}

export interface Engine {
  /**
   * Answers one GraphQL request with a response body: `{"data":…}` or `{"errors":[…]}`. Rejects with
   * DatabaseUnavailableError when the database cannot serve now (the HTTP layer answers 503).
   */
  execute(request: GraphqlRequest, session: Session): Promise<string>;
}

export interface EngineOptions {
  registry: Registry;
  db: Database;
  log: Logger;
  /** Deepest nesting allowed under data root fields. */
  maxDepth?: number;
  /** Parsed documents kept per role. */
  documentCacheSize?: number;
  /** Compiled query plans kept per role (plan/planCache.ts); as many as documents when absent. */
  planCacheSize?: number;
  /** The code behind the registry's actions, by action name; every action needs one. */
  actionHandlers?: ActionHandlers;
  /** The time a request's actions see as `now` (tests pin it). */
  clock?: () => Date;
  /** Cost limits (root fields, aliases, input depth, answer size); `DEFAULT_LIMITS` when absent. */
  limits?: Limits;
  /** Per-address budgets of callers without a token; none: unlimited. */
  budget?: CallerBudget;
  /** Shared budgets of guesses for the actions that open their own transactions; by default, buckets in `db`. */
  guesses?: Guesses;
}

/** Introspection nests deeply by design (type → ofType → …); the standard query needs about 12. */
const MAX_INTROSPECTION_DEPTH = 20;

export function createEngine(options: EngineOptions): Engine {
  const { db, log, registry } = options;
  const handlers = options.actionHandlers ?? {};
  const clock = options.clock ?? (() => new Date());
  const maxDepth = options.maxDepth ?? 10;
  const cacheSize = options.documentCacheSize ?? 256;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const budget = options.budget;
  checkRegistry(registry, handlers);

  const runtimes = new Map<string, RoleRuntime>();
  const runtimeFor = (role: string) => {
    let runtime = runtimes.get(role);
    if (!runtime) {
      runtime = createRoleRuntime(registry, role, cacheSize, limits, options.planCacheSize ?? cacheSize);
      runtimes.set(role, runtime);
    }
    return runtime;
  };
  // Every role's schema is built now, so a registry mistake (a clashing name, a bad type) stops startup.
  for (const role of rolesOf(registry)) assertValidSchema(runtimeFor(role).schema);
  const guesses = options.guesses ?? sharedGuesses(new SharedBuckets(db), log);
  const actions = { handlers, log, guesses };
  const transactionDb = preparingTransactions(db);

  /** The prepared document; an operation refused for its size also spends the caller's budget. */
  const prepareCounted = async (runtime: RoleRuntime, query: string, caller: Caller) => {
    try {
      return runtime.prepare(query);
    } catch (error) {
      if (error instanceof GraphqlRequestError && SIZE_REFUSALS.has(error.code)) await budget?.exhaust(caller);
      throw error;
    }
  };
  const withinSize = (body: string) => {
    if (Buffer.byteLength(body) > limits.maxResponseBytes) throw responseTooLarge(limits.maxResponseBytes);
    return body;
  };

  return {
    async execute(request, session) {
      const caller: Caller = { session, clientAddress: request.clientAddress };
      try {
        checkVariableDepth(request.variables, limits.maxInputDepth);
        const runtime = runtimeFor(session.role);
        const document = await prepareCounted(runtime, request.query, caller);
        const operation = selectOperation(document, request.operationName);
        if (operation.operation === 'mutation' && !runtime.mutationRoot) throw new GraphqlRequestError('no mutations exist');
        if (operation.operation === 'subscription') throw new GraphqlRequestError('no subscriptions exist');
        const depth = document.depth.get(operation) ?? { data: 0, introspection: 0 };
        if (depth.data > maxDepth || depth.introspection > MAX_INTROSPECTION_DEPTH) {
          throw new GraphqlRequestError(`the query exceeds the maximum depth of ${maxDepth}`);
        }
        await budget?.charge(caller, document.cost.get(operation)?.rootFields ?? 0);
        const variables = bindVariables(operation, request.variables, document.usedVariables.get(operation) ?? new Set());
        const selections = operation.selectionSet.selections;
        const planned = runtime.plans.operation(document, operation);
        if (planned) {
          // A plain query: its compiled plan, built by the first request of its shape.
          const key = planned.keyOf(request.variables);
          const cached = key === undefined ? undefined : runtime.plans.get(key);
          if (cached) return withinSize(await executePlan(db, cached, bindSlots(cached, new ParseContext(variables, session)), limits.maxResponseBytes));
          const trace = new PlanTrace<ParseContext>();
          const parser = runtime.queryRootWithActions ?? runtime.queryRoot;
          const roots = parser.parse(new ParseContext(variables, session, [], trace), selections, document.fragments) as RootPlan[];
          const plan = compileQueryPlan(roots, trace.slots) as QueryPlan; // never undefined: PlanCache.operation left introspection out
          const learned = trace.cacheable ? planned.learn(trace.shapeVariables, request.variables) : undefined;
          if (learned !== undefined) runtime.plans.set(learned, plan);
          return withinSize(await executePlan(db, plan, trace.values, limits.maxResponseBytes));
        }

        const ctx = new ParseContext(variables, session);
        const introspection: IntrospectionInput = { runtime, document, operation, variables: { ...request.variables } };
        const inTransaction = (plans: Parameters<typeof executeInTransaction>[1]['plans'], readOnly: boolean) =>
          executeInTransaction(transactionDb, {
            plans,
            session,
            readOnly,
            actions: { ...actions, lookups: budget?.lookups(caller) },
            log,
            now: clock(),
            clientAddress: request.clientAddress,
            introspection,
          });

        if (operation.operation === 'mutation' && runtime.mutationRoot) {
          return withinSize(await inTransaction(runtime.mutationRoot.parse(ctx, selections, document.fragments), false));
        }
        if (runtime.queryRootWithActions) {
          const plans = runtime.queryRootWithActions.parse(ctx, selections, document.fragments);
          // Query actions run in a read-only transaction, with the query's other fields.
          if (plans.some((plan) => plan.kind === 'action')) return withinSize(await inTransaction(plans, true));
          return withinSize(await executeQuery(db, plans as RootPlan[], introspection, limits.maxResponseBytes));
        }
        const plans = runtime.queryRoot.parse(ctx, selections, document.fragments);
        return withinSize(await executeQuery(db, plans, introspection, limits.maxResponseBytes));
      } catch (error) {
        return errorResponseBody([toResponseError(error, log)]);
      }
    },
  };
}

/** An operation refused for its size is no screen's: its sender loses the rest of its anonymous budget. */
const SIZE_REFUSALS: ReadonlySet<string> = new Set<ErrorCode>(['too-many-root-fields', 'too-many-aliases', 'input-too-deep']);

/** Variables are parsed recursively like literals: their depth is bounded before anything reads them. */
function checkVariableDepth(variables: Readonly<Record<string, unknown>>, max: number): void {
  for (const name of Object.keys(variables)) {
    if (jsonDepth(variables[name], max + 1) > max) {
      throw new GraphqlRequestError(`the value nests deeper than ${max} levels`, 'input-too-deep', formatPath(['variables', name]));
    }
  }
}

/** Throws on a registry mistake, so it fails at startup rather than on a request. */
function checkRegistry(registry: Registry, handlers: ActionHandlers): void {
  validateRegistry(registry);
  validateMutationPermissions(registry);
  for (const action of parseActions(registry)) {
    if (!handlers[action.name]) throw new Error(`registry: action ${action.name} has no handler`);
    if (isLookup(action) && !opensOwnTransactions(handlers[action.name])) {
      throw new Error(`registry: action ${action.name} may answer null (a lookup), so its handler must open its own transactions`);
    }
  }
}

/** Every role the registry names, and admin. */
function rolesOf(registry: Registry): Set<string> {
  const roles = new Set<string>([ADMIN_ROLE]);
  for (const table of registry.tables) {
    for (const list of [table.select_permissions, table.insert_permissions, table.update_permissions, table.delete_permissions]) {
      for (const entry of list ?? []) roles.add(entry.role);
    }
  }
  for (const action of registry.actions ?? []) for (const permission of action.permissions) roles.add(permission.role);
  return roles;
}

/**
 * Request errors go back as they are; database errors in our words (pgErrors.ts); anything else stays in
 * the log. A database that cannot serve now is not the request's error: it is thrown on, for a 503.
 */
function toResponseError(error: unknown, log: Logger): GraphqlRequestError {
  if (error instanceof DatabaseUnavailableError) throw error;
  if (error instanceof GraphqlRequestError) return error;
  if (error instanceof DbError) return answerDbError(error, log);
  log.error('unexpected error while answering a GraphQL request', error);
  return new GraphqlRequestError('unexpected error', 'unexpected');
}
