import type { init } from '@sentry/nextjs';

type DataCollection = NonNullable<Parameters<typeof init>[0]>['dataCollection'];

/**
 * Shared shop computers and customer PII: never send cookies (the token lives there), headers, bodies,
 * query strings, user details or GraphQL variables. The operation text alone is enough to debug.
 */
export const sentryDataCollection: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: true, variables: false },
};
