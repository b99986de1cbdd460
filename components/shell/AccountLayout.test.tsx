import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatProvider } from '@/components/chat/ChatProvider';
import { loadPage } from '@/lib/session/navigate';
import { keepBrowserApolloClient } from '@/lib/apollo/browserClientSlot';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { AccountLayout } from './AccountLayout';
import { useAccountSession } from './AccountSessionContext';
import { GetCurrentAgent } from './getCurrentAgent';
import { Logout } from './logout';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/account/renewals' }) }));
jest.mock('@/lib/session/navigate', () => ({ loadPage: jest.fn() }));

const agentId = '0b6a4c3e-7d2f-4e4b-9b1a-2f9c1d7e8a01';
const agent = { __typename: 'agent' as const, id: agentId, first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: 'demo.agent@sunlineprotect.ng' };

function Probe() {
  const { agent: current } = useAccountSession();
  return <p>{`Content for ${current?.first_name ?? 'nobody yet'}`}</p>;
}

function renderLayout(fromServer: typeof agent | null, mocks: MockLink.MockedResponse[] = []) {
  // The page's client as a screen creates it: logging out finds it in the slot (the shell has no Apollo code).
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <ChatProvider>
        <AccountLayout agentId={agentId} agent={fromServer}>
          <Probe />
        </AccountLayout>
      </ChatProvider>
    </MockedApollo>,
  );
}

describe('AccountLayout', () => {
  beforeEach(() => jest.mocked(loadPage).mockClear());

  // jsdom applies the base (narrowest) styles: the desktop sidebar is rendered but hidden, as on a phone.
  it('shows the brand, the agent and the screen in <main>', () => {
    renderLayout(agent);
    expect(screen.getByRole('img', { name: 'Sunline Protect logo' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('Content for Amaka')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Account', hidden: true });
    expect(within(sidebar).getByRole('link', { name: 'Renewals', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Amaka Okonkwo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    renderLayout(agent);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });

  it('fetches the agent in the browser when the server could not', async () => {
    renderLayout(null, [{ request: { query: GetCurrentAgent, variables: { id: agentId } }, result: { data: { agent_by_pk: agent } } }]);
    expect(screen.getByText('Content for nobody yet')).toBeInTheDocument();
    expect(await screen.findByText('Content for Amaka')).toBeInTheDocument();
  });

  it('opens the menu as a drawer that reaches every section, and closes it', async () => {
    renderLayout(agent);
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Amaka Okonkwo')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Renewals' })).toHaveAttribute('aria-current', 'page');
    const links = within(drawer).getAllByRole('link').map((link) => link.textContent);
    // The agent's name first: it opens their profile.
    expect(links).toEqual(['Amaka Okonkwo', 'Dashboard', 'Customers', 'Orders', 'Warranty', 'Cards', 'Wallet', 'Renewals', 'Chat']);
    expect(within(drawer).getByRole('link', { name: 'Amaka Okonkwo: your profile' })).toHaveAttribute('href', '/account/profile');
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('logs out: cookies and flows cleared, then a fresh /auth, even when the data service cannot be reached', async () => {
    document.cookie = 'DC_AGENT_TOKEN=a.b.c; path=/';
    document.cookie = 'DC_AGENT_USER=%7B%7D; path=/';
    window.localStorage.setItem('dc-agent:onboarding', '{}');
    renderLayout(agent, [{ request: { query: Logout }, error: new TypeError('Failed to fetch') }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/auth'));
    expect(document.cookie).not.toMatch(/DC_AGENT_/);
    expect(window.localStorage.getItem('dc-agent:onboarding')).toBeNull();
  });

  it('logs out on the data service first, while the token is still there to send', async () => {
    document.cookie = 'DC_AGENT_TOKEN=a.b.c; path=/';
    let cookieWhenSent = '';
    const logout = { request: { query: Logout }, result: jest.fn(() => ((cookieWhenSent = document.cookie), { data: { logout: true } })) };
    renderLayout(agent, [logout]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/auth'));
    expect(logout.result).toHaveBeenCalledTimes(1);
    expect(cookieWhenSent).toMatch(/DC_AGENT_TOKEN=a\.b\.c/);
    expect(document.cookie).not.toMatch(/DC_AGENT_/);
  });

  it("logs out offline clearing the cache of the client a screen created, with none provided to the shell", async () => {
    const pageClient = { clearStore: jest.fn(async () => []) };
    keepBrowserApolloClient(pageClient as unknown as Parameters<typeof keepBrowserApolloClient>[0]);
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithChakra(
        <ChatProvider>
          <AccountLayout agentId={agentId} agent={agent}>
            <Probe />
          </AccountLayout>
        </ChatProvider>,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));

      await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Log out' }));

      await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/auth'));
      expect(pageClient.clearStore).toHaveBeenCalledTimes(1);
    } finally {
      online.mockRestore();
    }
  });

  it('logs out offline without waiting for the data service', async () => {
    document.cookie = 'DC_AGENT_TOKEN=a.b.c; path=/';
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const logout = { request: { query: Logout }, result: jest.fn(() => ({ data: { logout: true } })) };
    try {
      renderLayout(agent, [logout]);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));

      await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Log out' }));

      await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/auth'));
      expect(logout.result).not.toHaveBeenCalled();
      expect(document.cookie).not.toMatch(/DC_AGENT_/);
    } finally {
      online.mockRestore();
    }
  });
});
