import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_EVIDENCE_FLOW_KEY } from '@/lib/flows/flowKeys';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { CLAIM_EVIDENCE_MESSAGES, ClaimEvidenceSection, EvidenceRequestNotice } from './ClaimEvidenceSection';
import { fetchAgentEvidenceLinks } from '@/components/evidence/fetchAgentEvidenceLinks';
import type { ClaimDetails } from './getClaim';

const mockRouter = createMockRouter('/account/warranty/[id]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('./claimEvidenceRequests', () => ({ sendClaimEvidence: jest.fn() }));
jest.mock('@/components/evidence/fetchAgentEvidenceLinks', () => ({ fetchAgentEvidenceLinks: jest.fn() }));
// The form is tested beside it: here, that it opens, and with what.
jest.mock('./AddClaimEvidenceForm', () => ({
  AddClaimEvidenceForm: ({ kind, room }: { kind: string; room: number }) => <p>{`Adding ${kind}, room for ${room}`}</p>,
}));
const fetchLinks = jest.mocked(fetchAgentEvidenceLinks);

const claimId = '3c1e5a2b-7d4f-4e8a-9b6c-0d1e2f3a4b5c';
const claim: ClaimDetails = {
  id: claimId,
  reference: 'CLM-2026-000012',
  type: 'THEFT',
  incidentDate: '2026-03-01',
  description: 'Phone snatched at the bus stop.',
  policeReportNumber: 'NPF/LAG/2026/00123',
  status: 'UNDER_REVIEW',
  excessKobo: 1_200_000,
  excessPayment: null,
  excessWaitingPaymentId: null,
  createdAt: '2026-03-02T09:15:00Z',
  order: { id: 'o-1', reference: 'ORD-2026-000068', planName: 'Total Care + Theft' },
  device: { brand: 'Samsung', model: 'Galaxy A55', maskedImei: '•••••••••••7518' },
  customer: { id: 'c-1', name: 'Uche Ahmed-Bello', phone: '+2348031234567' },
  events: [],
  notes: [
    { id: 'n-1', body: 'Thanks.', author: 'You', own: true, createdAt: '2026-03-03T08:00:00Z' },
    { id: 'n-2', body: 'Please add a clearer photo of the police report, with the stamp.', author: 'Claims desk', own: false, createdAt: '2026-03-03T09:00:00Z' },
  ],
  files: [
    { id: 'ev-1', label: 'Police report', contentType: 'application/pdf', createdAt: '2026-03-02T09:14:00Z' },
    { id: 'ev-2', label: 'Police report, page 2', contentType: 'image/jpeg', createdAt: '2026-03-02T09:14:30Z' },
  ],
  evidenceRequestedAt: '2026-03-03T09:00:00Z',
  addEvidence: { kind: 'POLICE_REPORT', room: 4 },
};

beforeEach(() => {
  localStorage.clear();
  fetchLinks.mockReset();
  fetchLinks.mockImplementation(async (ids) => ids.map((id) => ({ evidenceId: id, url: `https://data.example.ng/v1/files/${id}`, contentType: id === 'ev-1' ? 'application/pdf' : 'image/jpeg' })));
});

describe('the claim’s photos and documents', () => {
  it('shows each file (a PDF as a link), fetching their links when shown', async () => {
    renderWithChakra(<ClaimEvidenceSection claim={claim} />);
    const section = screen.getByRole('region', { name: 'Photos and documents' });
    expect(await within(section).findByRole('link', { name: 'Police report (PDF)' })).toHaveAttribute('href', 'https://data.example.ng/v1/files/ev-1');
    expect(within(section).getByRole('img', { name: 'Police report, page 2' })).toHaveAttribute('src', 'https://data.example.ng/v1/files/ev-2');
    expect(fetchLinks).toHaveBeenCalledWith(['ev-1', 'ev-2']);
  });

  it('offers "Add photos" while the claim is being reviewed, with room for what the claim can still take', async () => {
    const view = renderWithChakra(<ClaimEvidenceSection claim={claim} />);
    expect(screen.getByText(CLAIM_EVIDENCE_MESSAGES.addRequested)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add photos or a PDF' }));
    expect(await screen.findByText('Adding POLICE_REPORT, room for 4')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Police report (PDF)' })).toBeInTheDocument();
    view.unmount();
    fetchLinks.mockClear();

    renderWithChakra(<ClaimEvidenceSection claim={{ ...claim, type: 'SCREEN', files: [], evidenceRequestedAt: null, addEvidence: { kind: 'DAMAGE', room: 6 } }} />);
    expect(screen.getByText(CLAIM_EVIDENCE_MESSAGES.none)).toBeInTheDocument();
    expect(screen.getByText(CLAIM_EVIDENCE_MESSAGES.addMore)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    expect(fetchLinks).not.toHaveBeenCalled();
  });

  it('takes nothing more once the claim is decided', async () => {
    renderWithChakra(<ClaimEvidenceSection claim={{ ...claim, status: 'APPROVED', addEvidence: null }} />);
    expect(await screen.findByRole('link', { name: 'Police report (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add photos/ })).not.toBeInTheDocument();
  });

  it('opens the form by itself when photos for this claim are kept on this device, unsent', async () => {
    localStorage.setItem(CLAIM_EVIDENCE_FLOW_KEY, JSON.stringify({ state: { currentStep: 'photos', completedSteps: [], values: { claimId } }, version: 1 }));
    renderWithChakra(<ClaimEvidenceSection claim={claim} />);
    expect(await screen.findByText('Adding POLICE_REPORT, room for 4')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Police report (PDF)' })).toBeInTheDocument();
  });
});

describe('the desk’s request for more', () => {
  it('says what the assessor asked, quoting their note, with the way to add it', () => {
    renderWithChakra(<EvidenceRequestNotice claim={claim} />);
    expect(screen.getByText(CLAIM_EVIDENCE_MESSAGES.requested)).toBeInTheDocument();
    expect(screen.getByText('“Please add a clearer photo of the police report, with the stamp.” (3 Mar 2026, 10:00)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add photos or a PDF' })).toHaveAttribute('href', '#claim-evidence-heading');
  });

  it('says nothing when none is waiting, or once the claim is decided', () => {
    const { container, rerender } = renderWithChakra(<EvidenceRequestNotice claim={{ ...claim, evidenceRequestedAt: null }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<EvidenceRequestNotice claim={{ ...claim, status: 'REJECTED', addEvidence: null }} />);
    expect(screen.queryByText(CLAIM_EVIDENCE_MESSAGES.requested)).not.toBeInTheDocument();
  });
});
