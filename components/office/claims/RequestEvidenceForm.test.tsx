import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { sendEvidenceRequest } from './deskEvidenceRequests';
import { REQUEST_EVIDENCE_MESSAGES, RequestEvidenceForm } from './RequestEvidenceForm';

const mockRouter = createMockRouter('/office/claims/[id]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('./deskEvidenceRequests', () => ({ sendEvidenceRequest: jest.fn(), fetchDeskEvidenceLinks: jest.fn() }));
const send = jest.mocked(sendEvidenceRequest);
const onDone = jest.fn();

const renderForm = () => renderWithChakra(<RequestEvidenceForm claimId="c-9" onDone={onDone} />);
const note = () => screen.getByRole('textbox', { name: 'What is needed' });
const sendButton = () => screen.getByRole('button', { name: /^(Send the request|Sending…)$/ });

beforeEach(() => {
  send.mockReset();
  onDone.mockReset();
  (mockRouter.replace as jest.Mock).mockClear();
});

describe('RequestEvidenceForm', () => {
  it('opens with the note focused, and sends nothing without one', async () => {
    renderForm();
    await waitFor(() => expect(note()).toHaveFocus());
    await userEvent.click(sendButton());
    expect(await screen.findByText('Write the note first')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the request once however often it is tapped, under the same key after no answer, then closes and reads the page again', async () => {
    let answer: (value: Awaited<ReturnType<typeof sendEvidenceRequest>>) => void = () => undefined;
    send.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.type(note(), 'Please add a photo of the back, with the IMEI label.');
    await userEvent.click(sendButton());
    await userEvent.click(sendButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    answer({ kind: 'unanswered', message: 'The service could not be reached. Check the internet connection and try again.' });
    expect(await screen.findByText(REQUEST_EVIDENCE_MESSAGES.unknown)).toBeInTheDocument();

    send.mockResolvedValueOnce({ kind: 'done', done: true });
    await userEvent.click(sendButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(REQUEST_EVIDENCE_MESSAGES.sent));
    const [first, second] = send.mock.calls;
    expect(first).toEqual(['c-9', 'Please add a photo of the back, with the IMEI label.', expect.any(String)]);
    expect(second[2]).toBe(first[2]);
    expect(mockRouter.replace).toHaveBeenCalled();
  });

  it('says why the service refused it', async () => {
    send.mockResolvedValueOnce({
      kind: 'refused',
      failure: { message: 'This claim has been decided: more evidence can no longer be asked for.', code: 'claim-not-under-review', onNote: false },
      keyReused: false,
    });
    renderForm();
    await userEvent.type(note(), 'One more photo, please.');
    await userEvent.click(sendButton());
    expect(await screen.findByText(REQUEST_EVIDENCE_MESSAGES.notSent)).toBeInTheDocument();
    expect(screen.getByText('This claim has been decided: more evidence can no longer be asked for.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
