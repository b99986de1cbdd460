import type { AggregateOp } from '../ir';
import type { ColumnModel, TableModel } from '../modelTypes';
import type { PgType } from '../registry/types';

/**
 * Hasura's aggregate functions, shared by the schema (`t_aggregate_fields`, `t_sum_fields`,
 * `t_aggregate_order_by`, …) and the parsers: which columns each applies to and what type it returns.
 */

/** In Hasura's (alphabetical) field order. */
export const AGGREGATE_OPS: readonly AggregateOp[] = [
  'avg',
  'max',
  'min',
  'stddev',
  'stddev_pop',
  'stddev_samp',
  'sum',
  'var_pop',
  'var_samp',
  'variance',
];

const NUMERIC: ReadonlySet<PgType> = new Set<PgType>(['integer', 'bigint', 'numeric']);
/** Hasura's isComparableType: everything but booleans and JSON (uuid included). */
const NOT_COMPARABLE: ReadonlySet<PgType> = new Set<PgType>(['boolean', 'jsonb']);

/** max and min take comparable columns; the others numeric ones. */
export function appliesTo(op: AggregateOp, column: Pick<ColumnModel, 'pgType'>): boolean {
  return op === 'max' || op === 'min' ? !NOT_COMPARABLE.has(column.pgType) : NUMERIC.has(column.pgType);
}

/** The columns of `table` (those the role may select) that `op` applies to. */
export function aggregateColumns(table: Pick<TableModel, 'columns'>, op: AggregateOp): ColumnModel[] {
  return table.columns.filter((column) => appliesTo(op, column));
}

/** The ops that have at least one column in `table`: the others are absent from the schema, as in Hasura. */
export function availableOps(table: Pick<TableModel, 'columns'>): AggregateOp[] {
  return AGGREGATE_OPS.filter((op) => aggregateColumns(table, op).length > 0);
}

/** sum, max and min keep the column's type; the statistical ones are Float. */
export function aggregateResultScalar(op: AggregateOp, column: Pick<ColumnModel, 'scalar'>): string {
  return op === 'sum' || op === 'max' || op === 'min' ? column.scalar : 'Float';
}

export const aggregateTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_aggregate`;
export const aggregateFieldsTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_aggregate_fields`;
export const opFieldsTypeName = (table: Pick<TableModel, 'name'>, op: AggregateOp) => `${table.name}_${op}_fields`;
export const aggregateOrderByTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_aggregate_order_by`;
export const opOrderByTypeName = (table: Pick<TableModel, 'name'>, op: AggregateOp) => `${table.name}_${op}_order_by`;
