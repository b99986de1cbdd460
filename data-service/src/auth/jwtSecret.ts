import { z } from 'zod';

/** Where Hasura looks for its claims in a token, unless `claims_namespace` says otherwise. */
export const HASURA_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

/**
 * The signing key of `npm run dev` and the test runs, which opt in with `DATA_SERVICE_USE_DEV_JWT_SECRET=true`
 * so a fresh checkout works without setup. Public by design: any other start without
 * `HASURA_GRAPHQL_JWT_SECRET`, and any start with NODE_ENV=production, refuses it.
 */
export const DEV_JWT_SECRET_KEY = 'devicecover-dev-only-jwt-secret-do-not-use-in-production';

/** The same default written as the `HASURA_GRAPHQL_JWT_SECRET` value (for the app's `.env` and docs). */
export const DEV_JWT_SECRET_JSON = JSON.stringify({ type: 'HS256', key: DEV_JWT_SECRET_KEY });

/** A parsed `HASURA_GRAPHQL_JWT_SECRET`: only HS256 with a shared key is supported. */
export interface JwtSecret {
  type: 'HS256';
  key: string;
  claimsNamespace: string;
}

// Hasura's own minimum for HS256 keys.
const MIN_KEY_LENGTH = 32;

/** Hasura options we do not implement: refuse them rather than silently verify less than asked. */
const UNSUPPORTED_KEYS = ['jwk_url', 'claims_namespace_path', 'claims_map', 'claims_format', 'audience', 'issuer', 'allowed_skew', 'header'];

const secretSchema = z
  .object({
    type: z.literal('HS256', { message: 'only "type": "HS256" is supported' }),
    key: z.string({ message: '"key" must be a string' }).min(MIN_KEY_LENGTH, { message: `"key" must be at least ${MIN_KEY_LENGTH} characters` }),
    claims_namespace: z.string({ message: '"claims_namespace" must be a string' }).min(1).optional(),
  })
  .strict();

/** Parses the variable's JSON; throws a message (without the key) saying what is wrong. */
export function parseJwtSecret(text: string): JwtSecret {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('must be JSON such as {"type":"HS256","key":"<at least 32 characters>"}');
  }
  if (json !== null && typeof json === 'object' && !Array.isArray(json)) {
    const unsupported = Object.keys(json).filter((key) => UNSUPPORTED_KEYS.includes(key));
    if (unsupported.length > 0) throw new Error(`${unsupported.map((key) => `"${key}"`).join(', ')} not supported by this data service`);
  }
  const parsed = secretSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue.code === 'unrecognized_keys') throw new Error(`unknown key(s) ${issue.keys.map((key) => `"${key}"`).join(', ')}`);
    if (issue.code === 'invalid_type' && issue.path.length === 0) throw new Error('must be a JSON object such as {"type":"HS256","key":"…"}');
    throw new Error(issue.message);
  }
  return {
    type: 'HS256',
    key: parsed.data.key,
    claimsNamespace: parsed.data.claims_namespace ?? HASURA_CLAIMS_NAMESPACE,
  };
}

/** The secret used on the development opt-in when none is configured. */
export const DEV_JWT_SECRET: JwtSecret = { type: 'HS256', key: DEV_JWT_SECRET_KEY, claimsNamespace: HASURA_CLAIMS_NAMESPACE };
