import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PartnerContext } from '@/components/partner/PartnerContext';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { loadPage } from '@/lib/session/navigate';
import { useSignIn } from './useSignIn';

jest.mock('@/lib/session/navigate', () => ({ loadPage: jest.fn() }));
// The sign-in code's own chunk could not be fetched (offline before the agent submitted).
jest.mock('./startSession', () => {
  throw new Error('Loading chunk 123 failed.');
});

const partner = { __typename: 'partner' as const, id: 'p-1', code: 'SUNLINE-NG', allow_postpaid_plan: true };
const wrapper = ({ children }: { children: ReactNode }) => <PartnerContext.Provider value={partner}>{children}</PartnerContext.Provider>;

it("says the service could not be reached, in plain words, when signing in's code cannot be loaded", async () => {
  const { result } = renderHook(() => useSignIn(null), { wrapper });
  await act(() => result.current.signIn({ identifier: '08030000001', password: 'demo-password' }));
  expect(result.current.errorMessage).toBe(NO_ANSWER_MESSAGE);
  expect(result.current.signedIn).toBe(false);
  expect(loadPage).not.toHaveBeenCalled();
});
