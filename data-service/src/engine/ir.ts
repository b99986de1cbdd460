import type { ColumnModel, TableModel } from './model';

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
  | '_niregex';

export type BoolExp =
  | { kind: 'and'; items: BoolExp[] }
  | { kind: 'or'; items: BoolExp[] }
  | { kind: 'not'; item: BoolExp }
  /** `value`: a query parameter (an array for `_in`/`_nin`, a boolean for `_is_null`). */
  | { kind: 'compare'; column: ColumnModel; op: ComparisonOp; value: unknown };

export const TRUE: BoolExp = { kind: 'and', items: [] };

export function and(items: BoolExp[]): BoolExp {
  const kept = items.filter((item) => !(item.kind === 'and' && item.items.length === 0));
  return kept.length === 1 ? kept[0] : { kind: 'and', items: kept };
}

export interface OrderBy {
  column: ColumnModel;
  direction: 'ASC' | 'DESC';
  nulls: 'FIRST' | 'LAST';
}

export type OutputField =
  | { key: string; kind: 'column'; column: ColumnModel }
  | { key: string; kind: 'typename'; typename: string };

export interface SelectQuery {
  table: TableModel;
  /** `t_by_pk`: one object or null, instead of a list. */
  single: boolean;
  /** Permission filter, `where` and primary-key match, already ANDed. */
  filter: BoolExp;
  orderBy: OrderBy[];
  distinctOn: ColumnModel[];
  limit: number | undefined;
  /** Text, as it may exceed a JS number. */
  offset: string | undefined;
  fields: OutputField[];
}
