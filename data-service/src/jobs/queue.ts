import type { Queryable } from '../db/types';

/**
 * Durable background work on PostgreSQL (pg-boss; docs/decisions.md "The job queue"), over the same
 * database as everything else: PGlite embedded, or PostgreSQL shared by several data-service processes.
 *
 * A job runs at least once; a worker killed mid-job (kill -9) leaves it to be retried after its expiry. So
 * every job's effect is written to be idempotent (settle a payment only while it is pending, under its
 * row lock), which makes the effect happen exactly once across retries and processes.
 */

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one job of this name and key waiting at a time (later sends are dropped). */
  singletonKey?: string;
  /** Retries after a failure (default: the queue's). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
}

export type JobWork<T> = (data: T) => Promise<void>;

export interface JobDefinition<T = unknown> {
  /** The queue's name: lowercase words and dashes, e.g. `payment-reconcile`. */
  name: string;
  work: JobWork<T>;
  /** Defaults for every job of this name. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A job running longer is taken as dead and retried (a killed worker). */
  expireInSeconds?: number;
  /** Cron (5 fields) in Africa/Lagos time: one job of this name is sent on each tick, across every process. */
  cron?: string;
}

export interface JobQueue {
  /**
   * Adds a job in the caller's transaction (the outbox rule): the job exists if and only if the transaction
   * commits. Use this whenever the job follows from a write.
   */
  sendInTransaction(tx: Queryable, name: string, data: object, options?: SendOptions): Promise<void>;
  // Both sends refuse a name no definition has (pg-boss would drop the job without a word).
  /** Adds a job on its own. */
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Stops taking jobs and waits (up to a few seconds) for those running. */
  stop(): Promise<void>;
}
