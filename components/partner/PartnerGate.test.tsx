import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { GetPartnerByCode } from './getPartnerByCode';
import { usePartner } from './PartnerContext';
import { PartnerGate } from './PartnerGate';

const code = 'SUNLINE-NG';
const request = { query: GetPartnerByCode, variables: { code } };
const partner = { __typename: 'partner' as const, code, allow_postpaid_plan: true, id: '5b7f0c4e-2f0a-4d59-9a43-6a1f4b0a2c11' };

function PartnerProbe() {
  const { code: partnerCode, allow_postpaid_plan } = usePartner();
  return <p>{`App for ${partnerCode} (postpaid ${allow_postpaid_plan ? 'allowed' : 'not allowed'})`}</p>;
}

function renderGate(mocks: MockLink.MockedResponse[]) {
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <PartnerGate partnerCode={code}>
        <PartnerProbe />
      </PartnerGate>
    </MockedApollo>,
  );
}

describe('PartnerGate', () => {
  it("renders the app at once with the partner the server rendered with, asking nothing (no GraphQL client)", () => {
    renderWithChakra(
      <PartnerGate partnerCode={code} partner={partner}>
        <PartnerProbe />
      </PartnerGate>,
    );
    expect(screen.getByText('App for SUNLINE-NG (postpaid allowed)')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the spinner while the partner query runs', () => {
    renderGate([{ request, result: { data: { partner: [partner] } }, delay: 10_000 }]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/App for/)).not.toBeInTheDocument();
  });

  it('renders the app with the partner available once it arrives', async () => {
    renderGate([{ request, result: { data: { partner: [partner] } } }]);
    expect(await screen.findByText('App for SUNLINE-NG (postpaid allowed)')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the formatted error text in place of the app when the query fails', async () => {
    renderGate([{ request, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(screen.queryByText(/App for/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tries again by itself, keeping the error on screen meanwhile, until the partner arrives', async () => {
    jest.useFakeTimers();
    try {
      renderGate([
        { request, error: new TypeError('Failed to fetch') },
        { request, error: new TypeError('Failed to fetch'), delay: 500 },
        { request, result: { data: { partner: [partner] } } },
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      // The retry under way: the message stays (no spinner flashing in its place).
      expect(screen.getByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(4_500));
      await waitFor(() => expect(screen.getByText('App for SUNLINE-NG (postpaid allowed)')).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the GraphQL error message the data service answered with', async () => {
    renderGate([{ request, result: { errors: [{ message: "field 'partner' not found in type: 'query_root'" }] } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent("field 'partner' not found in type: 'query_root'");
  });

  it('keeps the spinner when no partner with an id came back', async () => {
    renderGate([{ request, result: { data: { partner: [] } } }]);
    expect(await screen.findByText(`Partner ${code} is not set up on this service yet.`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/App for/)).not.toBeInTheDocument();
  });

  it('refuses usePartner() outside the gate', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithChakra(<PartnerProbe />)).toThrow('usePartner() must be used inside <PartnerGate>');
    spy.mockRestore();
  });
});
