import { DbError, type Database } from '../db/types';
import type { Logger } from '../log';
import { errorResponseBody, GraphqlRequestError } from './errors';
import { executeQuery } from './execute';
import { validateRegistry } from './model';
import { ParseContext, type Session } from './parse/context';
import { toHasuraDbError } from './pgErrors';
import type { Registry } from './registry/types';
import { bindVariables, selectOperation } from './request/operation';
import { createRoleRuntime, type RoleRuntime } from './roleRuntime';

export interface GraphqlRequest {
  query: string;
  variables: Readonly<Record<string, unknown>>;
  operationName: string | undefined;
}

export interface Engine {
  /** Answers one GraphQL request with a response body: `{"data":…}` or `{"errors":[…]}`. */
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
}

/** Introspection nests deeply by design (type → ofType → …); the standard query needs about 12. */
const MAX_INTROSPECTION_DEPTH = 20;

export function createEngine(options: EngineOptions): Engine {
  validateRegistry(options.registry);
  const { db, log } = options;
  const maxDepth = options.maxDepth ?? 10;
  const cacheSize = options.documentCacheSize ?? 256;
  const runtimes = new Map<string, RoleRuntime>();
  const runtimeFor = (role: string) => {
    let runtime = runtimes.get(role);
    if (!runtime) {
      runtime = createRoleRuntime(options.registry, role, cacheSize);
      runtimes.set(role, runtime);
    }
    return runtime;
  };

  return {
    async execute(request, session) {
      try {
        const runtime = runtimeFor(session.role);
        const document = runtime.prepare(request.query);
        const operation = selectOperation(document, request.operationName);
        if (operation.operation === 'mutation') throw new GraphqlRequestError('no mutations exist');
        if (operation.operation === 'subscription') throw new GraphqlRequestError('no subscriptions exist');
        const depth = document.depth.get(operation) ?? { data: 0, introspection: 0 };
        if (depth.data > maxDepth || depth.introspection > MAX_INTROSPECTION_DEPTH) {
          throw new GraphqlRequestError(`the query exceeds the maximum depth of ${maxDepth}`);
        }
        const variables = bindVariables(operation, request.variables);
        const ctx = new ParseContext(variables, session);
        const plans = runtime.queryRoot.parse(ctx, operation.selectionSet.selections, document.fragments);
        return await executeQuery(db, plans, { runtime, document, operation, variables: { ...request.variables } });
      } catch (error) {
        return errorResponseBody([toResponseError(error, log)]);
      }
    },
  };
}

/** Request errors go back as they are; database errors as Hasura words them; anything else stays in the log. */
function toResponseError(error: unknown, log: Logger): GraphqlRequestError {
  if (error instanceof GraphqlRequestError) return error;
  if (error instanceof DbError) {
    const mapped = toHasuraDbError(error);
    if (mapped.code === 'unexpected') log.error(`database error ${error.code ?? ''}: ${error.message}`, error);
    return mapped;
  }
  log.error('unexpected error while answering a GraphQL request', error);
  return new GraphqlRequestError('unexpected error', 'unexpected');
}
