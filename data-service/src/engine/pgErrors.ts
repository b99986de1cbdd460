import type { DbError } from '../db/types';
import type { Logger } from '../log';
import { GraphqlRequestError } from './errors';

/**
 * Maps a PostgreSQL error to the error Hasura would answer: Hasura's code, and a message in our words
 * built from the SQLSTATE and the constraint or column PostgreSQL names — never PostgreSQL's own text,
 * which can quote the request's values, the SQL or the database's internals. Constraint messages keep
 * Hasura's documented prefixes (`Uniqueness violation. `), so clients that read them still can.
 */
export function toHasuraDbError(error: DbError): GraphqlRequestError {
  const code = error.code ?? '';
  const constraint = error.constraint === undefined ? '' : ` (constraint ${error.constraint})`;
  switch (code) {
    case '23505':
      return constraintViolation(`Uniqueness violation. another row already has this value${constraint}`);
    case '23503':
      return constraintViolation(`Foreign key violation. the change would leave a reference without the row it names${constraint}`);
    case '23502': {
      const column = error.column === undefined ? 'a required column' : `the column "${error.column}"`;
      return constraintViolation(`Not-NULL violation. ${column} needs a value`);
    }
    case '23514':
      return new GraphqlRequestError(`Check constraint violation. a value breaks a rule of the table${constraint}`, 'permission-error');
    case '23001':
      return constraintViolation(`Can not delete or update due to data being referred. other rows still refer to this one${constraint}`);
    case '23P01':
      return constraintViolation(`Exclusion violation. the row conflicts with another${constraint}`);
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
  if (code.startsWith('23')) return constraintViolation(`Integrity constraint violation. the change breaks a rule of the table${constraint}`);
  if (code.startsWith('22')) return new GraphqlRequestError(DATA_EXCEPTIONS[code] ?? 'a value in the request is not valid for the database', 'data-exception');
  if (code.startsWith('40')) return new GraphqlRequestError('unsuccessful transaction', 'bad-request');
  return new GraphqlRequestError('database query error', 'unexpected');
}

/**
 * The answer to a database error, with PostgreSQL's own text kept in the server log: a bug's (`unexpected`)
 * as an error with its stack, a refusal of the request's values as one line.
 */
export function answerDbError(error: DbError, log: Logger): GraphqlRequestError {
  const answer = toHasuraDbError(error);
  const line = `database error ${error.code ?? '(no SQLSTATE)'} answered as ${answer.code}: ${error.message}`;
  if (answer.code === 'unexpected') log.error(line, error);
  else log.info(line);
  return answer;
}

function constraintViolation(message: string): GraphqlRequestError {
  return new GraphqlRequestError(message, 'constraint-violation');
}

/** Class 22 (data exception), what each means for the value a request sent. */
const DATA_EXCEPTIONS: Readonly<Record<string, string>> = {
  '22001': 'a text value is longer than its column allows',
  '22003': 'a number is out of range for its type',
  '22004': 'a null value is not allowed here',
  '22007': 'a date or time is not in a valid format',
  '22008': 'a date or time is out of range',
  '22012': 'division by zero',
  '22018': 'a value cannot be converted to the type it is compared with',
  '22019': 'invalid escape character in a pattern',
  '2201B': 'invalid regular expression',
  '22021': 'a text value holds a character the database cannot store',
  '22023': 'a value is not valid for its parameter',
  '22025': 'invalid escape sequence in a pattern',
  '2202E': 'an array index is out of range',
  '22P02': 'a value is not valid for its type',
  '22P05': 'a text value holds a character the database cannot store',
  '22030': 'a JSON value has the same key twice',
  '22032': 'a value is not valid JSON',
};
