import { Kind } from 'graphql';
import {
  ActionError,
  opensOwnTransactions,
  type ActionCode,
  type ActionContext,
  type ActionHandlers,
  type OwnTransactionsContext,
} from './contract';
import { DatabaseUnavailableError, DbError } from '../../db/types';
import type { Logger } from '../../log';
import { GraphqlRequestError } from '../errors';
import type { LookupAllowance } from '../limits/callerBudget';
import type { Guesses } from '../limits/guesses';
import type { ActionModel } from './actionModel';
import { projectOutput, type OutputSelection } from './actionOutput';

/** One action root field, ready to run: the handler's input (checked JSON) and the client's selection. */
export interface ActionPlan {
  action: ActionModel;
  input: Record<string, unknown>;
  selection: OutputSelection;
}

/**
 * What the request gives its handlers: session, time and caller, and either its transaction (with the
 * writes kept after a rollback) or, for an action that opens its own, the means to open them.
 */
export type ActionRequest = Omit<ActionContext, 'log'> | Omit<OwnTransactionsContext, 'log' | 'guesses'>;

/** What the engine gives every handler, whatever the request. */
export interface ActionEnvironment {
  handlers: ActionHandlers;
  log: Logger;
  /** Shared budgets of guesses, for the actions that open their own transactions. */
  guesses: Guesses;
  /** The caller's allowance of lookups that find nothing; absent when the caller is not limited. */
  lookups?: LookupAllowance;
}

/**
 * Runs the action's handler on the request's transaction and returns its output as the client
 * selected it (JSON text). An ActionError is the caller's error, with the handler's code and
 * details; a database error (or a database that cannot serve now) is mapped by the caller like any
 * statement's; anything else is a bug, logged here and answered without details. Any error rolls the
 * whole request back.
 */
export async function runAction(plan: ActionPlan, request: ActionRequest, env: ActionEnvironment): Promise<string> {
  const name = plan.action.name;
  const handler = env.handlers[name];
  if (!handler) {
    env.log.error(`action ${name} has no handler`);
    throw internalError();
  }
  // Spent before the lookup runs, so parallel lookups count each other; given back unless it found nothing.
  const lookup = isLookup(plan.action) ? await env.lookups?.reserve() : undefined;
  let result: unknown;
  try {
    result = await callHandler(handler, plan.input, request, env);
  } catch (error) {
    await lookup?.giveBack();
    if (error instanceof ActionError) throw new GraphqlRequestError(error.message, error.code, '$', error.extensions);
    if (error instanceof DbError || error instanceof DatabaseUnavailableError) throw error;
    env.log.error(`action ${name} failed`, error);
    throw internalError();
  }
  if (result !== null && result !== undefined) await lookup?.giveBack();
  try {
    const json: unknown = result === undefined ? null : JSON.parse(JSON.stringify(result));
    return JSON.stringify(projectOutput(json, plan.action.outputType, plan.selection, plan.action.types, name));
  } catch (error) {
    env.log.error(`action ${name} answered a value that does not fit its output type`, error);
    throw internalError();
  }
}

function callHandler(code: ActionCode, input: Record<string, unknown>, request: ActionRequest, env: ActionEnvironment): Promise<unknown> {
  const shared = { log: env.log };
  if (opensOwnTransactions(code)) {
    if (!('transaction' in request)) throw new Error('an action that opens its own transactions was run inside the request\'s');
    return code.ownTransactions(input, { ...request, ...shared, guesses: env.guesses });
  }
  if (!('tx' in request)) throw new Error('an action that needs the request\'s transaction was run without one');
  return code(input, { ...request, ...shared });
}

/**
 * A query action that may answer null (`verify_card`): null means the caller's key matched nothing. Its
 * guesses are counted in the database around it, so it must open its own transactions (checked at start).
 */
export function isLookup(action: ActionModel): boolean {
  return action.kind === 'query' && action.outputType.kind !== Kind.NON_NULL_TYPE;
}

/** Hasura's answer when an action's webhook fails: no details leave the server. */
function internalError(): GraphqlRequestError {
  return new GraphqlRequestError('internal error', 'unexpected');
}
