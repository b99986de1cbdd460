import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { sendMoveClaim } from './moveClaimRequests';
import { MoveClaimForm, type MoveClaimFormProps } from './MoveClaimForm';

jest.mock('./moveClaimRequests', () => ({ sendMoveClaim: jest.fn() }));
const mockRouter = createMockRouter('/office/claims/[id]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
const send = sendMoveClaim as jest.MockedFunction<typeof sendMoveClaim>;

const renderForm = (props: Partial<MoveClaimFormProps> = {}) =>
  renderWithChakra(<MoveClaimForm reference="CLM-2026-000045" status="UNDER_REVIEW" excessKobo={250_000} excessPaid={false} {...props} />);
const moveButton = () => screen.getByRole('button', { name: /^(Move the claim|Moving the claim…)$/ });

describe('MoveClaimForm', () => {
  beforeEach(() => {
    send.mockReset();
    (mockRouter.replace as jest.Mock).mockClear();
  });

  it('offers the steps the claim may take from where it is, in words', () => {
    renderForm();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['APPROVED', 'REJECTED']);
    expect(screen.getByRole('radio', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByText('The claim is paid for. The customer pays the excess of ₦2,500 before pickup.')).toBeInTheDocument();
  });

  it('asks for a step, and for the reason of a rejection, before sending anything', async () => {
    renderForm();
    await userEvent.click(moveButton());
    expect(await screen.findByText('Choose where the claim goes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    await userEvent.click(moveButton());
    expect(await screen.findByText('Say why the claim is rejected: the agent and the customer see the reason')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note to the agent' })).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();

    send.mockResolvedValueOnce({ kind: 'done', done: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Note to the agent' }), 'The damage predates the plan.');
    await userEvent.click(moveButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ reference: 'CLM-2026-000045', from: 'UNDER_REVIEW', to: 'REJECTED', note: 'The damage predates the plan.' }));
    expect(await screen.findByText('Claim moved. The agent sees it now.')).toBeInTheDocument();
    expect(mockRouter.replace).toHaveBeenCalled();
  });

  it('holds the pickup back while the excess is unpaid, and lets it go once paid', () => {
    const view = renderForm({ status: 'IN_REPAIR' });
    expect(screen.getByRole('radio', { name: 'Ready for pickup' })).toBeDisabled();
    expect(screen.getByText('The customer has not paid the excess yet (₦2,500).')).toBeInTheDocument();
    view.unmount();
    renderForm({ status: 'IN_REPAIR', excessPaid: true });
    expect(screen.getByRole('radio', { name: 'Ready for pickup' })).toBeEnabled();
  });

  it('says when someone else moved the claim meanwhile, with a way to reload it', async () => {
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'moved', code: 'claim-status-changed', onNote: false, movedMeanwhile: true }, keyReused: false });
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    await userEvent.click(moveButton());
    expect(await screen.findByText('Someone else moved this claim meanwhile. Reload it to see where it is now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the claim' }));
    expect(mockRouter.replace).toHaveBeenCalled();
  });

  it('shows a refusal about the note under the note', async () => {
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'The note is too long (at most 500 characters)', code: 'validation-failed', onNote: true, movedMeanwhile: false }, keyReused: false });
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    await userEvent.click(moveButton());
    expect(await screen.findByText('The note is too long (at most 500 characters)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note to the agent' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no step on a closed claim', () => {
    renderForm({ status: 'COMPLETED' });
    expect(screen.getByText('This claim is closed: it moves no further.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
