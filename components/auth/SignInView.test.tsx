import { SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatProvider } from '@/components/chat/ChatProvider';
import { PartnerContext } from '@/components/partner/PartnerContext';
import { getToken, getUser } from '@/lib/session/cookieStore';
import { loadPage } from '@/lib/session/navigate';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { serviceUnavailableError } from '@/lib/testing/serviceUnavailable';
import { Login } from './login';
import { SignInView, type SignInViewProps } from './SignInView';

jest.mock('@/lib/session/navigate', () => ({ loadPage: jest.fn() }));
// Sign-in loads its GraphQL client on first use (components/auth/startSession.ts): here, one answering from mocks.
let mockClient: ApolloClient | undefined;
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserApolloClient: () => mockClient }));

const partner = { __typename: 'partner' as const, id: 'p-1', code: 'SUNLINE-NG', allow_postpaid_plan: true };
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const issuedAt = Math.floor(Date.now() / 1000);
const token = `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment({ iat: issuedAt, exp: issuedAt + 604800 })}.sig`;
const variables = { partnerCode: 'SUNLINE-NG', identifier: '+2348030000001', password: 'demo-password' };
const session = {
  __typename: 'login_output',
  token,
  expires_at: new Date((issuedAt + 604800) * 1000).toISOString(),
  first_name: 'Amaka',
  last_name: 'Okonkwo',
};
const signedIn: MockLink.MockedResponse = { request: { query: Login, variables }, result: { data: { login: session } } };
const refused = (code: string, message: string, extensions: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: Login, variables },
  result: { errors: [{ message, extensions: { code, path: '$', ...extensions } }] },
});

function renderSignIn(mocks: MockLink.MockedResponse[], props: Partial<SignInViewProps> = {}) {
  mockClient = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  renderWithChakra(
    <ChatProvider>
      <PartnerContext.Provider value={partner}>
        <SignInView demoLoginHint={null} sessionEnded={false} next={null} {...props} />
      </PartnerContext.Provider>
    </ChatProvider>,
  );
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>, identifier = '0803 000 0001', password = 'demo-password') {
  await user.type(screen.getByLabelText('Phone number or email'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInView', () => {
  beforeEach(() => {
    jest.mocked(loadPage).mockClear();
    document.cookie = 'DC_AGENT_TOKEN=; Max-Age=0; path=/';
    document.cookie = 'DC_AGENT_USER=; Max-Age=0; path=/';
  });

  it('signs in with the phone as E.164, keeps token and user in cookies and goes to the dashboard', async () => {
    const user = renderSignIn([signedIn]);
    await signIn(user);

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/account/dashboard'));
    expect(getToken()).toBe(token);
    expect(getUser()).toEqual({ first_name: 'Amaka', last_name: 'Okonkwo' });
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
  });

  it('security #4: the script-readable user cookie holds only the name the screens show, no ids, phone or email', async () => {
    // Whatever else the service may answer stays out of the cookie.
    const agent = { agent_id: 'a-1', partner_id: 'p-1', phone: '+2348030000001', email: 'demo.agent@sunlineprotect.ng' };
    const user = renderSignIn([{ ...signedIn, result: { data: { login: { ...session, ...agent } } } }]);
    await signIn(user);

    await waitFor(() => expect(loadPage).toHaveBeenCalled());
    const stored = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('DC_AGENT_USER='))!.split('=')[1]);
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual(['first_name', 'last_name']);
    expect(stored).not.toMatch(/a-1|p-1|\+234|@/);
  });

  it('goes on to a same-site next', async () => {
    const user = renderSignIn([signedIn], { next: '/account/wallet?tab=ledger' });
    await signIn(user);
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/account/wallet?tab=ledger'));
  });

  it('ignores a next that leaves the site', async () => {
    const user = renderSignIn([signedIn], { next: '//evil.example' });
    await signIn(user);
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/account/dashboard'));
  });

  it("shows the data service's message for wrong credentials and stays", async () => {
    const user = renderSignIn([refused('invalid-credentials', 'Incorrect phone number, email or password')]);
    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect phone number, email or password');
    expect(getToken()).toBeUndefined();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('says how many minutes a lockout has left', async () => {
    const user = renderSignIn([
      refused('too-many-attempts', 'Too many failed sign-in attempts. Try again in 15 minutes.', { minutes_left: 14 }),
    ]);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Try again in 14 minutes.');
  });

  it('says one minute in the singular', async () => {
    const user = renderSignIn([refused('too-many-attempts', 'Locked', { minutes_left: 1 })]);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 1 minute.');
  });

  it('formats a failed request', async () => {
    const user = renderSignIn([{ request: { query: Login, variables }, error: new TypeError('Failed to fetch') }]);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
  });

  it('says plainly when the service cannot serve for now (503), and keeps what was typed', async () => {
    const user = renderSignIn([{ request: { query: Login, variables }, error: serviceUnavailableError() }]);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_UNAVAILABLE_MESSAGES['database-unavailable']);
    expect(screen.getByLabelText('Phone number or email')).toHaveValue('0803 000 0001');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-password');
    expect(getToken()).toBeUndefined();
  });

  it('says the session ended when sent here for that', () => {
    renderSignIn([], { sessionEnded: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended');
  });

  it('says to sign in with the new password after changing it, and no more that the session ended', () => {
    renderSignIn([], { sessionEnded: true, passwordChanged: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your password is changed. Sign in with the new one.');
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it('shows the demo credentials only when the data service gives them', () => {
    renderSignIn([], { demoLoginHint: '08030000001 / demo-password' });
    expect(screen.getByText('08030000001 / demo-password')).toBeInTheDocument();
  });

  it('shows no demo credentials otherwise, and the terms link always', () => {
    renderSignIn([]);
    expect(screen.queryByText(/Demo account/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/brands/yellow/terms.pdf');
  });

  it('clears what a previous agent left in this browser', async () => {
    window.localStorage.setItem('dc-agent:onboarding', '{"state":{}}');
    window.localStorage.setItem('dc-agent:buy-plan', '{"state":{}}');
    renderSignIn([]);
    await waitFor(() => expect(window.localStorage.getItem('dc-agent:onboarding')).toBeNull());
    expect(window.localStorage.getItem('dc-agent:buy-plan')).toBeNull();
  });
});
