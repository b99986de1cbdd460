import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { CustomTypes, TableEntry } from '@hasura/metadata';
import { buildSchema, Kind, lexicographicSortSchema, parse, print, printSchema, type ObjectTypeDefinitionNode } from 'graphql';
import { parse as parseYaml } from 'yaml';
import { CLAIM_TYPES } from '@/lib/domain/claims';
import { openDatabase } from '../src/db/openDatabase';
import { checkRegistryAgainstDatabase } from '../src/engine/registry/checkAgainstDatabase';
import type { ActionMetadata, Registry } from '../src/engine/registry/types';
import { defaultRegistry } from '../src/metadata/defaultRegistry';
import { ACTIONS_SECRET_HEADER } from '../src/http/hasuraRoutes';
import type { HasuraAction } from '../src/metadata/hasura/hasuraActions';
import { assertNoTransactionControl } from '../src/metadata/hasura/hasuraMigrations';
import { renderHasuraProject } from '../src/metadata/hasura/hasuraProject';
import { BOOKKEEPING_SCHEMA } from '../src/migrate/bookkeeping';
import { loadMigrations } from '../src/migrate/migrations';
import { migrate } from '../src/migrate/migrate';
import { createTestTarget } from './support/testTarget';

const registry = defaultRegistry();
const files = renderHasuraProject(registry);

function file(name: string): string {
  const text = files.get(name);
  assert.ok(text !== undefined, `${name} is generated`);
  return text;
}
const yamlOf = <T>(name: string) => parseYaml(file(name)) as T;

const TABLES_DIR = 'metadata/databases/default/tables';
const included = (entry: string) => /^!include (.+)$/.exec(entry)?.[1];

interface SourceEntry {
  name: string;
  kind: string;
  configuration: { connection_info: { database_url: { from_env: string }; isolation_level: string } };
  tables: string;
}

describe('hasura export', () => {
  it('has a metadata file for every registry table, included from tables.yaml, itself included from databases.yaml', () => {
    const sources = yamlOf<SourceEntry[]>('metadata/databases/databases.yaml');
    assert.equal(sources.length, 1);
    const [source] = sources;
    assert.equal(source.name, 'default');
    assert.equal(source.kind, 'postgres');
    assert.deepEqual(source.configuration.connection_info.database_url, { from_env: 'HASURA_GRAPHQL_DATABASE_URL' });
    assert.equal(source.configuration.connection_info.isolation_level, 'read-committed');
    assert.equal(`metadata/databases/${included(source.tables)}`, `${TABLES_DIR}/tables.yaml`);

    const includes = yamlOf<string[]>(`${TABLES_DIR}/tables.yaml`).map(included);
    const expected = registry.tables.map((t) => `${t.table.schema}_${t.table.name}.yaml`).sort();
    assert.deepEqual(includes, expected);
    for (const table of registry.tables) {
      const entry = yamlOf<TableEntry>(`${TABLES_DIR}/${table.table.schema}_${table.table.name}.yaml`);
      assert.deepEqual(entry.table, { name: table.table.name, schema: table.table.schema });
    }
    // Nothing else sits among the table files, and every file the CLI reads is there.
    const tableFiles = [...files.keys()].filter((name) => name.startsWith(`${TABLES_DIR}/`)).map((name) => path.posix.basename(name));
    assert.deepEqual(tableFiles.sort(), [...expected, 'tables.yaml'].sort());
    for (const name of ['config.yaml', 'metadata/version.yaml', 'metadata/actions.yaml', 'metadata/actions.graphql']) file(name);
    assert.deepEqual(yamlOf('metadata/version.yaml'), { version: 3 });
    assert.equal(yamlOf<{ version: number }>('config.yaml').version, 3);
  });

  it('keeps the relationships, each object one by its foreign key and each array one by the other table\'s', () => {
    for (const table of registry.tables) {
      const entry = yamlOf<TableEntry>(`${TABLES_DIR}/public_${table.table.name}.yaml`);
      const names = (list?: { name: string }[]) => (list ?? []).map((r) => r.name).sort();
      assert.deepEqual(names(entry.object_relationships), names(table.object_relationships), table.table.name);
      assert.deepEqual(names(entry.array_relationships), names(table.array_relationships), table.table.name);
    }
    const order = yamlOf<TableEntry>(`${TABLES_DIR}/public_plan_order.yaml`);
    assert.deepEqual(order.object_relationships?.find((r) => r.name === 'renewal_of')?.using, { foreign_key_constraint_on: 'renewal_of_id' });
    assert.deepEqual(order.array_relationships?.find((r) => r.name === 'payments')?.using, {
      foreign_key_constraint_on: { column: 'plan_order_id', table: { name: 'payment', schema: 'public' } },
    });
  });

  it("keeps each role's select permission: columns, filter with session variables, limit and aggregations", () => {
    for (const table of registry.tables) {
      const entry = yamlOf<TableEntry>(`${TABLES_DIR}/public_${table.table.name}.yaml`);
      assert.deepEqual(
        (entry.select_permissions ?? []).map((p) => p.role),
        table.select_permissions.map((p) => p.role).sort(),
      );
      for (const { role, permission } of table.select_permissions) {
        const exported = entry.select_permissions?.find((p) => p.role === role)?.permission;
        const where = `${table.table.name} for ${role}`;
        assert.ok(exported, where);
        assert.deepEqual(exported.columns, [...permission.columns].sort(), where);
        assert.deepEqual(exported.filter, permission.filter, where);
        assert.equal(exported.limit, permission.limit, where);
        assert.equal(exported.allow_aggregations ?? false, permission.allow_aggregations ?? false, where);
      }
      // No role may write to a table: every write is an action.
      assert.equal(entry.insert_permissions ?? entry.update_permissions ?? entry.delete_permissions, undefined);
    }

    const customer = yamlOf<TableEntry>(`${TABLES_DIR}/public_customer.yaml`).select_permissions?.[0];
    assert.equal(customer?.role, 'agent');
    assert.ok(!customer?.permission.columns.includes('id_number'), 'the full ID number is never served');
    assert.deepEqual(customer?.permission.filter, {
      _and: [{ agent_id: { _eq: 'X-Hasura-User-Id' } }, { partner_id: { _eq: 'X-Hasura-Partner-Id' } }],
    });
    assert.equal(customer?.permission.limit, 100);
    assert.equal(customer?.permission.allow_aggregations, true);
  });

  it('sends every action to the webhook named by ACTIONS_WEBHOOK_URL, with the secret header from the environment', () => {
    const { actions } = yamlOf<{ actions: HasuraAction[] }>('metadata/actions.yaml');
    assert.deepEqual(actions.map((a) => a.name), (registry.actions ?? []).map((a) => a.name));
    for (const action of registry.actions ?? []) {
      const exported = actions.find((a) => a.name === action.name);
      assert.ok(exported);
      assert.equal(exported.definition.handler, '{{ACTIONS_WEBHOOK_URL}}');
      assert.equal(exported.definition.kind, 'synchronous');
      assert.equal(exported.definition.forward_client_headers, true);
      assert.deepEqual(exported.definition.headers, [{ name: ACTIONS_SECRET_HEADER, value_from_env: 'ACTIONS_WEBHOOK_SECRET' }]);
      assert.equal(exported.definition.type, action.definition.type === 'query' ? 'query' : undefined, action.name);
      assert.deepEqual(exported.permissions.map((p) => p.role).sort(), action.permissions.map((p) => p.role).sort(), action.name);
    }
  });

  it('declares each action in actions.graphql with the registry\'s arguments and output type', () => {
    const document = parse(file('metadata/actions.graphql'));
    const root = (name: string) =>
      document.definitions.find((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === name);
    const signature = (action: ActionMetadata) => {
      const args = action.definition.arguments.trim();
      const field = (parse(`type T { f${args ? `(${args})` : ''}: ${action.definition.output_type} }`).definitions[0] as ObjectTypeDefinitionNode).fields?.[0];
      assert.ok(field);
      return { args: (field.arguments ?? []).map((a) => `${a.name.value}: ${print(a.type)}`), output: print(field.type) };
    };
    for (const action of registry.actions ?? []) {
      const field = root(action.definition.type === 'query' ? 'Query' : 'Mutation')?.fields?.find((f) => f.name.value === action.name);
      assert.ok(field, `${action.name} is in actions.graphql`);
      assert.deepEqual(
        { args: (field.arguments ?? []).map((a) => `${a.name.value}: ${print(a.type)}`), output: print(field.type) },
        signature(action),
        action.name,
      );
    }
  });

  it('describes the custom types so that they read back as the same SDL types', () => {
    const { custom_types: types } = yamlOf<{ custom_types: Required<CustomTypes> }>('metadata/actions.yaml');
    const quoted = (description?: string) => (description ? `${JSON.stringify(description)}\n` : '');
    const fields = (list: { name: string; type: string; description?: string }[]) =>
      list.map((f) => `${quoted(f.description)}${f.name}: ${f.type}`).join('\n');
    const fromYaml = [
      ...types.enums.map((e) => `${quoted(e.description)}enum ${e.name} {\n${e.values.map((v) => `${quoted(v.description)}${v.value}`).join('\n')}\n}`),
      ...types.input_objects.map((t) => `${quoted(t.description)}input ${t.name} {\n${fields(t.fields)}\n}`),
      ...types.objects.map((t) => `${quoted(t.description)}type ${t.name} {\n${fields(t.fields)}\n}`),
      ...types.scalars.map((s) => `${quoted(s.description)}scalar ${s.name}`),
    ].join('\n\n');
    // Postgres scalars come from the database in Hasura; a query root makes either text a whole schema.
    const schema = (sdl: string) =>
      printSchema(lexicographicSortSchema(buildSchema(`scalar uuid\nscalar bigint\nscalar date\nscalar timestamptz\ntype Query { ok: Boolean }\n${sdl}`)));
    assert.equal(schema(fromYaml), schema(registry.custom_types ?? ''));

    assert.deepEqual(types.enums.find((e) => e.name === 'claim_type')?.values.map((v) => v.value), [...CLAIM_TYPES]);
    // Card data never crosses our API (issue 30): no card input type, and the payment's state as an object.
    assert.equal(types.input_objects.find((t) => t.name === 'card_input'), undefined);
    const payment = types.objects.find((t) => t.name === 'payment_state');
    assert.equal(payment?.fields.find((f) => f.name === 'transfer')?.type, 'transfer_account');
    const quote = types.objects.find((t) => t.name === 'plan_quote');
    assert.equal(quote?.fields.find((f) => f.name === 'postpaid_instalment_kobo')?.type, 'bigint');
    assert.equal(quote?.fields.find((f) => f.name === 'covers')?.type, '[claim_type!]!');
    assert.deepEqual(types.scalars, []);
  });

  it("starts each migration's up.sql with the file verbatim and records the version and checksum loadMigrations gives", () => {
    const migrations = loadMigrations();
    const dirs = [...files.keys()].filter((name) => name.startsWith('migrations/'));
    assert.equal(dirs.length, migrations.length);
    for (const migration of migrations) {
      const [, number, name] = /^(\d+)_(.+)$/.exec(migration.version) ?? [];
      const upSql = file(`migrations/default/${Number(number)}_${name}/up.sql`);
      assert.ok(upSql.startsWith(migration.sql), migration.version);
      const record = /INSERT INTO (\w+)\.schema_migrations \(version, checksum\)\s+VALUES \('([^']+)', '([^']+)'\)\s+ON CONFLICT \(version\) DO NOTHING;\n$/.exec(upSql);
      assert.ok(record, `${migration.version} records itself last`);
      assert.deepEqual(record.slice(1), [BOOKKEEPING_SCHEMA, migration.version, migration.checksum]);
    }
  });

  it('refuses a migration that begins or ends its own transaction, not a function body with BEGIN … END', () => {
    const migration = (sql: string) => ({ version: '0099_test', sql, checksum: 'x' });
    assert.throws(() => assertNoTransactionControl(migration('BEGIN;\nCREATE TABLE t (id int);\nCOMMIT;\n')), /controls its own transaction \(BEGIN\)/);
    assert.throws(() => assertNoTransactionControl(migration('CREATE TABLE t (id int);\n-- done\ncommit;\n')), /\(commit\)/);
    assertNoTransactionControl(
      migration("CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN NEW;\nEND;\n$$;\nCOMMENT ON FUNCTION f() IS 'begin; commit';\n"),
    );
    for (const real of loadMigrations()) assertNoTransactionControl(real);
  });

  it('writes the same files whatever the order of the registry, each ending with a newline', () => {
    const reordered: Registry = {
      ...registry,
      tables: [...registry.tables].reverse().map((table) => ({
        ...table,
        select_permissions: [...table.select_permissions].reverse(),
        object_relationships: [...(table.object_relationships ?? [])].reverse(),
        array_relationships: [...(table.array_relationships ?? [])].reverse(),
      })),
    };
    assert.deepEqual([...renderHasuraProject(reordered)], [...files]);
    assert.deepEqual([...renderHasuraProject(registry)], [...files]);
    for (const [name, text] of files) assert.ok(text.endsWith('\n'), `${name} ends with a newline`);
    assert.deepEqual([...files.keys()], [...files.keys()].sort());
  });

  it('migrates a fresh database, up.sql by up.sql as Hasura does, into one the data service finds fully migrated', async () => {
    const target = await createTestTarget();
    const db = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir });
    try {
      // Hasura applies versions in numeric order, each up.sql in a transaction of its own.
      const upSqls = [...files]
        .filter(([name]) => name.startsWith('migrations/default/'))
        .sort(([a], [b]) => Number(/\/(\d+)_/.exec(a)?.[1]) - Number(/\/(\d+)_/.exec(b)?.[1]));
      for (const [, sql] of upSqls) await db.transaction((tx) => tx.exec(sql));

      assert.deepEqual(await migrate(db), [], 'the data service applies nothing');
      await checkRegistryAgainstDatabase(db, registry);
      const { rows } = await db.query<{ version: string; checksum: string }>(
        `SELECT version, checksum FROM ${BOOKKEEPING_SCHEMA}.schema_migrations ORDER BY version`,
      );
      assert.deepEqual(rows, loadMigrations().map(({ version, checksum }) => ({ version, checksum })));
    } finally {
      await db.close();
      await target.cleanup();
    }
  });
});
