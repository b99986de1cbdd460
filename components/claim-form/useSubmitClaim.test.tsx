import { act, renderHook } from '@testing-library/react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { CLAIM_DRAFT_FLOW_KEY, useClaimDraftFlow } from '@/lib/flows/claimDraftFlow';
import { addDays, lagosToday } from '@/lib/validation';
import { loadClaimDraft } from './claimDraftCode';
import { useSubmitClaim } from './useSubmitClaim';

// The requests' code loads at the first "File claim": here the connection drops before it arrives.
jest.mock('./claimRequests', () => {
  throw new Error('Loading chunk failed');
});

const ORDER_ID = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const values = { claimType: 'SCREEN' as const, incidentDate: addDays(lagosToday(), -2), description: 'Screen cracked after the phone fell', policeReportNumber: '' };

describe('filing before the claim’s code has loaded', () => {
  it('sends nothing: says the service could not be reached, and nothing awaits an answer', async () => {
    useClaimDraftFlow.setState({ values: {}, hydrated: false });
    localStorage.clear();
    const { result } = renderHook(() => useSubmitClaim(ORDER_ID, () => undefined, loadClaimDraft));
    let outcome: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      outcome = await result.current.submit(values, ['0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21']);
    });
    expect(outcome).toEqual({ kind: 'not-sent', message: NO_ANSWER_MESSAGE });
    expect(result.current.submitting).toBe(false);
    expect(useClaimDraftFlow.getState().values).toEqual({});
    // The draft's code loaded and read the (empty) draft; nothing was written into it.
    const stored = localStorage.getItem(CLAIM_DRAFT_FLOW_KEY);
    expect(stored === null ? {} : (JSON.parse(stored) as { state: { values: unknown } }).state.values).toEqual({});
  });
});
