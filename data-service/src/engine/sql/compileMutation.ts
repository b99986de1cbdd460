import type { BoolExp } from '../ir';
import type { InsertMutation, MutationOutput, TableMutation, UpdateMutation, WriteValue } from '../mutationIr';
import { boolExpSql } from './boolExpSql';
import { jsonBuildObject, jsonObject, type CompiledQuery } from './compileSelect';
import { ident, nameLiteral, Params, tableSql } from './sqlText';

/**
 * One table mutation root field as one statement, as Hasura writes it:
 *
 *   WITH "_mutated" AS (INSERT … | UPDATE … | DELETE … RETURNING "_target".*, <check> AS "__check")
 *   SELECT <all checks passed> AS "ok", <the field's JSON>::text AS "data"
 *
 * A data-modifying CTE runs exactly once however often it is read. The permission check is computed
 * on each affected row inside the statement; the caller rolls the transaction back when `ok` is false.
 */
export function compileMutation(mutation: TableMutation): CompiledQuery {
  const params = new Params();
  const statement = mutationStatement(mutation, params);
  const data = outputSql(mutation.output, mutation.readFilter, params);
  return {
    text:
      `WITH ${MUTATED} AS (${statement}) ` +
      `SELECT (SELECT coalesce(bool_and(${CHECK}), true) FROM ${MUTATED}) AS "ok", ${data}::text AS "data"`,
    params: params.values,
  };
}

const TARGET = '_target';
const MUTATED = ident('_mutated');
const ROW = '_row';
const CHECK = ident('__check');

function mutationStatement(mutation: TableMutation, params: Params): string {
  const table = `${tableSql(mutation.table)} AS ${ident(TARGET)}`;
  switch (mutation.kind) {
    case 'insert':
      return insertStatement(mutation, table, params);
    case 'update':
      return updateStatement(mutation, table, params);
    case 'delete':
      return `DELETE FROM ${table} WHERE ${condition(mutation.filter, params)} RETURNING ${ident(TARGET)}.*, true AS ${CHECK}`;
  }
}

function insertStatement(mutation: InsertMutation, table: string, params: Params): string {
  const columns = mutation.columns.map((c) => ident(c.name)).join(', ');
  const value = (write: WriteValue, index: number) =>
    write.kind === 'default' ? 'DEFAULT' : params.add(write.value, mutation.columns[index].pgType);
  const rows = mutation.rows.map((row) => `(${row.map(value).join(', ')})`).join(', ');
  let sql = `INSERT INTO ${table} (${columns}) VALUES ${rows}`;

  let check = condition(mutation.check, params);
  const conflict = mutation.onConflict;
  if (conflict) {
    sql += ` ON CONFLICT ON CONSTRAINT ${ident(conflict.constraint)}`;
    if (conflict.updateColumns.length === 0) sql += ' DO NOTHING';
    else {
      const sets = [
        ...conflict.updateColumns.map((c) => `${ident(c.name)} = EXCLUDED.${ident(c.name)}`),
        ...conflict.presets.map(({ column, value }) => `${ident(column.name)} = ${params.add(value, column.pgType)}`),
      ];
      sql += ` DO UPDATE SET ${sets.join(', ')} WHERE ${condition(conflict.filter, params)}`;
      // xmax is 0 on a freshly inserted row version: the insert check applies to those, the update check to the others.
      check = `CASE WHEN ${ident(TARGET)}.xmax = 0 THEN ${check} ELSE ${condition(conflict.updateCheck, params)} END`;
    }
  }
  return `${sql} RETURNING ${ident(TARGET)}.*, ${check} AS ${CHECK}`;
}

function updateStatement(mutation: UpdateMutation, table: string, params: Params): string {
  const sets = mutation.operations.map(({ column, op, value }) => {
    const parameter = params.add(value, column.pgType);
    const target = ident(column.name);
    return op === 'set' ? `${target} = ${parameter}` : `${target} = ${ident(TARGET)}.${target} + ${parameter}`;
  });
  const where = condition(mutation.filter, params);
  return `UPDATE ${table} SET ${sets.join(', ')} WHERE ${where} RETURNING ${ident(TARGET)}.*, ${condition(mutation.check, params)} AS ${CHECK}`;
}

/** A boolean expression on the row being written, as a parenthesised condition. */
function condition(exp: BoolExp, params: Params): string {
  return `(${boolExpSql(exp, TARGET, params)})`;
}

/** The field's JSON, read from the affected rows the role may select. */
function outputSql(output: MutationOutput, readFilter: BoolExp, params: Params): string {
  const readable = () => `FROM ${MUTATED} AS ${ident(ROW)} WHERE ${boolExpSql(readFilter, ROW, params)}`;
  if (output.kind === 'single') {
    return `(SELECT ${jsonObject(output.fields, ROW, params)} ${readable()} LIMIT 1)`;
  }
  return jsonBuildObject(
    output.fields.map((field): [string, string] => {
      switch (field.kind) {
        case 'typename':
          return [field.key, nameLiteral(field.typename)];
        case 'affected_rows':
          return [field.key, `(SELECT count(*) FROM ${MUTATED})`];
        case 'returning':
          return [field.key, `(SELECT coalesce(json_agg(${jsonObject(field.fields, ROW, params)}), '[]') ${readable()})`];
      }
    }),
  );
}

/** The answer of a mutation that changes nothing (`objects: []`, or an update with nothing to set), without a statement. */
export function emptyMutationResult(output: MutationOutput): string {
  if (output.kind === 'single') return 'null';
  const members = output.fields.map((field) => {
    const value = field.kind === 'typename' ? JSON.stringify(field.typename) : field.kind === 'affected_rows' ? '0' : '[]';
    return `${JSON.stringify(field.key)}:${value}`;
  });
  return `{${members.join(',')}}`;
}
