import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { InviteAccountForm } from './InviteAccountForm';
import { sendInvite } from './passwordLinkRequests';

jest.mock('./passwordLinkRequests', () => ({ sendInvite: jest.fn() }));
const send = sendInvite as jest.MockedFunction<typeof sendInvite>;

const TOKEN = 'A'.repeat(43);

async function fillAndInvite(phone: string) {
  await userEvent.type(screen.getByLabelText('First name'), 'Ngozi');
  await userEvent.type(screen.getByLabelText('Last name'), 'Okeke');
  await userEvent.type(screen.getByLabelText('Phone number'), phone);
  await userEvent.selectOptions(screen.getByLabelText('Works as'), 'claims_officer');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
}

describe('inviting someone', () => {
  beforeEach(() => send.mockReset());

  it('checks the fields first, says a taken phone under it, and shows the link once made', async () => {
    renderWithChakra(<InviteAccountForm />);
    await fillAndInvite('0803');
    expect(await screen.findByText(/Nigerian mobile number/i)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '0803 000 0011');
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: '0803 000 0011 is Chinedu Okafor’s already: find the account in the list', code: 'account-exists', field: 'phone' }, keyReused: false });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(/is Chinedu Okafor’s already/)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');

    send.mockResolvedValueOnce({ kind: 'done', done: { agentId: 'a-9', purpose: 'INVITE', token: TOKEN, expiresAt: '2026-12-06T09:00:00Z' } });
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '0809 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(`http://localhost/password/${TOKEN}`);
    expect(screen.getByText('Invitation link for Ngozi Okeke ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Ngozi Okeke’s account' })).toHaveAttribute('href', '/office/agents/a-9');
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '0809 123 4567', role: 'claims_officer' }), expect.any(String));
  });

  it('sends a retry after no answer under the same key, and the next invitation under a new one', async () => {
    renderWithChakra(<InviteAccountForm />);
    send.mockResolvedValueOnce({ kind: 'unanswered', message: 'No answer' });
    await fillAndInvite('0809 123 4567');
    expect(await screen.findByText(/not known yet/)).toBeInTheDocument();
    send.mockResolvedValueOnce({ kind: 'done', done: { agentId: 'a-9', purpose: 'INVITE', token: TOKEN, expiresAt: '2026-12-06T09:00:00Z' } });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await screen.findByRole('textbox', { name: 'Invitation link' });
    const [[, firstKey], [, retryKey]] = send.mock.calls;
    expect(retryKey).toBe(firstKey);

    await userEvent.click(screen.getByRole('button', { name: 'Invite someone else' }));
    send.mockResolvedValueOnce({ kind: 'done', done: { agentId: 'a-10', purpose: 'INVITE', token: TOKEN, expiresAt: '2026-12-06T09:00:00Z' } });
    await fillAndInvite('0809 765 4321');
    await screen.findByRole('textbox', { name: 'Invitation link' });
    expect(send.mock.calls[2][1]).not.toBe(firstKey);
  });
});
