import type { Engine, GraphqlRequest } from '../engine/engine';
import { errorResponseBody, GraphqlRequestError } from '../engine/errors';
import type { Session } from '../engine/parse/context';
import { aesonKindOf as kindOf } from './aesonKind';
import { parseJsonBody } from './jsonBody';

/** Who asks, and how much one body may ask. */
export interface BodyContext {
  session: Session;
  clientAddress: string | undefined;
  maxBatchOperations: number;
}

/**
 * The body of `POST /v1/graphql`: one request object, or an array of them (Hasura's batching, answered
 * by an array, at most `maxBatchOperations` long). Malformed bodies get Hasura's `invalid-json` /
 * `parse-failed` errors.
 */
export async function answerGraphqlBody(body: Buffer, engine: Engine, context: BodyContext): Promise<string> {
  let payload: unknown;
  try {
    payload = parseJsonBody(body);
  } catch {
    return errorResponseBody([new GraphqlRequestError('invalid json', 'invalid-json')]);
  }
  if (Array.isArray(payload)) {
    if (payload.length > context.maxBatchOperations) {
      const message = `the batch holds ${payload.length} operations; at most ${context.maxBatchOperations} are allowed`;
      return errorResponseBody([new GraphqlRequestError(message, 'too-many-operations')]);
    }
    const answers: string[] = [];
    for (const item of payload) answers.push(await answerOne(item, engine, context));
    return `[${answers.join(',')}]`;
  }
  return answerOne(payload, engine, context);
}

async function answerOne(payload: unknown, engine: Engine, context: BodyContext): Promise<string> {
  let request: GraphqlRequest;
  try {
    request = decodeRequest(payload);
  } catch (error) {
    if (error instanceof GraphqlRequestError) return errorResponseBody([error]);
    throw error;
  }
  request.clientAddress = context.clientAddress;
  return engine.execute(request, context.session);
}

const REQUEST_TYPE = 'Hasura.GraphQL.Transport.HTTP.Protocol.GQLReq(GQLReq)';

export function decodeRequest(payload: unknown): GraphqlRequest {
  const failed = (path: string, message: string) => new GraphqlRequestError(message, 'parse-failed', path);
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw failed('$', `parsing ${REQUEST_TYPE} failed, expected Object, but encountered ${kindOf(payload)}`);
  }
  const { query, variables, operationName } = payload as Record<string, unknown>;
  if (!('query' in payload)) throw failed('$', `parsing ${REQUEST_TYPE} failed, key "query" not found`);
  if (typeof query !== 'string') {
    throw failed('$.query', `parsing Text failed, expected String, but encountered ${kindOf(query)}`);
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw failed('$.operationName', `parsing Text failed, expected String, but encountered ${kindOf(operationName)}`);
  }
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw failed('$.variables', `parsing HashMap failed, expected Object, but encountered ${kindOf(variables)}`);
  }
  return {
    query,
    variables: (variables as Record<string, unknown> | null | undefined) ?? {},
    operationName: operationName ?? undefined,
  };
}
