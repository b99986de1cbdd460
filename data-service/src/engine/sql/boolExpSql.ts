import type { BoolExp, ComparisonOp } from '../ir';
import { ident, joinSql, tableSql, type Params } from './sqlText';

const BINARY: Partial<Record<ComparisonOp, string>> = {
  _eq: '=',
  _neq: '<>',
  _gt: '>',
  _gte: '>=',
  _lt: '<',
  _lte: '<=',
  _like: 'LIKE',
  _nlike: 'NOT LIKE',
  _ilike: 'ILIKE',
  _nilike: 'NOT ILIKE',
  _similar: 'SIMILAR TO',
  _nsimilar: 'NOT SIMILAR TO',
  _regex: '~',
  _iregex: '~*',
  _nregex: '!~',
  _niregex: '!~*',
  _contains: '@>',
  _contained_in: '<@',
  _has_key: '?',
  _has_keys_any: '?|',
  _has_keys_all: '?&',
};

/** What the operand is cast to where it is not the column's type. */
const OPERAND_TYPE: Partial<Record<ComparisonOp, string>> = {
  _has_key: 'text',
  _has_keys_any: 'text[]',
  _has_keys_all: 'text[]',
};

const PATTERN_OPS = new Set<ComparisonOp>([
  '_like',
  '_nlike',
  '_ilike',
  '_nilike',
  '_similar',
  '_nsimilar',
  '_regex',
  '_iregex',
  '_nregex',
  '_niregex',
]);

/** A boolean expression as a SQL condition on the row alias `alias`. */
export function boolExpSql(exp: BoolExp, alias: string, params: Params): string {
  switch (exp.kind) {
    case 'and':
      return exp.items.length === 0 ? 'true' : exp.items.map((item) => `(${boolExpSql(item, alias, params)})`).join(' AND ');
    case 'or':
      return exp.items.length === 0 ? 'false' : exp.items.map((item) => `(${boolExpSql(item, alias, params)})`).join(' OR ');
    case 'not':
      return `NOT (${boolExpSql(exp.item, alias, params)})`;
    case 'exists': {
      const inner = params.alias();
      return (
        `EXISTS (SELECT 1 FROM ${tableSql(exp.join.table)} AS ${ident(inner)} ` +
        `WHERE ${joinSql(exp.join, alias, inner)} AND (${boolExpSql(exp.filter, inner, params)}))`
      );
    }
    case 'compare': {
      const type = exp.asType ?? exp.column.pgType;
      const column = `${ident(alias)}.${ident(exp.column.name)}${exp.asType ? `::${exp.asType}` : ''}`;
      switch (exp.op) {
        case '_is_null':
          return exp.value ? `${column} IS NULL` : `${column} IS NOT NULL`;
        case '_in':
          return `${column} = ANY(${params.add(exp.value, `${type}[]`)})`;
        case '_nin':
          return `NOT (${column} = ANY(${params.add(exp.value, `${type}[]`)}))`;
        default: {
          const operator = BINARY[exp.op] as string;
          // Pattern operators compare text, whatever the column's type.
          const castTo = PATTERN_OPS.has(exp.op) ? 'text' : (OPERAND_TYPE[exp.op] ?? type);
          const left = PATTERN_OPS.has(exp.op) && type !== 'text' ? `${column}::text` : column;
          return `${left} ${operator} ${params.add(exp.value, castTo)}`;
        }
      }
    }
  }
}
