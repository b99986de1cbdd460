import { formatNumber } from './number';

describe('formatNumber', () => {
  it.each([
    [1234567.8, '1,234,567.80'],
    [0, '0.00'],
    [-0, '0.00'],
    [-0.001, '0.00'],
    [1, '1.00'],
    [999.999, '1,000.00'],
    [1.005, '1.01'],
    [-1234.5, '-1,234.50'],
    [0.1 + 0.2, '0.30'],
    [1e15, '1,000,000,000,000,000.00'],
  ])('shows %p as %p', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects %p', (n) => {
    expect(() => formatNumber(n)).toThrow(RangeError);
  });
});
