import type { CatalogRelationship, CatalogTable } from './modelTypes';
import { resolveRelationships } from './registry/relationships';
import type { Registry } from './registry/types';
import { scalarNameOf } from './schema/scalars';

/**
 * Every table of the registry with all its columns and relationships, whatever the role (CatalogTable).
 */
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
