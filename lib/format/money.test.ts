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
