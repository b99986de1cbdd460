import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_EVIDENCE_FLOW_KEY, useClaimEvidenceFlow } from '@/lib/flows/claimEvidenceFlow';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { ADD_CLAIM_EVIDENCE_MESSAGES, AddClaimEvidenceForm } from './AddClaimEvidenceForm';
import { sendClaimEvidence } from './claimEvidenceRequests';

const mockRouter = createMockRouter('/account/warranty/[id]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('./claimEvidenceRequests', () => ({ sendClaimEvidence: jest.fn() }));
const send = jest.mocked(sendClaimEvidence);

// A photo field "sends" its photo when asked, with the id the server would give it (its upload is tested in lib/uploads).
const mockIds: Record<string, string> = { 'Damage photo': '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21', 'Damage photo 2': '1c8d6b5f-3e2a-4d4c-8b9f-8e7d6c5b4a32' };
jest.mock('@/components/evidence/EvidenceField', () => ({
  EvidenceField: ({ label, evidenceId, onUploaded, error }: { label: string; evidenceId?: string; onUploaded: (id: string) => void; error?: string }) => (
    <div role="group" aria-label={label}>
      <span>{evidenceId ? `${label}: sent` : `${label}: empty`}</span>
      <button type="button" onClick={() => onUploaded(mockIds[label])}>{`Send ${label}`}</button>
      {error ? <p>{error}</p> : null}
    </div>
  ),
}));

const CLAIM = '3c1e5a2b-7d4f-4e8a-9b6c-0d1e2f3a4b5c';
const DRAFT = '4a1c2e3f-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const onDone = jest.fn();

function renderForm(room = 5) {
  return renderWithChakra(<AddClaimEvidenceForm claimId={CLAIM} kind="DAMAGE" room={room} onDone={onDone} />);
}
const addButton = () => screen.getByRole('button', { name: /^(Add to the claim|Adding…|Waiting for the photos…)$/ });

beforeEach(() => {
  localStorage.clear();
  useClaimEvidenceFlow.setState({ currentStep: 'photos', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  send.mockReset();
  onDone.mockReset();
  (mockRouter.replace as jest.Mock).mockClear();
});

describe('AddClaimEvidenceForm', () => {
  it('adds the photos sent to the claim, once however often it is tapped, then the page is read again', async () => {
    let answer: (value: Awaited<ReturnType<typeof sendClaimEvidence>>) => void = () => undefined;
    send.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Damage photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add another photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Damage photo 2' }));
    await userEvent.click(addButton());
    await userEvent.click(addButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(CLAIM, [mockIds['Damage photo'], mockIds['Damage photo 2']], expect.any(String));

    answer({ kind: 'done', done: true });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(ADD_CLAIM_EVIDENCE_MESSAGES.added));
    expect(mockRouter.replace).toHaveBeenCalled();
    expect(localStorage.getItem(CLAIM_EVIDENCE_FLOW_KEY)).toBeNull();
  });

  it('sends nothing without a photo, saying so on the photos', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Send Damage photo' });
    await userEvent.click(addButton());
    expect(await screen.findByText(ADD_CLAIM_EVIDENCE_MESSAGES.none.DAMAGE)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the same key again after no answer, and shows a refusal of the photos on them', async () => {
    send.mockResolvedValueOnce({ kind: 'unanswered', message: 'The service could not be reached. Check the internet connection and try again.' });
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Damage photo' }));
    await userEvent.click(addButton());
    expect(await screen.findByText(ADD_CLAIM_EVIDENCE_MESSAGES.unknown)).toBeInTheDocument();

    const message = 'A photo sent with this is already part of another sale or claim. Take a new one.';
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message, code: 'evidence-not-usable', onPhotos: true }, keyReused: false });
    await userEvent.click(addButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(send.mock.calls[1][2]).toBe(send.mock.calls[0][2]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the claim is decided, as the service does, above the button', async () => {
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'This claim has been decided: photos can no longer be added to it.', code: 'claim-not-under-review', onPhotos: false }, keyReused: false });
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Damage photo' }));
    await userEvent.click(addButton());
    expect(await screen.findByText(ADD_CLAIM_EVIDENCE_MESSAGES.notAdded)).toBeInTheDocument();
    expect(screen.getByText('This claim has been decided: photos can no longer be added to it.')).toBeInTheDocument();
  });

  it('finds the photos sent before a reload', async () => {
    const values = { claimId: CLAIM, draftId: DRAFT, slots: [{ kind: 'DAMAGE', index: 0, evidenceId: mockIds['Damage photo'] }] };
    localStorage.setItem(CLAIM_EVIDENCE_FLOW_KEY, JSON.stringify({ state: { currentStep: 'photos', completedSteps: [], values }, version: 1 }));
    send.mockResolvedValueOnce({ kind: 'done', done: true });
    renderForm();
    expect(await screen.findByText('Damage photo: sent')).toBeInTheDocument();
    await userEvent.click(addButton());
    await waitFor(() => expect(send).toHaveBeenCalledWith(CLAIM, [mockIds['Damage photo']], expect.any(String)));
  });

  it('says when the claim can take no more of the kind', () => {
    renderForm(0);
    expect(screen.getByText(ADD_CLAIM_EVIDENCE_MESSAGES.full)).toBeInTheDocument();
  });
});
