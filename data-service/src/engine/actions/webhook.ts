import { DatabaseUnavailableError, DbError, type Database } from '../../db/types';
import type { Logger } from '../../log';
import type { Registry } from '../registry/types';
import { GraphqlRequestError, webhookErrorBody } from '../errors';
import type { CallerBudget } from '../limits/callerBudget';
import { sharedGuesses, type Guesses } from '../limits/guesses';
import { SharedBuckets } from '../limits/sharedBuckets';
import { ADMIN_ROLE } from '../model';
import { ParseContext, type InputValue, type Session } from '../parse/context';
import { parseFields } from '../parse/inputParsers';
import { answerDbError } from '../pgErrors';
import { preparingTransactions } from '../preparingTransactions';
import { inTransactionKeepingWrites } from '../transactionKeepingWrites';
import { UNAVAILABLE_HTTP_STATUS, unavailableError } from '../unavailableError';
import { argumentFieldsOf } from './actionInput';
import { parseActions, type ActionModel } from './actionModel';
import { wholeOutput } from './actionOutput';
import { opensOwnTransactions, type ActionHandlers } from './contract';
import { runAction, type ActionPlan } from './runAction';

/**
 * The registry's actions as Hasura action webhooks, so real Hasura can run them: it POSTs
 * `{ action: { name }, input, session_variables, request_query }` and reads a 2xx body as the action's
 * output (it applies the client's selection itself), a 4xx body `{ message, extensions }` as the
 * client's error. The same handlers, argument checks, transactions and idempotency as a GraphQL request
 * to the embedded engine, so both engines answer one input alike.
 */

export interface ActionWebhookOptions {
  registry: Registry;
  db: Database;
  log: Logger;
  actionHandlers: ActionHandlers;
  /** The time an action sees as `now` (tests pin it). */
  clock?: () => Date;
  /** The anonymous callers' allowance of failed lookups (`verify_card`), per client address. */
  budget?: Pick<CallerBudget, 'lookups'>;
  /** Shared budgets of guesses for the actions that open their own transactions; by default, buckets in `db`. */
  guesses?: Guesses;
}

export interface WebhookAnswer {
  status: number;
  /** JSON text: the action's output, or `{ message, extensions: { code, … } }`. */
  body: string;
  /** With a 503 (the database cannot serve now): when to send the call again, for `Retry-After`. */
  retryAfterSeconds?: number;
}

/** Answers one webhook call: `payload` is the parsed JSON body Hasura posted. */
export type ActionWebhook = (payload: unknown, clientAddress: string | undefined) => Promise<WebhookAnswer>;

interface WebhookCall {
  action: ActionModel;
  input: Record<string, unknown>;
  session: Session;
}

export function createActionWebhook(options: ActionWebhookOptions): ActionWebhook {
  const { log, actionHandlers: handlers } = options;
  // As the engine runs its actions: the handlers' fixed statements kept prepared.
  const db = preparingTransactions(options.db);
  const clock = options.clock ?? (() => new Date());
  const guesses = options.guesses ?? sharedGuesses(new SharedBuckets(options.db), log);
  const actions = new Map(parseActions(options.registry).map((action) => [action.name, action]));
  const permitted = new Map((options.registry.actions ?? []).map((a) => [a.name, new Set(a.permissions.map((p) => p.role))]));
  const outputs = new Map([...actions.values()].map((action) => [action, wholeOutput(action.types, action.outputType)]));

  const run = async ({ action, input, session }: WebhookCall, clientAddress: string | undefined): Promise<string> => {
    const plan: ActionPlan = { action, input, selection: outputs.get(action) ?? { kind: 'leaf' } };
    const env = { handlers, log, guesses, lookups: options.budget?.lookups({ session, clientAddress }) };
    const now = clock();
    if (opensOwnTransactions(handlers[action.name])) {
      return runAction(plan, { session, now, clientAddress, transaction: db.transaction.bind(db) }, env);
    }
    // Query actions read one snapshot, as the embedded engine runs them.
    const transaction = { readOnly: action.kind === 'query', log };
    return inTransactionKeepingWrites(db, transaction, (tx, afterRollback) =>
      runAction(plan, { tx, session, now, clientAddress, afterRollback }, env),
    );
  };

  return async (payload, clientAddress) => {
    try {
      const call = readCall(payload, actions, permitted);
      return { status: 200, body: await run(call, clientAddress) };
    } catch (error) {
      return errorAnswer(error, log);
    }
  };
}

/** The action, its checked input and the caller's session, from Hasura's payload; or the 4xx refusal. */
function readCall(payload: unknown, actions: ReadonlyMap<string, ActionModel>, permitted: ReadonlyMap<string, ReadonlySet<string>>): WebhookCall {
  if (!isObject(payload) || !isObject(payload.action) || typeof payload.action.name !== 'string') {
    throw badPayload('$.action.name', 'a Hasura action payload names its action in action.name');
  }
  if (!isObject(payload.input)) throw badPayload('$.input', 'input must be an object of the action\'s arguments');
  const session = sessionOf(payload.session_variables);
  const name = payload.action.name;
  const action = actions.get(name);
  const roles = permitted.get(name);
  if (!action) throw new GraphqlRequestError(`action '${name}' does not exist`, 'not-found', '$.action.name');
  if (session.role !== ADMIN_ROLE && !roles?.has(session.role)) {
    throw new GraphqlRequestError(`role '${session.role}' may not call action '${name}'`, 'access-denied', '$.session_variables');
  }
  const ctx = new ParseContext(new Map(), session, ['input']);
  const entries = new Map(Object.entries(payload.input).map(([key, value]): [string, InputValue] => [key, { json: value }]));
  const values = parseFields(ctx, name, argumentFieldsOf(action), entries);
  return { action, input: Object.fromEntries(values), session };
}

/** Hasura's session variables (names in any case; every value text) with the role it resolved. */
function sessionOf(variables: unknown): Session {
  if (!isObject(variables)) throw badPayload('$.session_variables', 'session_variables must be an object');
  const lowerCased: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (typeof value !== 'string') throw badPayload('$.session_variables', `session variable ${name} must be text`);
    lowerCased[name.toLowerCase()] = value;
  }
  const role = lowerCased['x-hasura-role'];
  if (!role) throw badPayload('$.session_variables', 'session_variables must name the role (x-hasura-role)');
  return { role, variables: lowerCased };
}

function badPayload(path: string, message: string): GraphqlRequestError {
  return new GraphqlRequestError(message, 'bad-request', path);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Hasura's webhook error shape. Refusals are 400, and Hasura passes their message and extensions to the
 * client; a bug is 500 with no details, which Hasura answers as an internal error; a database that cannot
 * serve now is 503 with when to try again.
 */
function errorAnswer(error: unknown, log: Logger): WebhookAnswer {
  if (error instanceof DatabaseUnavailableError) {
    return { status: UNAVAILABLE_HTTP_STATUS, body: webhookErrorBody(unavailableError(error)), retryAfterSeconds: error.retryAfterSeconds };
  }
  let refusal: GraphqlRequestError;
  if (error instanceof GraphqlRequestError) refusal = error;
  else if (error instanceof DbError) refusal = answerDbError(error, log);
  else {
    log.error('unexpected error while answering an action webhook', error);
    refusal = new GraphqlRequestError('internal error', 'unexpected');
  }
  return { status: refusal.code === 'unexpected' ? 500 : 400, body: webhookErrorBody(refusal) };
}
