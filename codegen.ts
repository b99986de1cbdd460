// GraphQL Code Generator: types every operation the app sends, from the agent role's schema (a superset of
// what the app may send signed out). `npm run codegen` writes lib/graphql/generated/ (committed);
// `npm run codegen:check` regenerates into a temp dir and fails when the committed files differ.
import type { CodegenConfig } from '@graphql-codegen/cli';

export const AGENT_SCHEMA = 'data-service/schema/agent.graphql';
export const GENERATED_DIR = 'lib/graphql/generated/';

/** The files whose `graphql()` calls are the app's operations. */
export const DOCUMENTS = [
  'components/**/*.{ts,tsx}',
  'pages/**/*.{ts,tsx}',
  'lib/**/*.{ts,tsx}',
  '!lib/graphql/generated/**',
  '!**/*.test.{ts,tsx}',
];

/** What each Hasura scalar is in JSON as the data service answers (numbers are built by PostgreSQL's JSON functions). */
const SCALARS = {
  uuid: 'string',
  timestamptz: 'string',
  date: 'string',
  bigint: 'number',
  numeric: 'number',
  jsonb: 'unknown',
};

/** The config with its schema and output folder overridable, so the staleness check can generate elsewhere. */
export function codegenConfig(options: { schema?: string; outDir?: string } = {}): CodegenConfig {
  return {
    schema: options.schema ?? AGENT_SCHEMA,
    documents: DOCUMENTS,
    ignoreNoDocuments: false,
    generates: {
      [options.outDir ?? GENERATED_DIR]: {
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
      },
    },
  };
}

export default codegenConfig();
