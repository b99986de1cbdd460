import { PAYMENT_STATUSES } from '@/lib/domain/payments';
import { paymentMethodAndChannel, paymentMethodLabel, paymentStatusLabel, paymentStatusPalette, ussdBankName } from './paymentDisplay';

describe('a payment in words', () => {
  it('names every status, in its colour', () => {
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual(['Pending', 'Paid', 'Failed', 'Abandoned', 'Refunded']);
    expect(PAYMENT_STATUSES.map(paymentStatusPalette)).toEqual(['orange', 'green', 'red', 'gray', 'purple']);
    expect(paymentStatusLabel('DECLINED')).toBe('Declined');
    expect(paymentStatusPalette('DECLINED')).toBe('red');
  });

  it('names the method, the card’s last 4 digits, and the channel when it is not the method’s own', () => {
    expect(['WALLET', 'CARD', 'TRANSFER', 'USSD'].map((method) => paymentMethodLabel(method))).toEqual(['Agent wallet', 'Card', 'Bank transfer', 'USSD']);
    expect(paymentMethodAndChannel('CARD', 'card', '4081')).toBe('Card •••• 4081');
    expect(paymentMethodAndChannel('TRANSFER', 'bank_transfer')).toBe('Bank transfer');
    expect(paymentMethodAndChannel('CARD', 'ussd')).toBe('Card, paid by USSD');
    expect(paymentMethodAndChannel('CARD', null)).toBe('Card');
    expect(ussdBankName('GTBANK')).toBe('GTBank');
  });
});
