import type {
  AggregateExp,
  AggregateField,
  AggregateOutput,
  AggregateQuery,
  BoolExp,
  Join,
  OrderTarget,
  OutputField,
  RowsQuery,
  SelectQuery,
} from '../ir';
import { boolExpSql } from './boolExpSql';
import { ident, joinSql, nameLiteral, Params, tableSql } from './sqlText';

export interface CompiledQuery {
  text: string;
  params: unknown[];
}

/**
 * One root field (`t`, `t_by_pk`, `t_aggregate`) as one statement that builds the field's JSON inside
 * PostgreSQL and returns it as text in column `data` (one row; for `t_by_pk`, no row means null).
 * Relationships and nested aggregates are correlated subqueries of that statement.
 */
export function compileSelect(query: SelectQuery | AggregateQuery): CompiledQuery {
  const params = new Params();
  if ('rows' in query) {
    const source = aggregateSource(query, undefined, params);
    return { text: `SELECT ${source.json}::text AS "data" FROM ${source.from}`, params: params.values };
  }
  if (query.single) {
    const where = boolExpSql(query.filter, '_t', params);
    return {
      text: `SELECT ${jsonObject(query.fields, '_t', params)}::text AS "data" FROM ${tableSql(query.table)} AS "_t" WHERE ${where}`,
      params: params.values,
    };
  }
  const rows = rowsSource(query, '_t', '_base', undefined, params);
  return {
    text: `SELECT ${jsonArray(query.fields, rows, params)}::text AS "data" FROM ${rows.from}`,
    params: params.values,
  };
}

/** The current row (alias `outer`) that a nested field's rows relate to. */
interface Correlation {
  join: Join;
  outer: string;
}

/** A subquery of the selected rows, and how to order them again outside it. */
interface RowsSource {
  /** `(SELECT …) AS "alias"` */
  from: string;
  alias: string;
  /** ORDER BY items on `alias`, repeating the order inside: rows leaving a subquery have no guaranteed order. */
  order: string[];
}

/**
 * The rows of a list: `SELECT [DISTINCT ON (…)] t.*, <order values> FROM t WHERE … ORDER BY … LIMIT …
 * OFFSET …`. Whole rows leave the subquery (JSON is built outside it), so nested relationships run only
 * for rows that survive LIMIT. Values ordered through relationships are computed once, as extra columns.
 */
function rowsSource(rows: RowsQuery, tableAlias: string, alias: string, correlation: Correlation | undefined, params: Params): RowsSource {
  const t = ident(tableAlias);
  const conditions: string[] = [];
  if (correlation) conditions.push(joinSql(correlation.join, correlation.outer, tableAlias));
  conditions.push(`(${boolExpSql(rows.filter, tableAlias, params)})`);

  const extraColumns: string[] = [];
  const inner: string[] = [];
  const outer: string[] = [];
  rows.orderBy.forEach((o, i) => {
    const placement = `${o.direction} NULLS ${o.nulls}`;
    if (o.target.kind === 'column') {
      inner.push(`${t}.${ident(o.target.column.name)} ${placement}`);
      outer.push(`${ident(alias)}.${ident(o.target.column.name)} ${placement}`);
    } else {
      const name = `__order_${i}`;
      extraColumns.push(`${orderTargetSql(o.target, tableAlias, params)} AS ${ident(name)}`);
      inner.push(`${ident(name)} ${placement}`);
      outer.push(`${ident(alias)}.${ident(name)} ${placement}`);
    }
  });

  const distinct = rows.distinctOn.length > 0 ? `DISTINCT ON (${rows.distinctOn.map((c) => `${t}.${ident(c.name)}`).join(', ')}) ` : '';
  let sql = `SELECT ${distinct}${[`${t}.*`, ...extraColumns].join(', ')} FROM ${tableSql(rows.table)} AS ${t} WHERE ${conditions.join(' AND ')}`;
  if (inner.length > 0) sql += ` ORDER BY ${inner.join(', ')}`;
  if (rows.limit !== undefined) sql += ` LIMIT ${params.add(rows.limit, 'bigint')}`;
  if (rows.offset !== undefined) sql += ` OFFSET ${params.add(rows.offset, 'bigint')}`;
  return { from: `(${sql}) AS ${ident(alias)}`, alias, order: outer };
}

/** `coalesce(json_agg(<row> ORDER BY …), '[]')` over a rows source; `filter` keeps only some rows. */
function jsonArray(fields: readonly OutputField[], source: RowsSource, params: Params, filter?: string): string {
  const order = source.order.length > 0 ? ` ORDER BY ${source.order.join(', ')}` : '';
  const only = filter ? ` FILTER (WHERE ${filter})` : '';
  return `coalesce(json_agg(${jsonObject(fields, source.alias, params)}${order})${only}, '[]')`;
}

/** A value of a row to order by: a column, through object relationships, or an aggregate of related rows. */
function orderTargetSql(target: OrderTarget, alias: string, params: Params): string {
  switch (target.kind) {
    case 'column':
      return `${ident(alias)}.${ident(target.column.name)}`;
    case 'object': {
      const inner = params.alias();
      const value = orderTargetSql(target.target, inner, params);
      return `(SELECT ${value} ${relatedRows(target.join, target.filter, alias, inner, params)} LIMIT 1)`;
    }
    case 'aggregate': {
      const inner = params.alias();
      return `(SELECT ${aggregateSql(target.aggregate, inner)} ${relatedRows(target.join, target.filter, alias, inner, params)})`;
    }
  }
}

/** `FROM related AS inner WHERE <join> AND (<filter>)` */
function relatedRows(join: Join, filter: BoolExp, outer: string, inner: string, params: Params): string {
  return `FROM ${tableSql(join.table)} AS ${ident(inner)} WHERE ${joinSql(join, outer, inner)} AND (${boolExpSql(filter, inner, params)})`;
}

/** One aggregate over the rows of `alias`, as Hasura writes it. */
function aggregateSql(aggregate: AggregateExp, alias: string): string {
  if (aggregate.kind === 'count') {
    if (!aggregate.columns) return 'count(*)';
    const columns = aggregate.columns.map((c) => `${ident(alias)}.${ident(c.name)}`).join(', ');
    return `count(${aggregate.distinct ? 'DISTINCT ' : ''}(${columns}))`;
  }
  const column = `${ident(alias)}.${ident(aggregate.column.name)}`;
  // PostgreSQL has no max/min for uuid; the lower-case text form sorts the same under "C".
  if (aggregate.column.pgType === 'uuid') return `${aggregate.op}(${column}::text COLLATE "C")::uuid`;
  return `${aggregate.op}(${column})`;
}

/**
 * `t_aggregate` over its rows: `{ aggregate: {…}, nodes: […] }` in selection order. When only the nodes
 * are capped by the role's limit, each row is numbered in order and the nodes keep the first ones.
 */
function aggregateSource(query: AggregateQuery, correlation: Correlation | undefined, params: Params) {
  const [tableAlias, rowsAlias, numbered] = correlation ? [params.alias(), params.alias(), params.alias()] : ['_t', '_rows', '_base'];
  let source = rowsSource(query.rows, tableAlias, rowsAlias, correlation, params);
  let nodesFilter: string | undefined;
  if (query.nodesLimit !== undefined && query.fields.some((f) => f.kind === 'nodes')) {
    const over = source.order.length > 0 ? `ORDER BY ${source.order.join(', ')}` : '';
    source = {
      from: `(SELECT ${ident(source.alias)}.*, row_number() OVER (${over}) AS "__row" FROM ${source.from}) AS ${ident(numbered)}`,
      alias: numbered,
      order: source.order.map((item) => item.replace(`${ident(source.alias)}.`, `${ident(numbered)}.`)),
    };
    nodesFilter = `${ident(numbered)}."__row" <= ${params.add(query.nodesLimit, 'bigint')}`;
  }
  const pairs = query.fields.map((field): [string, string] => [field.key, aggregateOutputSql(field, source, params, nodesFilter)]);
  return { json: jsonBuildObject(pairs), from: source.from };
}

function aggregateOutputSql(field: AggregateOutput, source: RowsSource, params: Params, nodesFilter: string | undefined): string {
  switch (field.kind) {
    case 'typename':
      return nameLiteral(field.typename);
    case 'nodes':
      return jsonArray(field.fields, source, params, nodesFilter);
    case 'aggregate':
      return jsonBuildObject(field.fields.map((f): [string, string] => [f.key, aggregateFieldSql(f, source.alias)]));
  }
}

function aggregateFieldSql(field: AggregateField, alias: string): string {
  switch (field.kind) {
    case 'typename':
      return nameLiteral(field.typename);
    case 'count':
      return aggregateSql(field.aggregate, alias);
    case 'op':
      return jsonBuildObject(
        field.fields.map((f): [string, string] => [
          f.key,
          f.kind === 'typename' ? nameLiteral(f.typename) : aggregateSql({ kind: 'op', op: field.op, column: f.column }, alias),
        ]),
      );
  }
}

/** One selected field of the row `alias`, as a JSON value. */
function fieldSql(field: OutputField, alias: string, params: Params): string {
  switch (field.kind) {
    case 'column':
      return `${ident(alias)}.${ident(field.column.name)}`;
    case 'typename':
      return nameLiteral(field.typename);
    case 'object': {
      // LIMIT 1: a manual relationship is not guaranteed unique; Hasura takes the first row too.
      const inner = params.alias();
      return `(SELECT ${jsonObject(field.fields, inner, params)} ${relatedRows(field.join, field.filter, alias, inner, params)} LIMIT 1)`;
    }
    case 'array': {
      const rows = rowsSource(field.rows, params.alias(), params.alias(), { join: field.join, outer: alias }, params);
      return `(SELECT ${jsonArray(field.fields, rows, params)} FROM ${rows.from})`;
    }
    case 'aggregate': {
      const source = aggregateSource(field.query, { join: field.join, outer: alias }, params);
      return `(SELECT ${source.json} FROM ${source.from})`;
    }
  }
}

/**
 * The selected fields of the row `alias` as a JSON object, keys in selection order: columns,
 * `__typename`, and relationships and aggregates as correlated subqueries. Mutations build their
 * `returning` rows with this too.
 */
export function jsonObject(fields: readonly OutputField[], alias: string, params: Params): string {
  return jsonBuildObject(fields.map((field): [string, string] => [field.key, fieldSql(field, alias, params)]));
}

/** json_build_object takes at most 100 arguments (50 key/value pairs). */
const PAIRS_PER_CALL = 50;

/**
 * `json_build_object` of (key, SQL value) pairs, keys in the given order. Wider objects are built in
 * chunks and joined as text: `{a…}` + `{b…}` → `{a…, b…}`, which keeps the order (jsonb would sort keys).
 */
export function jsonBuildObject(entries: readonly (readonly [string, string])[]): string {
  const pairs = entries.map(([key, value]) => `${nameLiteral(key)}, ${value}`);
  if (pairs.length === 0) return 'json_build_object()'; // every field skipped by @skip/@include
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += PAIRS_PER_CALL) {
    chunks.push(`json_build_object(${pairs.slice(i, i + PAIRS_PER_CALL).join(', ')})`);
  }
  if (chunks.length === 1) return chunks[0];
  // Each chunk appears once in the text, so its subqueries (relationships) run once.
  const inner = chunks.map((chunk, i) => {
    const text = `${chunk}::text`;
    if (i === 0) return `left(${text}, -1)`;
    if (i === chunks.length - 1) return `substr(${text}, 2)`;
    return `left(substr(${text}, 2), -1)`;
  });
  return `(${inner.join(` || ', ' || `)})::json`;
}
