/**
 * The registry: which tables the engine serves and who may see what, in a subset of Hasura's
 * metadata format (`tables[].table`, `select_permissions[].permission`). Column types are declared
 * here rather than introspected, and checked against the database at startup.
 */

/** PostgreSQL column types the engine knows how to accept and compare. */
export type PgType = 'uuid' | 'text' | 'boolean' | 'timestamptz' | 'integer' | 'bigint' | 'numeric' | 'date' | 'jsonb';

export interface ColumnMetadata {
  name: string;
  type: PgType;
  nullable: boolean;
  /**
   * The row this column's foreign key points at. Optional: an object relationship
   * `foreign_key_constraint_on: 'x_id'` finds its table from this, else from the registry itself (an
   * array relationship declaring the same key from the other side, else the table named `x` by its
   * primary key). Whatever is found is checked against the database's foreign keys at startup.
   */
  references?: { table: QualifiedTable; column: string };
}

/** A Hasura boolean expression as written in metadata: `{ code: { _eq: "X" } }`, `{ _and: [...] }`, `{}`. */
export type BoolExpJson = { [key: string]: unknown };

export interface SelectPermission {
  columns: string[];
  filter: BoolExpJson;
  /** Upper bound on rows per request, whatever `limit` the caller asks for. */
  limit?: number;
  /** Whether `t_aggregate` (and `<rel>_aggregate`) exist for this role. */
  allow_aggregations?: boolean;
}

export interface QualifiedTable {
  schema: string;
  name: string;
}

/** Hasura's object relationship: this row points at one row (`foreign_key_constraint_on: 'partner_id'`). */
export interface ObjectRelationship {
  name: string;
  using:
    | { foreign_key_constraint_on: string }
    | { manual_configuration: { remote_table: QualifiedTable; column_mapping: Record<string, string> } };
}

/** Hasura's array relationship: rows of another table point at this row. */
export interface ArrayRelationship {
  name: string;
  using:
    | { foreign_key_constraint_on: { table: QualifiedTable; column: string } }
    | { manual_configuration: { remote_table: QualifiedTable; column_mapping: Record<string, string> } };
}

/** Column presets: values fixed by the server, e.g. `{ agent_id: 'X-Hasura-User-Id' }`. */
export type ColumnPresets = Record<string, unknown>;

export interface InsertPermission {
  /** Every inserted row must satisfy this, evaluated on the inserted rows inside the transaction. */
  check: BoolExpJson;
  columns: string[];
  set?: ColumnPresets;
}

export interface UpdatePermission {
  columns: string[];
  filter: BoolExpJson;
  check?: BoolExpJson;
  set?: ColumnPresets;
}

export interface DeletePermission {
  filter: BoolExpJson;
}

export interface TableMetadata {
  table: QualifiedTable;
  columns: ColumnMetadata[];
  primary_key: string[];
  object_relationships?: ObjectRelationship[];
  array_relationships?: ArrayRelationship[];
  select_permissions: { role: string; permission: SelectPermission }[];
  insert_permissions?: { role: string; permission: InsertPermission }[];
  update_permissions?: { role: string; permission: UpdatePermission }[];
  delete_permissions?: { role: string; permission: DeletePermission }[];
}

/**
 * An action (Hasura's custom mutation or query backed by code). Its argument and output types are
 * declared in `custom_types` as GraphQL SDL; `handler` names an entry of the action handler table.
 */
export interface ActionMetadata {
  name: string;
  definition: {
    type: 'mutation' | 'query';
    /** GraphQL argument list as SDL, e.g. `partner_code: String!, identifier: String!`. */
    arguments: string;
    /** GraphQL output type as SDL, e.g. `login_output!`. */
    output_type: string;
  };
  permissions: { role: string }[];
}

export interface Registry {
  tables: TableMetadata[];
  actions?: ActionMetadata[];
  /** SDL of the input objects, objects and enums that actions use (Hasura's `custom_types`). */
  custom_types?: string;
}
