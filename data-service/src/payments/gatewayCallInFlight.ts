import type { Queryable } from '../db/types';

/**
 * A call to the gateway in flight, marked on the row it is for (`gateway_call_started_at` on `payment` and
 * `payment_refund`): set under the row's lock in the transaction before the call, cleared with its answer
 * or its failure. A twin of the request that finds the mark (a double click, two tabs, a client's retry)
 * does not call the gateway again meanwhile; a mark older than the window is a call whose process died
 * (kill -9), and the next request goes on.
 */

/** Longer than the adapter's timeouts and retries: a call started this long ago without an answer is dead. */
export const GATEWAY_CALL_WINDOW_SECONDS = 60;

/** Whether the row's gateway call, marked at `gateway_call_started_at`, may still be waiting for its answer at `now`. */
export async function gatewayCallInFlight(tx: Queryable, table: 'payment' | 'payment_refund', id: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ in_flight: boolean | null }>(
    `SELECT gateway_call_started_at > $2::timestamptz - make_interval(secs => $3) AS in_flight FROM public.${table} WHERE id = $1`,
    [id, now.toISOString(), GATEWAY_CALL_WINDOW_SECONDS],
  );
  return rows[0]?.in_flight === true;
}
