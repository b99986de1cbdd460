import { ActionError, type ActionHandlers } from '../../actions/types';
import type { ActionAuth } from '../../auth/actionAuth';
import { DbError, type Queryable } from '../../db/types';
import type { Logger } from '../../log';
import { GraphqlRequestError } from '../errors';
import type { Session } from '../parse/context';
import type { ActionModel } from './actionModel';
import { projectOutput, type OutputSelection } from './actionOutput';

/** One action root field, ready to run: the handler's input (checked JSON) and the client's selection. */
export interface ActionPlan {
  action: ActionModel;
  input: Record<string, unknown>;
  selection: OutputSelection;
}

/** What the request gives its handlers: its transaction, session and time, and its writes kept after a rollback. */
export interface ActionRequest {
  tx: Queryable;
  session: Session;
  now: Date;
  afterRollback(write: (tx: Queryable) => Promise<void>): void;
}

/** What the engine gives every handler, whatever the request. */
export interface ActionEnvironment {
  handlers: ActionHandlers;
  log: Logger;
  auth: ActionAuth;
}

/**
 * Runs the action's handler on the request's transaction and returns its output as the client
 * selected it (JSON text). An ActionError is the caller's error, with the handler's code and
 * details; a database error is mapped by the caller like any statement's; anything else is a bug,
 * logged here and answered without details. Any error rolls the whole request back.
 */
export async function runAction(plan: ActionPlan, request: ActionRequest, env: ActionEnvironment): Promise<string> {
  const name = plan.action.name;
  const handler = env.handlers[name];
  if (!handler) {
    env.log.error(`action ${name} has no handler`);
    throw internalError();
  }
  let result: unknown;
  try {
    result = await handler(plan.input, { ...request, log: env.log, auth: env.auth });
  } catch (error) {
    if (error instanceof ActionError) throw new GraphqlRequestError(error.message, error.code, '$', error.extensions);
    if (error instanceof DbError) throw error;
    env.log.error(`action ${name} failed`, error);
    throw internalError();
  }
  try {
    const json: unknown = result === undefined ? null : JSON.parse(JSON.stringify(result));
    return JSON.stringify(projectOutput(json, plan.action.outputType, plan.selection, plan.action.types, name));
  } catch (error) {
    env.log.error(`action ${name} answered a value that does not fit its output type`, error);
    throw internalError();
  }
}

/** Hasura's answer when an action's webhook fails: no details leave the server. */
function internalError(): GraphqlRequestError {
  return new GraphqlRequestError('internal error', 'unexpected');
}
