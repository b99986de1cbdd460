import { formatMoney } from '@/lib/format/money';
import {
  FUNDING_AMOUNT_MESSAGES,
  MAX_FUNDING_KOBO,
  MIN_FUNDING_KOBO,
  nairaToKobo,
  PURCHASE_PRICE_MESSAGES,
  validateFundingAmount,
  validateFundingAmountKobo,
  validatePurchasePrice,
  validatePurchasePriceKobo,
} from './money';

describe('purchase price', () => {
  it('reads naira as typed', () => {
    expect(nairaToKobo('150000')).toBe(15_000_000);
    expect(nairaToKobo('₦150,000.5')).toBe(15_000_050);
    expect(nairaToKobo(' 20 000.05 ')).toBe(2_000_005);
    expect(nairaToKobo('1.234')).toBeUndefined();
    expect(nairaToKobo('-5')).toBeUndefined();
    expect(nairaToKobo('abc')).toBeUndefined();
  });

  it('accepts ₦20,000 to ₦3,000,000 inclusive', () => {
    expect(validatePurchasePriceKobo(2_000_000)).toBeUndefined();
    expect(validatePurchasePriceKobo(300_000_000)).toBeUndefined();
    expect(validatePurchasePrice('150,000')).toBeUndefined();
  });

  it.each([
    [1_999_999, PURCHASE_PRICE_MESSAGES.tooLow],
    [300_000_001, PURCHASE_PRICE_MESSAGES.tooHigh],
    [2_000_000.5, PURCHASE_PRICE_MESSAGES.invalid],
    [undefined, PURCHASE_PRICE_MESSAGES.required],
  ])('rejects %p kobo', (kobo, message) => {
    expect(validatePurchasePriceKobo(kobo)).toBe(message);
  });

  it('checks the typed text', () => {
    expect(validatePurchasePrice('')).toBe(PURCHASE_PRICE_MESSAGES.required);
    expect(validatePurchasePrice('lots')).toBe(PURCHASE_PRICE_MESSAGES.invalid);
    expect(validatePurchasePrice('19,999.99')).toBe(PURCHASE_PRICE_MESSAGES.tooLow);
    expect(validatePurchasePrice('3000000.01')).toBe(PURCHASE_PRICE_MESSAGES.tooHigh);
  });
});

describe('wallet funding amount', () => {
  it('is ₦1,000 to ₦1,000,000 a top-up', () => {
    expect(MIN_FUNDING_KOBO).toBe(100_000);
    expect(MAX_FUNDING_KOBO).toBe(100_000_000);
  });

  it('accepts the limits and what lies between, typed with or without commas', () => {
    expect(validateFundingAmountKobo(100_000)).toBeUndefined();
    expect(validateFundingAmountKobo(100_000_000)).toBeUndefined();
    expect(validateFundingAmount('5000')).toBeUndefined();
    expect(validateFundingAmount('5,000')).toBeUndefined();
    expect(validateFundingAmount('₦1,000,000')).toBeUndefined();
    expect(validateFundingAmount('1000.50')).toBeUndefined();
  });

  it.each([
    [99_999, FUNDING_AMOUNT_MESSAGES.outOfRange],
    [100_000_001, FUNDING_AMOUNT_MESSAGES.outOfRange],
    [0, FUNDING_AMOUNT_MESSAGES.outOfRange],
    [-500_000, FUNDING_AMOUNT_MESSAGES.outOfRange],
    [100_000.5, FUNDING_AMOUNT_MESSAGES.invalid],
    [undefined, FUNDING_AMOUNT_MESSAGES.required],
  ])('rejects %p kobo', (kobo, message) => {
    expect(validateFundingAmountKobo(kobo)).toBe(message);
  });

  it('checks the typed text', () => {
    expect(validateFundingAmount('  ')).toBe(FUNDING_AMOUNT_MESSAGES.required);
    expect(validateFundingAmount('five thousand')).toBe(FUNDING_AMOUNT_MESSAGES.invalid);
    expect(validateFundingAmount('-5000')).toBe(FUNDING_AMOUNT_MESSAGES.invalid);
    expect(validateFundingAmount('999.99')).toBe(FUNDING_AMOUNT_MESSAGES.outOfRange);
    expect(validateFundingAmount('1,000,000.01')).toBe(FUNDING_AMOUNT_MESSAGES.outOfRange);
  });

  it('names the limits it checks', () => {
    expect(FUNDING_AMOUNT_MESSAGES.outOfRange).toBe(`Fund the wallet with ${formatMoney(MIN_FUNDING_KOBO)} to ${formatMoney(MAX_FUNDING_KOBO)} at a time`);
  });
});
