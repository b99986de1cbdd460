import { ACTION_ERROR_CODES, type ErrorCode } from '@/lib/domain/errorCodes';
import type { Queryable } from '../../db/types';
import type { PassedThroughCode } from '../errors';
import type { Guesses } from '../limits/guesses';
import type { Session } from '../parse/context';
import type { Logger } from '../../log';

/**
 * The contract between the engine and the business actions. A handler gets what a Hasura action
 * webhook would get (`input`, `session_variables`) plus, usually, the open transaction the whole request
 * runs in, so the handlers could later be deployed as real Hasura action webhooks.
 */
export interface ActionRequestContext {
  session: Session;
  /** Current time for the request (injected so tests can pin it). */
  now: Date;
  log: Logger;
  /** The caller's address when the request came over HTTP (behind trusted proxies, the forwarded one). */
  clientAddress: string | undefined;
}

export interface ActionContext extends ActionRequestContext {
  /** The request's transaction: every statement of the action runs on it, so it commits or rolls back whole. */
  tx: Queryable;
  /**
   * Registers a write that must outlive the action's failure (a declined card): an ActionError rolls
   * `tx` back, so the runner then runs each registered write in order, each in its own new transaction,
   * and only then answers with the error. Dropped when the request's transaction commits. A failing
   * write is logged and never changes the answer.
   */
  afterRollback(write: (tx: Queryable) => Promise<void>): void;
}

/**
 * For an action that must not hold a transaction while it works: login's password check takes tens of
 * milliseconds of CPU, and on PGlite an open transaction holds the only connection. Such an action is
 * the only field of its operation and opens short transactions itself, each committing on its own.
 */
export interface OwnTransactionsContext extends ActionRequestContext {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Budgets of guesses every process shares (a policy number's wrong IMEI digits): taken before a guess is
   * checked, outside any transaction, so only an action that opens its own transactions may use them.
   */
  guesses: Guesses;
}

/** `input` is the action's arguments, already checked against their GraphQL types (JSON values). */
export type ActionHandler = (input: Record<string, unknown>, ctx: ActionContext) => Promise<unknown>;

export type OwnTransactionsHandler = (input: Record<string, unknown>, ctx: OwnTransactionsContext) => Promise<unknown>;

/** An action's code: a handler run in the request's transaction, or one that opens its own transactions. */
export type ActionCode = ActionHandler | { ownTransactions: OwnTransactionsHandler };

export function opensOwnTransactions(code: ActionCode | undefined): code is { ownTransactions: OwnTransactionsHandler } {
  return typeof code === 'object' && typeof code.ownTransactions === 'function';
}

/**
 * A failure the caller should see, as a Hasura action webhook's 4xx answer
 * `{ message, extensions: { code } }` becomes a GraphQL error with that message and code.
 */
export class ActionError extends Error {
  /**
   * One of lib/domain's codes for our actions; any other string is answered as it came, as Hasura passes
   * a webhook's own code through. So this is the one error whose code the compiler cannot check.
   */
  readonly code: ErrorCode | PassedThroughCode;
  /** Extra, non-sensitive details for the client (e.g. `{ existing_customer_id }`, `{ minutes_left }`). */
  readonly extensions: Record<string, unknown>;

  constructor(message: string, code: ErrorCode | string = ACTION_ERROR_CODES.validationFailed, extensions: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ActionError';
    this.code = code as ErrorCode | PassedThroughCode;
    this.extensions = extensions;
  }
}

export type ActionHandlers = Readonly<Record<string, ActionCode>>;

/** A refusal a pure rule described (`{ message, code, extensions }`), as the error the caller gets. */
export function refusal(problem: { message: string; code: ErrorCode; extensions?: Record<string, unknown> }): ActionError {
  return new ActionError(problem.message, problem.code, problem.extensions);
}
