import { bpToPercent, percentToBp, premiumRateProblem, PLAN_TERM_MESSAGES, typedNaira, wholeNumber } from './plans';

describe('a plan’s terms as typed', () => {
  it('reads a percentage with up to two decimals as basis points, and writes it back', () => {
    expect(percentToBp('4.5')).toBe(450);
    expect(percentToBp(' 6 % ')).toBe(600);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('4.555')).toBeUndefined();
    expect(percentToBp('five')).toBeUndefined();
    expect(percentToBp('-1')).toBeUndefined();
    expect(bpToPercent(450)).toBe('4.5');
  });

  it('bounds the premium rate, and reads naira and whole numbers', () => {
    expect(premiumRateProblem(percentToBp('50'))).toBeUndefined();
    expect(premiumRateProblem(percentToBp('50.01'))).toBe(PLAN_TERM_MESSAGES.premiumRate);
    expect(premiumRateProblem(percentToBp('0'))).toBe(PLAN_TERM_MESSAGES.premiumRate);
    expect(typedNaira('₦5,000')).toBe(500_000);
    expect(typedNaira('')).toBeUndefined();
    expect(wholeNumber('12')).toBe(12);
    expect(wholeNumber('1.5')).toBeUndefined();
  });
});
