import type { GraphQLSchema } from 'graphql';
import { Lru } from './document/lru';
import { DEFAULT_LIMITS } from '../limits';
import { prepareDocument, type DocumentLimits, type PreparedDocument } from './document/prepareDocument';
import { GraphqlRequestError } from './errors';
import { buildRoleModel, type RoleModel } from './model';
import { mutationRootParser, queryRootWithActionsParser, type OperationParser } from './parse/mutationRoot';
import { queryRootParser, type QueryRootParser } from './parse/queryRoot';
import { PlanCache } from './plan/planCache';
import type { Registry } from './registry/types';
import { buildSchema } from './schema/buildSchema';

/** Everything built once per role: its model, GraphQL schema, parsers, and its caches of documents and query plans. */
export interface RoleRuntime {
  model: RoleModel;
  schema: GraphQLSchema;
  queryRoot: QueryRootParser;
  /** Present when the role has query actions: its queries then run in a transaction, with the actions. */
  queryRootWithActions: OperationParser | undefined;
  /** Present when the schema has a `mutation_root`. */
  mutationRoot: OperationParser | undefined;
  /** Parsed and validated document for a query text; invalid texts are cached as their error. */
  prepare(query: string): PreparedDocument;
  /** Queries compiled to SQL, reused by requests of the same shape. */
  plans: PlanCache;
}

type CachedDocument = { document: PreparedDocument } | { error: GraphqlRequestError };

export function createRoleRuntime(
  registry: Registry,
  role: string,
  documentCacheSize: number,
  documentLimits: DocumentLimits = DEFAULT_LIMITS,
  planCacheSize: number = documentCacheSize,
): RoleRuntime {
  const model = buildRoleModel(registry, role);
  const schema = buildSchema(model);
  const documents = new Lru<string, CachedDocument>(documentCacheSize);
  const queryRoot = queryRootParser(model);
  return {
    model,
    schema,
    queryRoot,
    queryRootWithActions: model.actions.some((a) => a.kind === 'query') ? queryRootWithActionsParser(model, queryRoot) : undefined,
    mutationRoot: schema.getMutationType() ? mutationRootParser(model) : undefined,
    plans: new PlanCache(planCacheSize, new Set(model.actions.filter((a) => a.kind === 'query').map((a) => a.name))),
    prepare(query) {
      let cached = documents.get(query);
      if (!cached) {
        try {
          cached = { document: prepareDocument(schema, query, documentLimits) };
        } catch (error) {
          if (!(error instanceof GraphqlRequestError)) throw error;
          cached = { error };
        }
        documents.set(query, cached);
      }
      if ('error' in cached) throw cached.error;
      return cached.document;
    },
  };
}
