import { FUNDING_AMOUNT_MESSAGES } from '@/lib/validation';
import { FUND_WALLET } from './fundWallet';
import { brokenRule, formFieldLookup, inputFromForm } from './inputFields';

const fundWalletFormFieldOf = formFieldLookup(FUND_WALLET);

const card = { number: '4084084084084081', expiry_month: 12, expiry_year: 2029, cvv: '123' };

describe('fund_wallet', () => {
  it('sends the amount in kobo and the card', () => {
    const values = { amount: '₦5,000.50', cardNumber: '4084 0840 8408 4081', cardExpiry: '12/29', cardCvv: '123' };
    expect(inputFromForm(FUND_WALLET, values)).toEqual({ amount_kobo: 500_050, card });
  });

  it('checks the amount before the card', () => {
    expect(brokenRule(FUND_WALLET, { amount_kobo: 500_000, card }, '2025-06-15')).toBeUndefined();
    expect(brokenRule(FUND_WALLET, { amount_kobo: 99_999, card: { ...card, cvv: '' } }, '2025-06-15')).toEqual({
      field: 'amount_kobo',
      message: FUNDING_AMOUNT_MESSAGES.outOfRange,
    });
    expect(brokenRule(FUND_WALLET, { amount_kobo: 500_000, card: { ...card, cvv: '' } }, '2025-06-15')?.field).toBe('card.cvv');
  });

  it('names the form field of every argument', () => {
    expect(['amount_kobo', 'card', 'card.number', 'card.expiry', 'card.cvv'].map(fundWalletFormFieldOf)).toEqual(['amount', 'cardNumber', 'cardNumber', 'cardExpiry', 'cardCvv']);
  });
});
