import { CARD_MESSAGES } from '@/lib/validation';
import { CARD_INPUT, type CardFieldValues, type CardInput } from './cardInput';
import { brokenRule, formFieldLookup, inputFromForm, normaliseInput } from './inputFields';

const today = '2025-06-15';
const typed: CardFieldValues = { cardNumber: '4084 0840 8408 4081', cardExpiry: '12/29', cardCvv: ' 123 ' };
const sent: CardInput = { number: '4084084084084081', expiry_month: 12, expiry_year: 2029, cvv: '123' };

describe('card_input', () => {
  it('is sent with the number as digits, the expiry as month and four-digit year, the CVV trimmed', () => {
    expect(inputFromForm(CARD_INPUT, typed)).toEqual(sent);
    expect(inputFromForm(CARD_INPUT, { ...typed, cardExpiry: '0630' })).toMatchObject({ expiry_month: 6, expiry_year: 2030 });
  });

  it('is normalised by the service the same way', () => {
    expect(normaliseInput(CARD_INPUT, { ...sent, number: '4084-0840-8408-4081', cvv: '123 ' })).toEqual(sent);
  });

  it('checks the number (Luhn), the expiry (month and year as one, reported as expiry) and the CVV, in that order', () => {
    expect(brokenRule(CARD_INPUT, { ...sent, expiry_month: 6, expiry_year: 2025 }, today)).toBeUndefined();
    expect(brokenRule(CARD_INPUT, { ...sent, expiry_year: 29 }, today)).toBeUndefined();
    expect(brokenRule(CARD_INPUT, { ...sent, number: '4084084084084082', cvv: '1' }, today)).toEqual({ field: 'number', message: CARD_MESSAGES.numberCheck });
    expect(brokenRule(CARD_INPUT, { ...sent, expiry_month: 5, expiry_year: 2025 }, today)).toEqual({ field: 'expiry', message: CARD_MESSAGES.expired });
    expect(brokenRule(CARD_INPUT, { ...sent, expiry_month: 13 }, today)).toEqual({ field: 'expiry', message: CARD_MESSAGES.expiryFormat });
    expect(brokenRule(CARD_INPUT, { ...sent, cvv: '12a' }, today)).toEqual({ field: 'cvv', message: CARD_MESSAGES.cvvFormat });
  });

  it('names the form field of every argument and of the expiry', () => {
    const formFieldOf = formFieldLookup(CARD_INPUT);
    expect(['number', 'expiry_month', 'expiry_year', 'expiry', 'cvv'].map(formFieldOf)).toEqual(['cardNumber', 'cardExpiry', 'cardExpiry', 'cardExpiry', 'cardCvv']);
  });
});
