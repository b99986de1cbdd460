import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [150000, '₦1,500'],
    [150050, '₦1,500.5'],
    [150055, '₦1,500.55'],
    [1, '₦0.01'],
    [99, '₦0.99'],
    [100, '₦1'],
    [0, '₦0'],
    [-0, '₦0'],
    [-150050, '-₦1,500.5'],
    [-1, '-₦0.01'],
    [123456789012, '₦1,234,567,890.12'],
    [Number.MAX_SAFE_INTEGER, '₦90,071,992,547,409.91'],
  ])('shows %p kobo as %p', (kobo, expected) => {
    expect(formatMoney(kobo)).toBe(expected);
  });

  it('uses the naira sign and no spaces', () => {
    expect(formatMoney(500000)).toBe('\u20A65,000');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'rejects %p kobo as a programming error',
    (kobo) => {
      expect(() => formatMoney(kobo)).toThrow(RangeError);
    },
  );
});

describe('formatMoney against the spec’s formatter', () => {
  // Spec section 9, as Intl writes it: the hand-written formatter must agree with it on every amount.
  const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 0, signDisplay: 'negative' });
  const asIntlShowsIt = (kobo: number) => intl.format(`${kobo < 0 ? '-' : ''}${Math.floor(Math.abs(kobo) / 100)}.${String(Math.abs(kobo) % 100).padStart(2, '0')}` as `${number}`);

  it('agrees on every kind of amount: each kobo ending, each count of thousands, both signs', () => {
    const amounts = [0, 1, 9, 10, 11, 90, 99, 100, 101, 110, 999, 1000, 99999, 100000, 100001, 123400, 9999999, 10000000];
    for (let power = 0; power <= 15; power += 1) for (const tail of [0, 1, 5, 50, 55, 99]) amounts.push(10 ** power + tail, 10 ** power * 7 - tail);
    for (let k = 0; k < 2000; k += 1) amounts.push(Math.floor(Math.random() * 10 ** (1 + (k % 15))));
    for (const kobo of amounts.filter(Number.isSafeInteger)) {
      expect(formatMoney(kobo)).toBe(asIntlShowsIt(kobo));
      expect(formatMoney(-kobo)).toBe(kobo === 0 ? '₦0' : asIntlShowsIt(-kobo));
    }
  });
});
