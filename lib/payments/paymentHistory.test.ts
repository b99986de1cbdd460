import { paymentHistoryLine, type PaymentEvent } from './paymentHistory';

const at = '2026-11-20T10:00:00Z';
const line = (status: string, source: string, detail: unknown) => {
  const { title, note, palette } = paymentHistoryLine({ id: 'ev', status, source, detail, at } satisfies PaymentEvent);
  return { title, note, palette };
};

describe('a payment history line in words', () => {
  it('says how the payment started and which instructions the customer was given', () => {
    expect(line('PENDING', 'init', { reference: 'PAY-2026-000001' })).toEqual({ title: 'Payment started, waiting for the customer', note: null, palette: 'orange' });
    expect(line('PENDING', 'init', { gateway_reference: 'PAY-2026-000001-2', instructions: 'checkout' })).toEqual({
      title: 'Sent to the card checkout page',
      note: 'Gateway reference PAY-2026-000001-2.',
      palette: 'orange',
    });
    expect(line('PENDING', 'init', { instructions: 'transfer' }).title).toBe('Transfer account given to the customer');
    expect(line('PENDING', 'init', { instructions: 'ussd' }).title).toBe('USSD code given to the customer');
    expect(line('SUCCEEDED', 'init', { reference: 'PAY-2026-000002' })).toEqual({ title: 'Paid from the agent wallet', note: null, palette: 'green' });
  });

  it('says who settled it: our check with the gateway, its webhook or the reconciliation pass, with channel and reference', () => {
    const paid = { gateway_reference: 'PAY-2026-000003', channel: 'bank_transfer', amount_kobo: 500_000, currency: 'NGN' };
    expect(line('SUCCEEDED', 'verify', paid)).toEqual({ title: 'Paid: checked with the gateway', note: 'By bank transfer. Gateway reference PAY-2026-000003.', palette: 'green' });
    expect(line('SUCCEEDED', 'webhook', { ...paid, channel: 'dedicated_nuban' })).toEqual({
      title: 'Paid: the gateway told us',
      note: 'By transfer to the wallet account. Gateway reference PAY-2026-000003.',
      palette: 'green',
    });
    expect(line('SUCCEEDED', 'reconcile', { channel: 'card' }).title).toBe('Paid: found by the reconciliation check');
    expect(line('ABANDONED', 'reconcile', { reason: 'The gateway never received this payment' })).toEqual({
      title: 'Abandoned: found by the reconciliation check',
      note: 'The gateway never received this payment',
      palette: 'gray',
    });
    expect(line('FAILED', 'webhook', { reason: 'Declined', channel: 'card' })).toEqual({ title: 'Failed: the gateway told us', note: 'Declined By card.', palette: 'red' });
  });

  it('shows money people must look at: a wrong amount, money paid twice, money for an order paid already', () => {
    expect(line('FAILED', 'webhook', { flagged: 'The gateway reported NGN 100 kobo for a payment of NGN 500000 kobo', amount_kobo: 100 }).note).toBe(
      'The gateway reported NGN 100 kobo for a payment of NGN 500000 kobo.',
    );
    expect(line('SUCCEEDED', 'webhook', { second_transaction_id: 77, gateway_reference: 'PAY-2026-000004-2', flagged: 'paid twice' })).toEqual({
      title: 'Paid a second time',
      note: 'The customer paid twice: this money is to be given back. Gateway reference PAY-2026-000004-2.',
      palette: 'red',
    });
    expect(paymentHistoryLine({ id: 'ev', status: 'SUCCEEDED', source: 'verify', detail: { gateway_reference: 'PAY-1-2', channel: 'ussd' }, at }, 'PAY-1-2').note).toBe(
      'By USSD.',
    );
    expect(line('SUCCEEDED', 'verify', { flagged: 'order paid already: refunded' }).note).toBe('The order was paid already: this money is being refunded.');
  });

  it('follows a refund: asked for, made or failed, with its amount and reason', () => {
    expect(line('SUCCEEDED', 'refund', { refund_id: 'r', amount_kobo: 250_000, refund_status: 'PENDING', reason: 'Goodwill' })).toEqual({
      title: 'Refund asked for (₦2,500)',
      note: 'Goodwill',
      palette: 'purple',
    });
    expect(line('REFUNDED', 'refund', { amount_kobo: 500_000, refund_status: 'PROCESSED' })).toEqual({ title: 'Refund made (₦5,000)', note: null, palette: 'purple' });
    expect(line('SUCCEEDED', 'refund', { amount_kobo: 500_000, refund_status: 'FAILED', note: 'The gateway refused the refund' })).toEqual({
      title: 'Refund failed (₦5,000)',
      note: 'The gateway refused the refund',
      palette: 'red',
    });
  });

  it('reads stored JSON it does not expect as nothing said, and an unknown source or status in plain words', () => {
    for (const detail of [null, 'text', [1, 2], { channel: 5, gateway_reference: '', amount_kobo: -1, reason: '  ' }]) {
      expect(line('FAILED', 'verify', detail)).toEqual({ title: 'Failed: checked with the gateway', note: null, palette: 'red' });
    }
    expect(line('ON_HOLD', 'manual', {})).toEqual({ title: 'On hold', note: null, palette: 'gray' });
    expect(line('SUCCEEDED', 'refund', { amount_kobo: 1.5, refund_status: 'LATER' })).toEqual({ title: 'Refund', note: null, palette: 'purple' });
  });
});
