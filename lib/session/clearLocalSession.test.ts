import { BUY_PLAN_FLOW_KEY, useBuyPlanFlow } from '@/lib/flows/buyPlanFlow';
import { CLAIM_DRAFT_FLOW_KEY, useClaimDraftFlow } from '@/lib/flows/claimDraftFlow';
import { FUND_WALLET_STORE_KEY } from '@/lib/flows/fundWalletFlow';
import { ONBOARDING_FLOW_KEY, useOnboardingFlow } from '@/lib/flows/onboardingFlow';
import { WALLET_ACCOUNT_ASKED_KEY } from '@/lib/wallet/walletAccountAsked';
import { clearLocalSession } from './clearLocalSession';
import { getToken, getUser, saveToken, saveUser } from './cookieStore';

describe('clearLocalSession', () => {
  beforeEach(() => {
    saveToken('a.b.c', 60_000);
    saveUser({ id: 'agent-1' }, 60_000);
    window.localStorage.setItem(ONBOARDING_FLOW_KEY, JSON.stringify({ state: { values: { firstName: 'Ada' } }, version: 1 }));
    window.localStorage.setItem(BUY_PLAN_FLOW_KEY, JSON.stringify({ state: { values: {} }, version: 1 }));
    window.localStorage.setItem(CLAIM_DRAFT_FLOW_KEY, JSON.stringify({ state: { values: { description: 'Screen cracked after a fall' } }, version: 1 }));
    window.localStorage.setItem(FUND_WALLET_STORE_KEY, JSON.stringify({ state: { values: { amountKobo: 500_000 } }, version: 1 }));
    window.localStorage.setItem(WALLET_ACCOUNT_ASKED_KEY, '1');
  });

  it('clears cookies, the persisted flows, the Apollo cache and the chat session', async () => {
    const client = { clearStore: jest.fn(async () => []) };
    const shutdownChat = jest.fn();
    document.cookie = 'intercom-session-app=abc; path=/';

    await clearLocalSession({ client, shutdownChat });

    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeUndefined();
    expect(window.localStorage.getItem(ONBOARDING_FLOW_KEY)).toBeNull();
    expect(window.localStorage.getItem(BUY_PLAN_FLOW_KEY)).toBeNull();
    expect(window.localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).toBeNull();
    expect(window.localStorage.getItem(FUND_WALLET_STORE_KEY)).toBeNull();
    // The next agent on the device has not asked for a transfer account.
    expect(window.localStorage.getItem(WALLET_ACCOUNT_ASKED_KEY)).toBeNull();
    expect(useOnboardingFlow.getState().values).toEqual({});
    expect(useBuyPlanFlow.getState().values).toEqual({});
    expect(useClaimDraftFlow.getState().values).toEqual({});
    expect(client.clearStore).toHaveBeenCalledTimes(1);
    expect(shutdownChat).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toMatch(/intercom-session-app/);
  });

  it('goes on when a step fails', async () => {
    const client = { clearStore: jest.fn(async () => Promise.reject(new Error('in flight'))) };
    await clearLocalSession({
      client,
      shutdownChat: () => {
        throw new Error('not booted');
      },
    });
    expect(getToken()).toBeUndefined();
    expect(window.localStorage.getItem(ONBOARDING_FLOW_KEY)).toBeNull();
  });

  it('can clear the flows by their keys alone, without loading their code', async () => {
    await clearLocalSession({ flows: 'storage' });
    expect(window.localStorage.getItem(ONBOARDING_FLOW_KEY)).toBeNull();
    expect(window.localStorage.getItem(BUY_PLAN_FLOW_KEY)).toBeNull();
    expect(window.localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).toBeNull();
    expect(getToken()).toBeUndefined();
  });
});
