import type { Database } from '../src/db/types';

/**
 * What the benchmark driver needs to send one case's requests, sent from the bench server (which owns
 * the database) to the driver (which owns autocannon) over IPC, so plain JSON.
 */
export interface CasePlan {
  name: string;
  /** Which role's token the requests carry, for the report. */
  role: string;
  headers: Record<string, string>;
  query: string;
  operationName: string;
  /**
   * `same`: every request sends these variables. `each`: one entry per request, used once, in order
   * (separate lists for the service and the floor, since a request uses its entry up, e.g. a device
   * that then has a plan). Per-connection lists when `perConnection` is set: connection i uses list i.
   */
  variables:
    | { kind: 'same'; value: Record<string, unknown> }
    | { kind: 'each'; service: Record<string, unknown>[][]; floor: Record<string, unknown>[][] };
  /** Headers per connection (e.g. one agent's token each), overriding `headers`; with `each` only. */
  connectionHeaders?: Record<string, string>[];
  /** Each request gets a new `idempotency_key` (a random UUID), as the app sends for a new purchase. */
  freshIdempotencyKey: boolean;
  /** Before measuring, check that the floor answers the same `data` as the service (read-only cases). */
  compareWithFloor: boolean;
}

/** One benchmark case as the bench server prepares it: the plan for the driver, and its floor handler. */
export interface PreparedCase {
  plan: CasePlan;
  /**
   * The floor: the same work done by hand-written SQL on the same database, no GraphQL engine and no
   * token check. Gets the request's variables and returns the response body `{"data":…}`.
   */
  floor(variables: Record<string, unknown>): Promise<string>;
}

export interface BenchCase {
  name: string;
  /** Sets up fixtures; answers a reason instead when what the case needs is not built yet. */
  prepare(db: Database, options: { connections: number; requestsPerConnection: number }): Promise<PreparedCase | { skipped: string }>;
}
