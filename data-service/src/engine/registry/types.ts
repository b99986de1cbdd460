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
}

/** A Hasura boolean expression as written in metadata: `{ code: { _eq: "X" } }`, `{ _and: [...] }`, `{}`. */
export type BoolExpJson = { [key: string]: unknown };

export interface SelectPermission {
  columns: string[];
  filter: BoolExpJson;
  /** Upper bound on rows per request, whatever `limit` the caller asks for. */
  limit?: number;
}

export interface TableMetadata {
  table: { schema: string; name: string };
  columns: ColumnMetadata[];
  primary_key: string[];
  select_permissions: { role: string; permission: SelectPermission }[];
}

export interface Registry {
  tables: TableMetadata[];
}
