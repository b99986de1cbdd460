import type { Queryable } from '../db/types';
import type { DeliveryReport } from './smsProvider';

/**
 * Applies a provider's delivery report to its message, found by the provider's id. Reports may come twice
 * or out of order: a report only moves a message forward (SENT → DELIVERED or UNDELIVERED), never back, and
 * a final status is kept whatever comes after it. Returns false when no message has that id yet (the report
 * came before the send's own answer was stored): the caller answers so that the provider tries again.
 */
export async function applyDeliveryReport(tx: Queryable, provider: string, report: DeliveryReport): Promise<boolean> {
  const { rows } = await tx.query<{ status: string }>(
    `SELECT status FROM public.message WHERE provider = $1 AND provider_reference = $2 FOR NO KEY UPDATE`,
    [provider, report.reference],
  );
  const message = rows[0];
  if (!message) return false;
  if (message.status !== 'SENT') return true;
  if (report.status === 'SENT') {
    await tx.query(`UPDATE public.message SET provider_status = $3 WHERE provider = $1 AND provider_reference = $2`, [provider, report.reference, report.providerStatus]);
    return true;
  }
  await tx.query(
    `UPDATE public.message SET status = $3, provider_status = $4, delivered_at = CASE WHEN $3 = 'DELIVERED' THEN now() END
      WHERE provider = $1 AND provider_reference = $2`,
    [provider, report.reference, report.status, report.providerStatus],
  );
  return true;
}
