// GraphQL Code Generator: types every operation the app sends, from the schema of the role that sends it
// (the agent's is a superset of what the app may send signed out). `npm run codegen` writes each target's
// folder (committed); `npm run codegen:check` regenerates into a temp dir and fails when the committed files differ.
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Each role the app signs in as types its own operations from its own schema: the agent's screens (and what
 * is sent signed out) from agent.graphql, the claims desk's from claims_officer.graphql, operations' from
 * partner_ops.graphql, the supervisor's Team screen from supervisor.graphql. Each target has its
 * own `graphql()` (its output folder), so a screen can only write operations its role may send.
 */
export interface CodegenTarget {
  /** The role whose schema (`data-service/schema/<role>.graphql`) types the operations. */
  role: string;
  /** Where its typed operations and `graphql()` are written (committed). */
  outDir: string;
  /** The files whose `graphql()` calls are its operations. */
  documents: string[];
}

const NOT_TESTS = '!**/*.test.{ts,tsx}';
const CLAIMS_DESK_DOCUMENTS = ['components/office/claims/**/*.{ts,tsx}', 'pages/office/claims/**/*.{ts,tsx}'];
const OPERATIONS_DOCUMENTS = ['agents', 'audit', 'customers', 'plans'].flatMap((section) => [`components/office/${section}/**/*.{ts,tsx}`, `pages/office/${section}/**/*.{ts,tsx}`]);
const TEAM_DOCUMENTS = ['components/office/team/**/*.{ts,tsx}', 'pages/office/team/**/*.{ts,tsx}'];

export const CODEGEN_TARGETS: readonly CodegenTarget[] = [
  {
    role: 'agent',
    outDir: 'lib/graphql/generated/',
    documents: [
      'components/**/*.{ts,tsx}',
      'pages/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      '!lib/graphql/**/generated/**',
      ...[...CLAIMS_DESK_DOCUMENTS, ...OPERATIONS_DOCUMENTS, ...TEAM_DOCUMENTS].map((glob) => `!${glob}`),
      NOT_TESTS,
    ],
  },
  { role: 'claims_officer', outDir: 'lib/graphql/claims-officer/generated/', documents: [...CLAIMS_DESK_DOCUMENTS, NOT_TESTS] },
  { role: 'partner_ops', outDir: 'lib/graphql/partner-ops/generated/', documents: [...OPERATIONS_DOCUMENTS, NOT_TESTS] },
  { role: 'supervisor', outDir: 'lib/graphql/supervisor/generated/', documents: [...TEAM_DOCUMENTS, NOT_TESTS] },
];

export const SCHEMA_DIR = 'data-service/schema';

/** What each Hasura scalar is in JSON as the data service answers (numbers are built by PostgreSQL's JSON functions). */
const SCALARS = {
  uuid: 'string',
  timestamptz: 'string',
  date: 'string',
  bigint: 'number',
  numeric: 'number',
  jsonb: 'unknown',
};

/** The config with its schema folder and output root overridable, so the staleness check can generate elsewhere. */
export function codegenConfig(options: { schemaDir?: string; outRoot?: string } = {}): CodegenConfig {
  const generates: CodegenConfig['generates'] = {};
  for (const target of CODEGEN_TARGETS) {
    generates[`${options.outRoot ?? ''}${target.outDir}`] = {
      schema: `${options.schemaDir ?? SCHEMA_DIR}/${target.role}.graphql`,
      documents: target.documents,
      preset: 'client',
      presetConfig: {
        // Apollo Client 4 has its own data masking; the preset's useFragment() would be a second one.
        fragmentMasking: false,
      },
      config: {
        scalars: SCALARS,
        // A new scalar in the schema must be mapped here, not silently typed `any`.
        strictScalars: true,
        // The operations are embedded as ready ASTs: nothing parses GraphQL text in the browser.
        documentMode: 'documentNode',
        // Enums become string-literal unions: types only, no runtime objects.
        enumType: 'string-literal',
        // Apollo's cache adds __typename to every selection set but the root, so results always carry it
        // (and test mocks must, or the cache warns).
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        useTypeImports: true,
      },
    };
  }
  return { ignoreNoDocuments: false, generates };
}

export default codegenConfig();
