import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { LinkCheck } from './getPasswordLinkProps';
import type { PasswordLinkInfo } from './passwordLinkQuery';
import { PasswordLinkView } from './PasswordLinkView';
import { sendLinkPassword } from './setPasswordRequests';

jest.mock('./setPasswordRequests', () => ({ sendLinkPassword: jest.fn() }));
const mockRouter = createMockRouter('/password/[token]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
const send = sendLinkPassword as jest.MockedFunction<typeof sendLinkPassword>;

const link = (extra: Partial<PasswordLinkInfo> = {}): LinkCheck => ({
  kind: 'found',
  link: { __typename: 'password_link_info', purpose: 'INVITE', state: 'VALID', first_name: 'Ngozi', partner_name: 'Sunline Protect', expires_at: '2026-12-06T09:00:00Z', ...extra },
});

const renderLink = (check: LinkCheck) => renderWithChakra(<PasswordLinkView check={check} token="t0k3n-of-the-link-0123456789" retryPath="/password/t0k3n" />);

async function choose(password: string, again = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Password again'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('a one-time password link’s page', () => {
  beforeEach(() => send.mockReset());

  it('welcomes the invited person, checks the password typed twice, and says how to sign in once set', async () => {
    renderLink(link());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ngozi' })).toBeInTheDocument();
    expect(screen.getByText('This link works once, until 6 Dec 2026, 10:00.')).toBeInTheDocument();
    await choose('harmattan morning', 'harmattan evening');
    expect(await screen.findByText('Type the same password twice')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    send.mockResolvedValueOnce({ kind: 'done', done: { phone: '+2348091234567' } });
    await userEvent.clear(screen.getByLabelText('Password again'));
    await userEvent.type(screen.getByLabelText('Password again'), 'harmattan morning');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password set.')).toBeInTheDocument();
    expect(screen.getByText('Sign in with 0809 123 4567 and the password you chose.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/auth');
    expect(send).toHaveBeenCalledWith('t0k3n-of-the-link-0123456789', 'harmattan morning');
  });

  it('says why a link no longer works, and a refusal met meanwhile', async () => {
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'This link has expired or was replaced by a newer one: ask operations for a new link', code: 'password-link-expired' }, keyReused: false });
    renderLink(link({ purpose: 'RESET' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await choose('rainy season umbrella');
    expect(await screen.findByText('The password was not set.')).toBeInTheDocument();
    expect(screen.getByText(/replaced by a newer one/)).toBeInTheDocument();
  });

  it.each([
    [link({ state: 'USED' }), 'This link was used already'],
    [link({ state: 'EXPIRED' }), 'This link has expired'],
    [{ kind: 'not-found' } as const, 'This link does not work'],
    [{ kind: 'unavailable' } as const, 'This link could not be checked'],
  ])('%#: a link it cannot use says so, with the way on', (check, title) => {
    renderLink(check);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
