import { nairaToKobo, PURCHASE_PRICE_MESSAGES, validatePurchasePrice, validatePurchasePriceKobo } from './money';

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
