import type { CustomTypes } from '@hasura/metadata';
import { stringify } from 'yaml';
import type { Registry } from '../../engine/registry/types';
import { loadMigrations, type Migration } from '../../migrate/migrations';
import { defaultRegistry } from '../defaultRegistry';
import { ACTIONS_SECRET_HEADER } from '../../http/hasuraRoutes';
import {
  ACTIONS_WEBHOOK_SECRET_ENV,
  ACTIONS_WEBHOOK_URL_ENV,
  actionsSdl,
  hasuraActions,
  hasuraCustomTypes,
  type HasuraAction,
} from './hasuraActions';
import { hasuraMigration } from './hasuraMigrations';
import { hasuraTableEntry, tableFileName } from './hasuraTables';
import { compareText } from './stableOrder';

/**
 * The Hasura CLI project (config v3) that serves what the data service serves: its config, the metadata
 * directory and the migrations, as relative path → file text, sorted by path. `hasura deploy` (or
 * `hasura migrate apply` then `hasura metadata apply`) reads it as it is; nothing in it is a secret.
 */

/** The Hasura source the tables live in; the CLI names a single database `default`. */
export const HASURA_SOURCE = 'default';
/** Environment variable of the Hasura server with the PostgreSQL URL the data service migrates too. */
export const HASURA_DATABASE_URL_ENV = 'HASURA_GRAPHQL_DATABASE_URL';

const GENERATED = "Generated from the data service's registry by `npm run hasura:export`; do not edit.";

// A source of config v3's databases.yaml: a shape @hasura/metadata (metadata v2, one database) has no type for.
interface HasuraSource {
  name: string;
  kind: 'postgres';
  configuration: {
    connection_info: {
      database_url: { from_env: string };
      isolation_level: 'read-committed' | 'repeatable-read' | 'serializable';
      use_prepared_statements: boolean;
    };
  };
  tables: string;
}

/** YAML as the CLI writes it: two-space indents, lists indented under their key, no aliases, no folding. */
function yamlFile(value: unknown): string {
  const text = stringify(value, { indent: 2, indentSeq: true, lineWidth: 0, aliasDuplicateObjects: false });
  return `# ${GENERATED}\n${text}`;
}

const include = (file: string) => `!include ${file}`;

export function renderHasuraProject(registry: Registry = defaultRegistry(), migrations: Migration[] = loadMigrations()): Map<string, string> {
  const files = new Map<string, string>();

  files.set(
    'config.yaml',
    yamlFile({
      version: 3,
      endpoint: 'http://localhost:8080',
      metadata_directory: 'metadata',
      migrations_directory: 'migrations',
      actions: { kind: 'synchronous', handler_webhook_baseurl: 'http://localhost:8081' },
    }),
  );

  files.set('metadata/version.yaml', yamlFile({ version: 3 }));

  const tablesDir = `${HASURA_SOURCE}/tables`;
  const source: HasuraSource = {
    name: HASURA_SOURCE,
    kind: 'postgres',
    configuration: {
      connection_info: {
        database_url: { from_env: HASURA_DATABASE_URL_ENV },
        isolation_level: 'read-committed',
        use_prepared_statements: false,
      },
    },
    tables: include(`${tablesDir}/tables.yaml`),
  };
  files.set('metadata/databases/databases.yaml', yamlFile([source]));

  const tables = [...registry.tables].sort((a, b) => compareText(tableFileName(a), tableFileName(b)));
  files.set(`metadata/databases/${tablesDir}/tables.yaml`, yamlFile(tables.map((table) => include(tableFileName(table)))));
  for (const table of tables) files.set(`metadata/databases/${tablesDir}/${tableFileName(table)}`, yamlFile(hasuraTableEntry(table)));

  const actions = registry.actions ?? [];
  const customTypes = registry.custom_types ?? '';
  files.set('metadata/actions.graphql', `# ${GENERATED}\n${actionsSdl(actions, customTypes)}`);
  const actionsYaml: { actions: HasuraAction[]; custom_types: CustomTypes } = {
    actions: hasuraActions(actions),
    custom_types: hasuraCustomTypes(customTypes),
  };
  files.set('metadata/actions.yaml', yamlFile(actionsYaml));

  // What `hasura metadata export` writes for metadata this project does not use.
  for (const name of ['allow_list', 'cron_triggers', 'inherited_roles', 'query_collections', 'remote_schemas', 'rest_endpoints']) {
    files.set(`metadata/${name}.yaml`, yamlFile([]));
  }
  for (const name of ['api_limits', 'backend_configs', 'metrics_config', 'network', 'opentelemetry']) {
    files.set(`metadata/${name}.yaml`, yamlFile({}));
  }
  files.set('metadata/graphql_schema_introspection.yaml', yamlFile({ disabled_for_roles: [] }));

  for (const migration of migrations) {
    const { directory, upSql } = hasuraMigration(migration);
    files.set(`migrations/${HASURA_SOURCE}/${directory}/up.sql`, upSql);
  }

  files.set('README.md', readme());

  return new Map([...files].sort(([a], [b]) => compareText(a, b)));
}

function readme(): string {
  return `<!-- ${GENERATED} -->
# Hasura project

The data service's tables, permissions, actions and migrations as a Hasura CLI project (config v3), for
running the app on a real Hasura in front of the data service (\`docs/deploy.md\`, shape 2: the data service
then answers Hasura's action calls and auth hook). Written from \`data-service/src/metadata/\`
and \`data-service/migrations/\` by \`npm run hasura:export\`; \`npm run codegen:check\` fails when it is stale.

    HASURA_GRAPHQL_ADMIN_SECRET=… hasura deploy --project data-service/hasura --endpoint https://…

The Hasura server needs \`${HASURA_DATABASE_URL_ENV}\` (the database), \`${ACTIONS_WEBHOOK_URL_ENV}\` (the data
service's actions webhook, \`…/v1/actions\`), \`HASURA_GRAPHQL_AUTH_HOOK\` (its auth hook, \`…/v1/auth-hook\`)
and \`${ACTIONS_WEBHOOK_SECRET_ENV}\` (sent as \`${ACTIONS_SECRET_HEADER}\`).
Each migration also records itself in the data service's \`data_service.schema_migrations\`, so the data
service started on the same database applies none of them again.
`;
}
