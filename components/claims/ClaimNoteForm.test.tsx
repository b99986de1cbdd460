import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { sendClaimNote } from './claimNoteRequests';
import { ClaimNoteForm } from './ClaimNoteForm';

jest.mock('./claimNoteRequests', () => ({ sendClaimNote: jest.fn() }));
const mockRouter = createMockRouter('/account/warranty/[id]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
const send = sendClaimNote as jest.MockedFunction<typeof sendClaimNote>;

const renderForm = () => renderWithChakra(<ClaimNoteForm claimId="c-1" label="Write to the claims desk" hint="The claims officer reads it." />);
const box = () => screen.getByRole('textbox', { name: 'Write to the claims desk' });
const sendButton = () => screen.getByRole('button', { name: /^(Send note|Sending…)$/ });

describe('ClaimNoteForm', () => {
  beforeEach(() => {
    send.mockReset();
    (mockRouter.replace as jest.Mock).mockClear();
  });

  it('sends nothing empty, and says so under the box', async () => {
    renderForm();
    await userEvent.type(box(), '   ');
    await userEvent.click(sendButton());
    expect(await screen.findByText('Write the note first')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the note once however often it is tapped, keeps its key after no answer, and a new one after it went', async () => {
    let answer: (value: Awaited<ReturnType<typeof sendClaimNote>>) => void = () => undefined;
    send.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.type(box(), 'The customer has the receipt.');
    await userEvent.click(sendButton());
    await userEvent.click(sendButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    answer({ kind: 'unanswered', message: 'The service could not be reached. Check the internet connection and try again.' });
    expect(await screen.findByText('Whether the note was sent is not known yet. Send it again: if it went, it is not sent twice.')).toBeInTheDocument();

    send.mockResolvedValueOnce({ kind: 'done', done: true });
    await userEvent.click(sendButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const [first, second] = send.mock.calls;
    expect(first).toEqual(['c-1', 'The customer has the receipt.', expect.any(String)]);
    expect(second[2]).toBe(first[2]);
    expect(await screen.findByText('Note sent.')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(mockRouter.replace).toHaveBeenCalled();

    send.mockResolvedValueOnce({ kind: 'done', done: true });
    await userEvent.type(box(), 'And the box.');
    await userEvent.click(sendButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2][2]).not.toBe(first[2]);
  });

  it('says why the service refused it', async () => {
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'Claim c-1 not found', code: 'not-found' }, keyReused: false });
    renderForm();
    await userEvent.type(box(), 'Hello');
    await userEvent.click(sendButton());
    expect(await screen.findByText('The note was not sent.')).toBeInTheDocument();
    expect(screen.getByText('Claim c-1 not found')).toBeInTheDocument();
  });
});
