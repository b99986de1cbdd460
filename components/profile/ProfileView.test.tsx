import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { loadPage } from '@/lib/session/navigate';
import { sendChangePassword } from './changePasswordRequests';
import { ProfileView } from './ProfileView';

jest.mock('./changePasswordRequests', () => ({ sendChangePassword: jest.fn() }));
jest.mock('@/lib/session/navigate', () => ({ loadPage: jest.fn() }));
const send = sendChangePassword as jest.MockedFunction<typeof sendChangePassword>;

const agent = { __typename: 'agent' as const, id: 'a-1', first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: null };

async function fill(current: string, next: string, again = next) {
  await userEvent.type(await screen.findByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('New password again'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ProfileView', () => {
  beforeEach(() => {
    send.mockReset();
    (loadPage as jest.Mock).mockClear();
  });

  it('shows who is signed in', () => {
    renderWithChakra(<ProfileView agent={agent} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByText('Amaka Okonkwo')).toBeInTheDocument();
    expect(screen.getByText('0803 000 0001')).toBeInTheDocument();
  });

  it('checks the new password typed twice and its length before sending anything', async () => {
    renderWithChakra(<ProfileView agent={agent} />);
    await fill('correct horse battery', 'short', 'short');
    expect(await screen.findByText(/Use at least 10 characters/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'three green mangoes');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Type the same new password twice')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('says a wrong current password under it, and signs out everywhere once changed', async () => {
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'That is not your current password', code: 'wrong-current-password', field: 'currentPassword' }, keyReused: false });
    renderWithChakra(<ProfileView agent={agent} />);
    await fill('not it at all', 'three green mangoes');
    expect(await screen.findByText('That is not your current password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(send).toHaveBeenCalledWith('not it at all', 'three green mangoes');

    send.mockResolvedValueOnce({ kind: 'done', done: true });
    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/auth?changed=1'));
    expect(screen.getByText('Password changed. Signing you out everywhere…')).toBeInTheDocument();
  });
});
