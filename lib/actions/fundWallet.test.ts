import { FUNDING_AMOUNT_MESSAGES } from '@/lib/validation';
import { FUND_WALLET } from './fundWallet';
import { brokenRule, formFieldLookup, inputFromForm } from './inputFields';

const fundWalletFormFieldOf = formFieldLookup(FUND_WALLET);

describe('fund_wallet', () => {
  it('sends the amount in kobo, and nothing else (the card is typed on the gateway’s page)', () => {
    expect(inputFromForm(FUND_WALLET, { amount: '₦5,000.50' })).toEqual({ amount_kobo: 500_050 });
  });

  it('checks the amount', () => {
    expect(brokenRule(FUND_WALLET, { amount_kobo: 500_000 }, '2025-06-15')).toBeUndefined();
    expect(brokenRule(FUND_WALLET, { amount_kobo: 99_999 }, '2025-06-15')).toEqual({ field: 'amount_kobo', message: FUNDING_AMOUNT_MESSAGES.outOfRange });
  });

  it('names the form field of the amount', () => {
    expect(fundWalletFormFieldOf('amount_kobo')).toBe('amount');
  });
});
