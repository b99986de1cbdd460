import type { ColumnMapping } from './registry/relationships';
import type { BoolExpJson, PgType } from './registry/types';

// The shapes every part of the engine reads (columns, tables and relationships as a role or the catalog
// sees them). A leaf: it imports only the registry's types, so the model builder (model.ts), the catalog,
// the IR and the parsers can all name them without importing each other.

export interface ColumnModel {
  name: string;
  pgType: PgType;
  nullable: boolean;
  /** GraphQL scalar name, e.g. `String`, `uuid`. */
  scalar: string;
}

export interface TableModel {
  /** GraphQL name, also the root field name: `partner`. */
  name: string;
  schema: string;
  /** Columns this role may select, in registry order. */
  columns: ColumnModel[];
  columnsByName: ReadonlyMap<string, ColumnModel>;
  /** Every column, for permission filters (which may name columns the role cannot select). */
  allColumnsByName: ReadonlyMap<string, ColumnModel>;
  /** Present when the role may see every primary-key column (then `t_by_pk` exists). */
  primaryKey: ColumnModel[] | undefined;
  filter: BoolExpJson;
  limit: number | undefined;
  /** `t_aggregate` and `<rel>_aggregate` on relationships to this table exist for the role. */
  allowAggregations: boolean;
  /** Relationships to tables this role may select, in registry order (the others are not in its schema). */
  relationships: ReadonlyMap<string, RelationshipModel>;
  /** Every relationship, for permission filters (which may traverse any, as in Hasura). */
  allRelationships: ReadonlyMap<string, CatalogRelationship>;
}

export interface RelationshipModel {
  name: string;
  kind: 'object' | 'array';
  /** The related table as this role sees it. */
  remote: TableModel;
  mapping: readonly ColumnMapping[];
  /** An object relationship through this table's own non-null foreign key: non-null in the schema. */
  nonNull: boolean;
}

export type RootFieldModel =
  | { kind: 'select'; table: TableModel }
  | { kind: 'select_by_pk'; table: TableModel }
  | { kind: 'select_aggregate'; table: TableModel };

/**
 * Every table of the registry with all its columns and relationships, whatever the role. Permission
 * filters are written against this (as in Hasura, a filter may traverse a relationship to a table the
 * role cannot select, and no permission of the related table applies there).
 */
export interface CatalogTable {
  name: string;
  schema: string;
  allColumnsByName: ReadonlyMap<string, ColumnModel>;
  allRelationships: ReadonlyMap<string, CatalogRelationship>;
}

export interface CatalogRelationship {
  name: string;
  kind: 'object' | 'array';
  remote: CatalogTable;
  mapping: readonly ColumnMapping[];
  /** An object relationship through this table's own non-null foreign key (non-null in the schema). */
  nonNull: boolean;
}
