import type { ColumnModel } from '../modelTypes';
import type { PgType } from '../registry/types';
import type { ParseContext } from './context';
import type { InputParser } from './inputParsers';
import { peelVariable, toJson } from './inputValue';
import { named } from './types';

/**
 * A value compared with (or written to) a column. As in Hasura, the value is read as JSON and checked
 * against the column's PostgreSQL type before any SQL runs; null is never a value here — an explicit
 * null in `{ code: { _eq: null } }` is an error, never "no condition".
 */
export function columnValueParser(column: Pick<ColumnModel, 'scalar' | 'pgType'>): InputParser<unknown> {
  const type = named(column.scalar);
  return {
    type,
    parameter: true,
    parse(ctx, input) {
      const json = toJson(ctx, peelVariable(ctx, input, type));
      if (json === null) throw ctx.error(`unexpected null value for type '${column.scalar}'`);
      return toPgParameter(ctx, column.pgType, json);
    },
  };
}

/** aeson's name for a JSON value's kind, as in Hasura's parse-failed messages. */
function jsonKind(json: unknown): string {
  if (json === null) return 'Null';
  if (Array.isArray(json)) return 'Array';
  switch (typeof json) {
    case 'boolean':
      return 'Boolean';
    case 'number':
      return 'Number';
    case 'string':
      return 'String';
    default:
      return 'Object';
  }
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * Checks a JSON value against a PostgreSQL type and returns the query parameter for it. Formats the
 * server checks better itself (timestamps, dates, numerics) are passed on as text; a bad one comes
 * back as a data-exception.
 */
export function toPgParameter(ctx: ParseContext, pgType: PgType, json: unknown): unknown {
  const fail = (haskellType: string, expected: string) =>
    ctx.error(`parsing ${haskellType} failed, expected ${expected}, but encountered ${jsonKind(json)}`, 'parse-failed');
  switch (pgType) {
    case 'text':
      if (typeof json !== 'string') throw fail('Text', 'String');
      return json;
    case 'uuid':
      if (typeof json !== 'string') throw fail('UUID', 'String');
      if (!UUID.test(json)) throw ctx.error('invalid UUID', 'parse-failed');
      return json;
    case 'boolean':
      if (typeof json !== 'boolean') throw fail('Bool', 'Boolean');
      return json;
    case 'integer':
      if (typeof json !== 'number') throw fail('Int32', 'Number');
      if (!Number.isInteger(json) || json < -2_147_483_648 || json > 2_147_483_647) {
        throw ctx.error(`parsing Int32 failed, value is either floating or will cause over or underflow ${json}`, 'parse-failed');
      }
      return json;
    case 'bigint':
      if (typeof json === 'number' && Number.isSafeInteger(json)) return String(json);
      if (typeof json === 'string' && /^-?[0-9]{1,19}$/.test(json)) return json;
      throw fail('Int64', 'Number');
    case 'numeric':
      if (typeof json === 'number') return String(json);
      if (typeof json === 'string') return json;
      throw fail('Scientific', 'Number');
    case 'timestamptz':
      if (typeof json !== 'string') throw fail('UTCTime', 'String');
      return json;
    case 'date':
      if (typeof json !== 'string') throw fail('Day', 'String');
      return json;
    case 'jsonb':
      return JSON.stringify(json);
  }
}
