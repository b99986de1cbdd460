import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartnerContext } from '@/components/partner/PartnerContext';
import { AccountSessionContext } from '@/components/shell/AccountSessionContext';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { PartnerSupport } from './ChatNotConfigured';
import { ChatProvider } from './ChatProvider';
import { ChatView } from './ChatView';
import { GetPartnerSupport } from './getPartnerSupport';

const boot = jest.fn();
const show = jest.fn();
const hardShutdown = jest.fn();
jest.mock('react-use-intercom', () => ({
  IntercomProvider: ({ children }: { children: React.ReactNode }) => children,
  useIntercom: () => ({ boot, show, hardShutdown }),
}));

const partner = { __typename: 'partner' as const, id: 'p-1', code: 'SUNLINE-NG', allow_postpaid_plan: true };
const agent = { __typename: 'agent' as const, id: 'a-1', first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: 'demo.agent@sunlineprotect.ng' };
const supportRequest = { query: GetPartnerSupport, variables: { code: 'SUNLINE-NG' } };
const support = { __typename: 'partner', id: 'p-1', name: 'Sunline Protect', support_phone: '+234 700 786 5463', support_email: 'support@sunlineprotect.ng' };

/** `support`: the contacts as the server found them (null: the browser asks, with `mocks`). */
function renderChat(configured: boolean, mocks: MockLink.MockedResponse[] = [], support: PartnerSupport | null = null) {
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <PartnerContext.Provider value={partner}>
        <AccountSessionContext.Provider value={{ agentId: agent.id, agent }}>
          <ChatProvider configured={configured}>
            <ChatView configured={configured} support={support} />
          </ChatProvider>
        </AccountSessionContext.Provider>
      </PartnerContext.Provider>
    </MockedApollo>,
  );
}

beforeEach(() => {
  boot.mockClear();
  show.mockClear();
});

describe('ChatView with Intercom configured', () => {
  it("boots the messenger with the agent's attributes and opens it, once Intercom's code has loaded", async () => {
    renderChat(true);
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(boot).toHaveBeenCalledWith({
      userId: 'a-1',
      name: 'Amaka Okonkwo',
      email: 'demo.agent@sunlineprotect.ng',
      phone: '+2348030000001',
      customAttributes: { partner_code: 'SUNLINE-NG', brand: 'yellow' },
    });
  });

  it('opens it again on request', async () => {
    renderChat(true);
    await waitFor(() => expect(show).toHaveBeenCalled());
    show.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('ChatView without Intercom', () => {
  it('shows the support contacts the server found at once, asking nothing from the browser', async () => {
    const asked = jest.fn(() => ({ data: { partner: [] } }));
    renderChat(false, [{ request: supportRequest, result: asked }], support);

    expect(screen.getByText('Chat is not configured')).toBeInTheDocument();
    expect(screen.getByText('Sunline Protect support phone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+234 700 786 5463' })).toHaveAttribute('href', 'tel:+2347007865463');
    expect(screen.getByRole('link', { name: 'support@sunlineprotect.ng' })).toHaveAttribute('href', 'mailto:support@sunlineprotect.ng');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).not.toHaveBeenCalled();
  });

  it("asks the browser for the partner's support phone and email when the server could not", async () => {
    renderChat(false, [{ request: supportRequest, result: { data: { partner: [support] } } }]);

    expect(screen.getByText('Chat is not configured')).toBeInTheDocument();
    const phone = await screen.findByRole('link', { name: '+234 700 786 5463' });
    expect(phone).toHaveAttribute('href', 'tel:+2347007865463');
    expect(screen.getByRole('link', { name: 'support@sunlineprotect.ng' })).toHaveAttribute('href', 'mailto:support@sunlineprotect.ng');
    expect(boot).not.toHaveBeenCalled();
  });

  it('shows the error with a retry when the contacts cannot be loaded', async () => {
    renderChat(false, [
      { request: supportRequest, error: new TypeError('Failed to fetch') },
      { request: supportRequest, result: { data: { partner: [support] } } },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'support@sunlineprotect.ng' })).toBeInTheDocument();
  });
});
