import type { ColumnModel } from './model';
import { resolveRelationships, type ColumnMapping } from './registry/relationships';
import type { Registry } from './registry/types';
import { scalarNameOf } from './schema/scalars';

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

export function buildCatalog(registry: Registry): Map<string, CatalogTable> {
  const resolved = resolveRelationships(registry);
  const relationships = new Map<string, Map<string, CatalogRelationship>>();
  const catalog = new Map<string, CatalogTable>();
  for (const table of registry.tables) {
    const rels = new Map<string, CatalogRelationship>();
    relationships.set(table.table.name, rels);
    catalog.set(table.table.name, {
      name: table.table.name,
      schema: table.table.schema,
      allColumnsByName: new Map(
        table.columns.map((c) => [c.name, { name: c.name, pgType: c.type, nullable: c.nullable, scalar: scalarNameOf(c.type) }]),
      ),
      allRelationships: rels,
    });
  }
  // Linked once every table exists: relationships form cycles (customer → agent → customers).
  for (const [tableName, list] of resolved) {
    const rels = relationships.get(tableName) as Map<string, CatalogRelationship>;
    for (const rel of list) {
      rels.set(rel.name, {
        name: rel.name,
        kind: rel.kind,
        remote: catalog.get(rel.remote) as CatalogTable,
        mapping: rel.mapping,
        nonNull: rel.nonNull,
      });
    }
  }
  return catalog;
}
