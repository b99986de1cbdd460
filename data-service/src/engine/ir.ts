import type { ColumnModel, TableModel } from './modelTypes';
import type { ColumnMapping } from './registry/relationships';
import type { PgType } from './registry/types';

/**
 * What a request asks for, after parsing and before SQL: the seam between the GraphQL side
 * (parse/) and the SQL side (sql/). Every value in here has been checked against its column type.
 */

export type ComparisonOp =
  | '_eq'
  | '_neq'
  | '_gt'
  | '_gte'
  | '_lt'
  | '_lte'
  | '_in'
  | '_nin'
  | '_is_null'
  | '_like'
  | '_nlike'
  | '_ilike'
  | '_nilike'
  | '_similar'
  | '_nsimilar'
  | '_regex'
  | '_iregex'
  | '_nregex'
  | '_niregex'
  | '_contains'
  | '_contained_in'
  | '_has_key'
  | '_has_keys_any'
  | '_has_keys_all';

export type BoolExp =
  | { kind: 'and'; items: BoolExp[] }
  | { kind: 'or'; items: BoolExp[] }
  | { kind: 'not'; item: BoolExp }
  /** `value`: a query parameter (an array for `_in`/`_nin`/`_has_keys_*`, a boolean for `_is_null`). */
  /** `asType`: the column is compared cast to that type (jsonb's `_cast: {String: …}` compares its text). */
  | { kind: 'compare'; column: ColumnModel; op: ComparisonOp; value: unknown; asType?: PgType }
  /** Through a relationship: some related row satisfies `filter` (the related table's permission included). */
  | { kind: 'exists'; join: Join; filter: BoolExp };

/** A table in SQL: schema and name, both from the registry. */
export interface TableRef {
  schema: string;
  name: string;
}

/** The related table and how its rows match the current row (`related.remote = current.local`). */
export interface Join {
  table: TableRef;
  mapping: readonly ColumnMapping[];
}

export const TRUE: BoolExp = { kind: 'and', items: [] };

export function and(items: BoolExp[]): BoolExp {
  const kept = items.filter((item) => !(item.kind === 'and' && item.items.length === 0));
  return kept.length === 1 ? kept[0] : { kind: 'and', items: kept };
}

export interface OrderBy {
  target: OrderTarget;
  direction: 'ASC' | 'DESC';
  nulls: 'FIRST' | 'LAST';
}

/** What a row is ordered by: its column, a value of the row an object relationship points at, or an aggregate of related rows. */
export type OrderTarget =
  | { kind: 'column'; column: ColumnModel }
  | { kind: 'object'; join: Join; filter: BoolExp; target: OrderTarget }
  | { kind: 'aggregate'; join: Join; filter: BoolExp; aggregate: AggregateExp };

/** Aggregate functions of `t_aggregate_fields` (and of `t_aggregate_order_by`). */
export type AggregateOp = 'avg' | 'max' | 'min' | 'stddev' | 'stddev_pop' | 'stddev_samp' | 'sum' | 'var_pop' | 'var_samp' | 'variance';

export type AggregateExp =
  /** `count(*)`; with columns `count((a, b))`, or `count(DISTINCT (a, b))`, as Hasura writes them. */
  | { kind: 'count'; columns: ColumnModel[] | undefined; distinct: boolean }
  | { kind: 'op'; op: AggregateOp; column: ColumnModel };

export type OutputField =
  | { key: string; kind: 'column'; column: ColumnModel }
  | { key: string; kind: 'typename'; typename: string }
  /** The related row as an object, or null when there is none (or the role may not see it). */
  | { key: string; kind: 'object'; join: Join; filter: BoolExp; fields: OutputField[] }
  | { key: string; kind: 'array'; join: Join; rows: RowsQuery; fields: OutputField[] }
  | { key: string; kind: 'aggregate'; join: Join; query: AggregateQuery };

/** Which rows of a table a list reads, in which order. */
export interface RowsQuery {
  table: TableRef;
  /** Permission filter and `where`, already ANDed. */
  filter: BoolExp;
  orderBy: OrderBy[];
  distinctOn: ColumnModel[];
  limit: number | undefined;
  /** Text, as it may exceed a JS number. */
  offset: string | undefined;
}

export interface SelectQuery extends RowsQuery {
  table: TableModel;
  /** `t_by_pk`: one object or null, instead of a list. */
  single: boolean;
  fields: OutputField[];
}

/** `t_aggregate` and `<rel>_aggregate`: `{ aggregate { … } nodes { … } }` over the rows of `rows`. */
export interface AggregateQuery {
  rows: RowsQuery;
  /**
   * The role's row limit when it must apply to `nodes` only: with aggregates selected, Hasura computes
   * them over every row matched (within the caller's own limit) and caps just the nodes.
   */
  nodesLimit: number | undefined;
  fields: AggregateOutput[];
}

export type AggregateOutput =
  | { key: string; kind: 'typename'; typename: string }
  | { key: string; kind: 'aggregate'; fields: AggregateField[] }
  | { key: string; kind: 'nodes'; fields: OutputField[] };

export type AggregateField =
  | { key: string; kind: 'typename'; typename: string }
  | { key: string; kind: 'count'; aggregate: AggregateExp }
  | { key: string; kind: 'op'; op: AggregateOp; fields: AggregateOpField[] };

export type AggregateOpField = { key: string; kind: 'typename'; typename: string } | { key: string; kind: 'column'; column: ColumnModel };
