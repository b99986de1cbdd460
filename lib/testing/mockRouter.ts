import type { ParsedUrlQuery } from 'node:querystring';

/**
 * A stand-in for Next's router in component tests, at `pathname` with a settable `query`. Use it from a
 * `jest.mock('next/router', () => ({ useRouter: () => mockRouter }))` (jest lets the factory name variables
 * whose names start with `mock`).
 */
export function createMockRouter(pathname: string) {
  return {
    pathname,
    query: {} as ParsedUrlQuery,
    isReady: true,
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
  };
}
