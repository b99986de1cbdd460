import type { OrderBy, OutputField, SelectQuery } from '../ir';
import { boolExpSql } from './boolExpSql';
import { ident, nameLiteral, Params } from './sqlText';

export interface CompiledQuery {
  text: string;
  params: unknown[];
}

/**
 * One root field as one statement that builds the field's JSON inside PostgreSQL and returns it as
 * text in column `data` (one row; for `t_by_pk`, no row means null).
 */
export function compileSelect(query: SelectQuery): CompiledQuery {
  const params = new Params();
  const table = `${ident(query.table.schema)}.${ident(query.table.name)}`;
  const where = boolExpSql(query.filter, '_t', params);

  if (query.single) {
    return {
      text: `SELECT ${jsonObject(query.fields, '_t')}::text AS "data" FROM ${table} AS "_t" WHERE ${where}`,
      params: params.values,
    };
  }

  const distinct =
    query.distinctOn.length > 0 ? `DISTINCT ON (${query.distinctOn.map((c) => `"_t".${ident(c.name)}`).join(', ')}) ` : '';
  const orderIn = (alias: string) => orderBySql(query.orderBy, alias);
  let base = `SELECT ${distinct}"_t".* FROM ${table} AS "_t" WHERE ${where}`;
  if (query.orderBy.length > 0) base += ` ORDER BY ${orderIn('_t')}`;
  if (query.limit !== undefined) base += ` LIMIT ${params.add(query.limit, 'bigint')}`;
  if (query.offset !== undefined) base += ` OFFSET ${params.add(query.offset, 'bigint')}`;

  // Ordering the aggregate too: the order of rows coming out of a subquery is not guaranteed.
  const aggOrder = query.orderBy.length > 0 ? ` ORDER BY ${orderIn('_base')}` : '';
  return {
    text:
      `SELECT coalesce(json_agg(${jsonObject(query.fields, '_base')}${aggOrder}), '[]')::text AS "data" ` +
      `FROM (${base}) AS "_base"`,
    params: params.values,
  };
}

function orderBySql(orderBy: OrderBy[], alias: string): string {
  return orderBy.map((o) => `${ident(alias)}.${ident(o.column.name)} ${o.direction} NULLS ${o.nulls}`).join(', ');
}

/** json_build_object takes at most 100 arguments (50 key/value pairs). */
const PAIRS_PER_CALL = 50;

/**
 * The selected fields as a JSON object, keys in selection order. Wider selections are built in
 * chunks and joined as text: `{a…}` + `{b…}` → `{a…, b…}`, which keeps the order (jsonb would sort keys).
 */
export function jsonObject(fields: readonly OutputField[], alias: string): string {
  const pairs = fields.map((field) => {
    const value = field.kind === 'column' ? `${ident(alias)}.${ident(field.column.name)}` : nameLiteral(field.typename);
    return `${nameLiteral(field.key)}, ${value}`;
  });
  if (pairs.length === 0) return 'json_build_object()'; // every field skipped by @skip/@include
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += PAIRS_PER_CALL) {
    chunks.push(`json_build_object(${pairs.slice(i, i + PAIRS_PER_CALL).join(', ')})`);
  }
  if (chunks.length === 1) return chunks[0];
  const inner = chunks.map((chunk, i) => {
    const text = `${chunk}::text`;
    if (i === 0) return `left(${text}, -1)`;
    if (i === chunks.length - 1) return `right(${text}, -1)`;
    return `substr(${text}, 2, length(${text}) - 2)`;
  });
  return `(${inner.join(` || ', ' || `)})::json`;
}
