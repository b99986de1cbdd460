import type { Registry } from '../../src/engine/registry/types';

/**
 * Three related tables for relationship and aggregate tests, independent of the app's registry:
 * shop ← client ← purchase. Role `user` sees its own clients (not hidden ones) and their purchases
 * (not secret ones, through a permission filter that traverses a relationship), with row limits and
 * aggregations; role `plain` may read clients but not aggregate them.
 */
export const SHOP_SETUP_SQL = `
  CREATE TABLE public.shop (id integer PRIMARY KEY, name text NOT NULL);
  CREATE TABLE public.client (
    id integer PRIMARY KEY,
    shop_id integer NOT NULL REFERENCES public.shop (id),
    last_name text,
    owner text NOT NULL,
    hidden boolean NOT NULL DEFAULT false
  );
  CREATE TABLE public.purchase (
    id integer PRIMARY KEY,
    client_id integer REFERENCES public.client (id),
    referrer_id integer REFERENCES public.client (id),
    amount bigint NOT NULL,
    price numeric,
    note text,
    made_on date,
    ref uuid,
    secret boolean NOT NULL DEFAULT false
  );
  INSERT INTO public.shop VALUES (1, 'North'), (2, 'South');
  INSERT INTO public.client VALUES
    (1, 1, 'Adams', 'u1', false),
    (2, 1, 'Baker', 'u1', false),
    (3, 2, NULL, 'u1', false),
    (4, 2, 'Carter', 'u2', false),
    (5, 1, 'Diaz', 'u1', true);
  INSERT INTO public.purchase VALUES
    (1, 1, 2, 100, 1.5, 'a', '2024-01-01', '00000000-0000-0000-0000-00000000000a', false),
    (2, 1, NULL, 250, 2.25, 'b', '2024-02-01', 'f0000000-0000-0000-0000-000000000000', false),
    (3, 1, NULL, 50, NULL, NULL, '2024-03-01', '10000000-0000-0000-0000-000000000000', false),
    (4, 1, NULL, 75, 3, 'x', '2024-04-01', NULL, true),
    (5, 1, NULL, 10, 0.5, 'c', NULL, NULL, false),
    (6, 2, NULL, 300, 1.5, 'd', '2023-12-31', NULL, false),
    (7, 4, NULL, 999, 9, 'e', '2024-05-01', NULL, false),
    (8, 5, NULL, 20, NULL, 'f', '2024-06-01', NULL, false),
    (9, NULL, NULL, 5, NULL, 'g', NULL, NULL, false);
`;

const OWN = { owner: { _eq: 'X-Hasura-User-Id' } };

export const SHOP_REGISTRY: Registry = {
  tables: [
    {
      table: { schema: 'public', name: 'shop' },
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'name', type: 'text', nullable: false },
      ],
      primary_key: ['id'],
      array_relationships: [{ name: 'clients', using: { foreign_key_constraint_on: { table: { schema: 'public', name: 'client' }, column: 'shop_id' } } }],
      select_permissions: [
        { role: 'user', permission: { columns: ['id', 'name'], filter: {} } },
        { role: 'plain', permission: { columns: ['id', 'name'], filter: {} } },
      ],
    },
    {
      table: { schema: 'public', name: 'client' },
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'shop_id', type: 'integer', nullable: false },
        { name: 'last_name', type: 'text', nullable: true },
        { name: 'owner', type: 'text', nullable: false },
        { name: 'hidden', type: 'boolean', nullable: false },
      ],
      primary_key: ['id'],
      // `shop` is found by the column's name (shop_id → shop).
      object_relationships: [{ name: 'shop', using: { foreign_key_constraint_on: 'shop_id' } }],
      array_relationships: [
        { name: 'purchases', using: { foreign_key_constraint_on: { table: { schema: 'public', name: 'purchase' }, column: 'client_id' } } },
      ],
      select_permissions: [
        {
          role: 'user',
          permission: { columns: ['id', 'shop_id', 'last_name'], filter: { ...OWN, hidden: { _eq: false } }, limit: 10, allow_aggregations: true },
        },
        { role: 'plain', permission: { columns: ['id', 'last_name'], filter: {} } },
      ],
    },
    {
      table: { schema: 'public', name: 'purchase' },
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'client_id', type: 'integer', nullable: true },
        // Named for neither end: its table comes from `references`.
        { name: 'referrer_id', type: 'integer', nullable: true, references: { table: { schema: 'public', name: 'client' }, column: 'id' } },
        { name: 'amount', type: 'bigint', nullable: false },
        { name: 'price', type: 'numeric', nullable: true },
        { name: 'note', type: 'text', nullable: true },
        { name: 'made_on', type: 'date', nullable: true },
        { name: 'ref', type: 'uuid', nullable: true },
        { name: 'secret', type: 'boolean', nullable: false },
      ],
      primary_key: ['id'],
      object_relationships: [
        { name: 'client', using: { foreign_key_constraint_on: 'client_id' } },
        { name: 'referrer', using: { foreign_key_constraint_on: 'referrer_id' } },
        {
          name: 'buyer',
          using: { manual_configuration: { remote_table: { schema: 'public', name: 'client' }, column_mapping: { client_id: 'id' } } },
        },
      ],
      select_permissions: [
        {
          role: 'user',
          permission: {
            columns: ['id', 'client_id', 'amount', 'price', 'note', 'made_on', 'ref'],
            // Traverses a relationship; the client's own permission (hidden) does not apply here, as in Hasura.
            filter: { _and: [{ secret: { _eq: false } }, { client: OWN }] },
            limit: 3,
            allow_aggregations: true,
          },
        },
      ],
    },
  ],
};
