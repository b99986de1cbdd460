import type { BoolExp, OutputField } from './ir';
import type { ColumnModel, TableModel } from './modelTypes';

/**
 * A table mutation root field after parsing, before SQL (the mutation side of ir.ts). Every value has
 * been checked against its column type; presets and permission filters are already resolved for the
 * request's session.
 */

/** A value written to a column: a query parameter (null for SQL NULL), or the column's DEFAULT. */
export type WriteValue = { kind: 'value'; value: unknown } | { kind: 'default' };

/** What the client selected on the mutation's result. */
export type MutationOutput =
  /** `insert_t_one`, `update_t_by_pk`, `delete_t_by_pk`: the row, or null. */
  | { kind: 'single'; fields: OutputField[] }
  /** `insert_t`, `update_t`, `delete_t`: `t_mutation_response`. */
  | { kind: 'response'; fields: MutationResponseField[] };

export type MutationResponseField =
  | { key: string; kind: 'typename'; typename: string }
  | { key: string; kind: 'affected_rows' }
  | { key: string; kind: 'returning'; fields: OutputField[] };

interface MutationBase {
  table: TableModel;
  /** The role's select filter: rows it may not read are left out of `returning` (and `_by_pk` gives null). */
  readFilter: BoolExp;
  output: MutationOutput;
  /** Where a failure of this field is reported (Hasura reports insert failures at `…args.objects`). */
  errorPath: string;
}

export interface InsertMutation extends MutationBase {
  kind: 'insert';
  /** The INSERT's column list: every column given in any row, and the presets. */
  columns: ColumnModel[];
  /** One entry per row, aligned with `columns`. */
  rows: WriteValue[][];
  /** Evaluated on each inserted row. */
  check: BoolExp;
  onConflict: OnConflict | undefined;
}

export interface OnConflict {
  /** A constraint name (from the `t_constraint` enum, so a safe identifier). */
  constraint: string;
  /** Empty: ON CONFLICT DO NOTHING. */
  updateColumns: ColumnModel[];
  /** The update permission's presets, applied to the conflicting row. */
  presets: { column: ColumnModel; value: unknown }[];
  /** The update permission's filter and the caller's `where`, on the existing row. */
  filter: BoolExp;
  /** Evaluated instead of the insert check on rows that were updated. */
  updateCheck: BoolExp;
}

export interface UpdateOperation {
  column: ColumnModel;
  op: 'set' | 'inc';
  value: unknown;
}

export interface UpdateMutation extends MutationBase {
  kind: 'update';
  operations: UpdateOperation[];
  /** The permission filter, the caller's `where` (or primary key match), ANDed. */
  filter: BoolExp;
  check: BoolExp;
}

export interface DeleteMutation extends MutationBase {
  kind: 'delete';
  filter: BoolExp;
}

export type TableMutation = InsertMutation | UpdateMutation | DeleteMutation;
