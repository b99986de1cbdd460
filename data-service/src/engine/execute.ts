import { defaultFieldResolver, execute, type GraphQLFieldResolver, type OperationDefinitionNode } from 'graphql';
import { PREPARED, type Database, type Queryable, type QueryOptions } from '../db/types';
import type { PreparedDocument } from './document/prepareDocument';
import { boundParams, type QueryPlan } from './plan/queryPlan';
import type { RoleRuntime } from './roleRuntime';
import { GraphqlRequestError } from './errors';
import type { RootPlan } from './parse/queryRoot';
import { compileSelect } from './sql/compileSelect';

/**
 * Runs a query's root fields and returns the response body. Each data root field is one SQL
 * statement whose JSON is spliced into the body as text, without parsing it in Node (answersOf).
 */
export async function executeQuery(
  db: Database,
  plans: RootPlan[],
  introspection: IntrospectionInput | undefined,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<string> {
  const selects = plans.flatMap((plan) => (plan.kind === 'select' ? [plan] : []));
  const answers = await answersOf(db, selects.map((plan) => compileSelect(plan.query)), maxBytes);
  const results = new Map(selects.map((plan, i) => [plan.key, answers[i]]));

  if (introspection && plans.some((plan) => plan.kind === 'introspection')) {
    return executeWithIntrospection(introspection, results);
  }
  const members = plans.map((plan) => {
    const value = plan.kind === 'select' ? results.get(plan.key) : plan.kind === 'typename' ? JSON.stringify(plan.typename) : 'null';
    return `${JSON.stringify(plan.key)}:${value}`;
  });
  return `{"data":{${members.join(',')}}}`;
}

/**
 * Runs a plan's statements with this request's slot values and builds the body around their answers, as
 * executeQuery does. Its statements run again and again: the database may keep them prepared.
 */
export async function executePlan(db: Database, plan: QueryPlan, values: readonly unknown[], maxBytes: number): Promise<string> {
  const statements = plan.statements.map((statement) => ({ text: statement.text, params: boundParams(statement, values) }));
  const answers = await answersOf(db, statements, maxBytes, PREPARED);
  let body = plan.parts[0];
  for (let i = 0; i < answers.length; i += 1) body += answers[i] + plan.parts[i + 1];
  return body;
}

/**
 * Each statement's JSON answer (one row, column `data`), as text. Several statements read one consistent
 * snapshot (a read-only repeatable-read transaction). Once the answers pass `maxBytes`, the rest are not
 * asked for: the request is answered `response-too-large`.
 */
async function answersOf(
  db: Database,
  statements: readonly { text: string; params: unknown[] }[],
  maxBytes: number,
  options?: QueryOptions,
): Promise<string[]> {
  const runAll = async (handle: Queryable) => {
    const answers: string[] = [];
    let bytes = 0;
    for (const statement of statements) {
      const { rows } = await handle.query<{ data: string }>(statement.text, statement.params, options);
      const data = rows[0]?.data ?? 'null';
      bytes += Buffer.byteLength(data);
      if (bytes > maxBytes) throw responseTooLarge(maxBytes);
      answers.push(data);
    }
    return answers;
  };
  if (statements.length <= 1) return runAll(db);
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return runAll(tx);
  });
}

export function responseTooLarge(maxBytes: number): GraphqlRequestError {
  return new GraphqlRequestError(`the answer would be larger than ${maxBytes} bytes; ask for fewer rows or fields`, 'response-too-large');
}

export interface IntrospectionInput {
  runtime: RoleRuntime;
  document: PreparedDocument;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
}

/**
 * With `__schema` / `__type` in the query, graphql-js executes the whole operation: introspection
 * from the role's schema, data fields from the rows already fetched (looked up by response key).
 */
export function executeWithIntrospection(input: IntrospectionInput, results: ReadonlyMap<string, string>): string {
  const rootValue = Object.fromEntries([...results].map(([key, text]) => [key, JSON.parse(text) as unknown]));
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) =>
    info.parentType.name.startsWith('__')
      ? defaultFieldResolver(source, args, context, info)
      : (source as Record<string, unknown> | null)?.[info.path.key as string];
  const result = execute({
    schema: input.runtime.schema,
    document: { ...input.document.document, definitions: [input.operation, ...input.document.fragments.values()] },
    variableValues: input.variables,
    rootValue,
    fieldResolver,
  });
  if ('then' in result) throw new Error('introspection unexpectedly asynchronous');
  if (result.errors && result.errors.length > 0) throw new GraphqlRequestError(result.errors[0].message);
  return JSON.stringify({ data: result.data });
}
