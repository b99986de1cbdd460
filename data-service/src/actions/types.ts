import type { ActionAuth } from '../auth/actionAuth';
import type { Queryable } from '../db/types';
import type { ErrorCode } from '../engine/errors';
import type { Session } from '../engine/parse/context';
import type { Logger } from '../log';

/**
 * The contract between the engine and the business actions. A handler gets what a Hasura action
 * webhook would get (`input`, `session_variables`) plus the open transaction the whole request runs
 * in, so the handlers could later be deployed as real Hasura action webhooks.
 */
export interface ActionContext {
  /** The request's transaction: every statement of the action runs on it, so it commits or rolls back whole. */
  tx: Queryable;
  session: Session;
  /** Current time for the request (injected so tests can pin it). */
  now: Date;
  log: Logger;
  /** The service's signing capability (`login` signs the agent's token with it). */
  auth: ActionAuth;
  /**
   * Registers a write that must outlive the action's failure (a failed sign-in for the lockout, a
   * declined card): an ActionError rolls `tx` back, so the runner then runs each registered write in
   * order, each in its own new transaction, and only then answers with the error. Dropped when the
   * request's transaction commits. A failing write is logged and never changes the answer.
   */
  afterRollback(write: (tx: Queryable) => Promise<void>): void;
}

/** `input` is the action's arguments, already checked against their GraphQL types (JSON values). */
export type ActionHandler = (input: Record<string, unknown>, ctx: ActionContext) => Promise<unknown>;

/**
 * A failure the caller should see, as a Hasura action webhook's 4xx answer
 * `{ message, extensions: { code } }` becomes a GraphQL error with that message and code.
 */
export class ActionError extends Error {
  readonly code: ErrorCode | string;
  /** Extra, non-sensitive details for the client (e.g. `{ existing_customer_id }`, `{ minutes_left }`). */
  readonly extensions: Record<string, unknown>;

  constructor(message: string, code: ErrorCode | string = 'validation-failed', extensions: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ActionError';
    this.code = code;
    this.extensions = extensions;
  }
}

export type ActionHandlers = Readonly<Record<string, ActionHandler>>;
