import { formatMoney } from '@/lib/format/money';
import type { Queryable } from '../db/types';
import type { JobQueue } from '../jobs/queue';
import { queueMessage } from './queueMessage';

export interface ReceiptServices {
  queue: Pick<JobQueue, 'sendInTransaction'>;
  /** The app's public origin: the receipt links to the card's public check, `<origin>/verify/<code>`. */
  appPublicUrl: string;
}

/**
 * Queues the customer's receipt for a sale just paid for (wallet at once, or the gateway's payment settled),
 * in the transaction that made the order ACTIVE: plan, device, amount, policy number and the public proof of
 * cover. Once per order (`SALE_RECEIPT:<order id>`), whichever of the two paths, and however often it runs.
 */
export async function queueSaleReceipt(tx: Queryable, services: ReceiptServices, orderId: string): Promise<void> {
  const { rows } = await tx.query<{
    partner_id: string;
    agent_id: string;
    customer_id: string;
    phone: string;
    first_name: string;
    message_language: string;
    brand: string;
    plan: string;
    device: string;
    amount_paid_kobo: string;
    policy_number: string;
    verification_code: string;
  }>(
    `SELECT o.partner_id, o.agent_id, o.customer_id, c.phone, c.first_name, c.message_language, p.name AS brand,
            pl.name AS plan, d.brand || ' ' || d.model AS device, o.amount_paid_kobo::text, o.policy_number, o.verification_code
       FROM public.plan_order o
       JOIN public.customer c ON c.id = o.customer_id
       JOIN public.partner p ON p.id = o.partner_id
       JOIN public.plan pl ON pl.id = o.plan_id
       JOIN public.device d ON d.id = o.device_id
      WHERE o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) throw new Error(`no order ${orderId} to send a receipt for`);
  await queueMessage(tx, services.queue, {
    partnerId: order.partner_id,
    agentId: order.agent_id,
    customerId: order.customer_id,
    orderId,
    event: 'SALE_RECEIPT',
    eventKey: `SALE_RECEIPT:${orderId}`,
    channel: 'SMS',
    recipient: order.phone,
    language: order.message_language,
    values: {
      brand: order.brand,
      customer: order.first_name,
      plan: order.plan,
      device: order.device,
      // "NGN", not the naira sign: one character outside GSM-7 makes the whole text unicode, 70 characters a page instead of 160.
      amount: formatMoney(Number(order.amount_paid_kobo)).replace('\u20A6', 'NGN '),
      policy: order.policy_number,
      verify_url: `${services.appPublicUrl.replace(/\/+$/, '')}/verify/${order.verification_code}`,
    },
  });
}
