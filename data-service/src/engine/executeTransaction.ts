import { opensOwnTransactions } from './actions/contract';
import { DbError, type Database, type Queryable } from '../db/types';
import type { Logger } from '../log';
import { runAction, type ActionEnvironment } from './actions/runAction';
import { GraphqlRequestError } from './errors';
import { executeWithIntrospection, type IntrospectionInput } from './execute';
import type { TableMutation } from './mutationIr';
import type { Session } from './parse/context';
import type { OperationPlan } from './parse/mutationRoot';
import { answerDbError } from './pgErrors';
import { compileMutation, emptyMutationResult } from './sql/compileMutation';
import { compileSelect } from './sql/compileSelect';
import { inTransactionKeepingWrites, type KeptWrite } from './transactionKeepingWrites';

export interface TransactionRequest {
  plans: OperationPlan[];
  session: Session;
  /** See TransactionOptions.readOnly. */
  readOnly: boolean;
  actions: ActionEnvironment;
  log: Logger;
  now: Date;
  /** The caller's address, for the actions' per-address limits. */
  clientAddress: string | undefined;
  introspection: IntrospectionInput | undefined;
}

type ActionOperationPlan = Extract<OperationPlan, { kind: 'action' }>;

/**
 * Runs every root field of one operation in one transaction, in document order, as Hasura runs a
 * mutation: table mutations, actions and reads see each other's writes, and the first error rolls
 * all of them back (the answer is then that error alone). An action that opens its own transactions
 * (ActionCode) runs alone instead. Returns the response body.
 */
export async function executeInTransaction(db: Database, request: TransactionRequest): Promise<string> {
  const results = new Map<string, string>();
  const alone = actionOpeningOwnTransactions(request);
  if (alone) {
    const context = { session: request.session, now: request.now, clientAddress: request.clientAddress, transaction: db.transaction.bind(db) };
    results.set(alone.key, await runAction(alone.action, context, request.actions));
  } else {
    await inTransactionKeepingWrites(db, request, (tx, afterRollback) => runPlans(tx, request, results, afterRollback));
  }

  if (request.introspection && request.plans.some((plan) => plan.kind === 'introspection')) {
    return executeWithIntrospection(request.introspection, results);
  }
  const members = request.plans.map((plan) => {
    const value = plan.kind === 'typename' ? JSON.stringify(plan.typename) : (results.get(plan.key) ?? 'null');
    return `${JSON.stringify(plan.key)}:${value}`;
  });
  return `{"data":{${members.join(',')}}}`;
}

/**
 * The operation's action that opens its own transactions (login), if any. It cannot share the request's
 * transaction, so it must be the operation's only field besides `__typename`.
 */
function actionOpeningOwnTransactions(request: TransactionRequest): ActionOperationPlan | undefined {
  const own = request.plans.find(
    (plan): plan is ActionOperationPlan => plan.kind === 'action' && opensOwnTransactions(request.actions.handlers[plan.action.action.name]),
  );
  if (own && request.plans.some((plan) => plan !== own && plan.kind !== 'typename')) {
    throw new GraphqlRequestError(`${own.action.action.name} must be the only field of its operation`, 'validation-failed');
  }
  return own;
}

/** The operation's root fields, in order, on the request's transaction. */
async function runPlans(
  tx: Queryable,
  request: TransactionRequest,
  results: Map<string, string>,
  afterRollback: (write: KeptWrite) => void,
): Promise<void> {
  for (const plan of request.plans) {
    switch (plan.kind) {
      case 'select': {
        const compiled = compileSelect(plan.query);
        const { rows } = await tx.query<{ data: string }>(compiled.text, compiled.params);
        results.set(plan.key, rows[0]?.data ?? 'null');
        break;
      }
      case 'mutation':
        results.set(plan.key, plan.changesNothing ? emptyMutationResult(plan.mutation.output) : await runMutation(tx, plan.mutation, request.log));
        break;
      case 'action': {
        const context = { tx, session: request.session, now: request.now, clientAddress: request.clientAddress, afterRollback };
        results.set(plan.key, await runAction(plan.action, context, request.actions));
        break;
      }
      case 'typename':
      case 'introspection':
        break;
    }
  }
}

const CHECK_FAILED = 'check constraint of an insert/update permission has failed';

/** One table mutation statement; its failures are reported where Hasura reports them (`…args.objects` for inserts). */
async function runMutation(tx: Queryable, mutation: TableMutation, log: Logger): Promise<string> {
  const compiled = compileMutation(mutation);
  let row: { ok: boolean; data: string | null } | undefined;
  try {
    ({ rows: [row] } = await tx.query<{ ok: boolean; data: string | null }>(compiled.text, compiled.params));
  } catch (error) {
    if (!(error instanceof DbError)) throw error;
    const mapped = answerDbError(error, log);
    throw new GraphqlRequestError(mapped.message, mapped.code, mapped.code === 'unexpected' ? '$' : mutation.errorPath);
  }
  if (!row?.ok) throw new GraphqlRequestError(CHECK_FAILED, 'permission-error', mutation.errorPath);
  return row.data ?? 'null';
}
