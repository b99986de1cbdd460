import { DbError } from '../db/types';
import { GraphqlRequestError } from './errors';

/**
 * Maps a PostgreSQL error to the error Hasura would answer. Constraint and data errors carry
 * PostgreSQL's one-line message (it describes the caller's own input, as in Hasura); everything else
 * becomes `database query error`, and the details stay in the server log.
 */
export function toHasuraDbError(error: DbError): GraphqlRequestError {
  const code = error.code ?? '';
  const message = error.message;
  switch (code) {
    case '23505':
      return new GraphqlRequestError(`Uniqueness violation. ${message}`, 'constraint-violation');
    case '23503':
      return new GraphqlRequestError(`Foreign key violation. ${message}`, 'constraint-violation');
    case '23502':
      return new GraphqlRequestError(`Not-NULL violation. ${message}`, 'constraint-violation');
    case '23514':
      return new GraphqlRequestError(`Check constraint violation. ${message}`, 'permission-error');
    case '23001':
      return new GraphqlRequestError(`Can not delete or update due to data being referred. ${message}`, 'constraint-violation');
    case '23P01':
      return new GraphqlRequestError(`Exclusion violation. ${message}`, 'constraint-violation');
    case '40001':
      return new GraphqlRequestError('serialization failure', 'concurrent-update');
    case '40P01':
      // A deadlock between two requests is, to the caller, the same as a serialization failure: retry.
      return new GraphqlRequestError('deadlock detected', 'concurrent-update');
    case '57014':
      // statement_timeout: the details (which query) stay in the log, the caller learns what happened.
      return new GraphqlRequestError('the database took too long to answer and the request was cancelled; try again with a smaller request', 'unexpected');
    default:
      break;
  }
  if (code.startsWith('23')) {
    return new GraphqlRequestError(`Integrity constraint violation. ${message}`, 'constraint-violation');
  }
  if (code.startsWith('22')) return new GraphqlRequestError(message, 'data-exception');
  if (code.startsWith('40')) return new GraphqlRequestError('unsuccessful transaction', 'bad-request');
  return new GraphqlRequestError('database query error', 'unexpected');
}
