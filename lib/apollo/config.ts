export const DEFAULT_GRAPHQL_URL = 'http://localhost:8080/v1/graphql';

/** The public data-service endpoint, inlined at build time. */
export const publicGraphqlUrl = process.env.NEXT_PUBLIC_GRAPHQL_URL?.trim() || DEFAULT_GRAPHQL_URL;

/**
 * Where server-side rendering reaches the data service: GRAPHQL_INTERNAL_URL (read at run time, e.g. a
 * private network address) or else the public endpoint.
 */
export function serverGraphqlUrl(): string {
  return process.env.GRAPHQL_INTERNAL_URL?.trim() || publicGraphqlUrl;
}
