import { screen, within } from '@testing-library/react';
import { CLAIM_NEXT_STEP } from '@/lib/claims/claimStatus';
import { CLAIM_STATUSES } from '@/lib/domain/claims';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { ClaimDetailView } from './ClaimDetailView';
import type { ClaimDetails } from './getClaim';

const router = { replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const claimId = '3c1e5a2b-7d4f-4e8a-9b6c-0d1e2f3a4b5c';
const orderId = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const customerId = '6f1c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e01';

const theft: ClaimDetails = {
  id: claimId,
  reference: 'CLM-2026-000012',
  type: 'THEFT',
  incidentDate: '2026-03-01',
  description: 'Phone snatched at the bus stop\non the way home.',
  policeReportNumber: 'NPF/LAG/2026/00123',
  status: 'APPROVED',
  excessKobo: 1_200_050,
  excessPayment: null,
  excessWaitingPaymentId: null,
  createdAt: '2026-03-02T09:15:00Z',
  order: { id: orderId, reference: 'ORD-2026-000068', planName: 'Total Care + Theft' },
  device: { brand: 'Samsung', model: 'Galaxy A55', maskedImei: '•••••••••••7518' },
  customer: { id: customerId, name: 'Uche Ahmed-Bello', phone: '+2348031234567' },
  events: [
    { id: 'e-1', status: 'SUBMITTED', note: null, createdAt: '2026-03-02T09:15:00Z', paymentId: null },
    { id: 'e-2', status: 'UNDER_REVIEW', note: 'Checking the police report.', createdAt: '2026-03-03T13:05:00Z', paymentId: null },
    // 23:30 UTC is already the next day in Lagos.
    { id: 'e-3', status: 'APPROVED', note: 'Approved: police report confirmed.', createdAt: '2026-03-04T23:30:00Z', paymentId: null },
  ],
  notes: [],
  files: [],
  evidenceRequestedAt: null,
  addEvidence: null,
};

const screenDamage: ClaimDetails = { ...theft, type: 'SCREEN', policeReportNumber: null, excessKobo: 250_000 };

/** The value next to a label. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ClaimDetailView', () => {
  it('shows the claim: reference, status, type, incident date, description, police report and the excess to collect', () => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: theft }} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Claim CLM-2026-000012' })).toBeInTheDocument();
    expect(screen.getByText('Theft · filed on 2 Mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All claims' })).toHaveAttribute('href', '/account/warranty');
    const claim = screen.getByRole('region', { name: 'Claim' });
    expect(within(claim).getByText('Type', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Theft');
    expect(detail('Incident date')).toHaveTextContent('1 Mar 2026');
    expect(detail('Description')).toHaveTextContent('Phone snatched at the bus stop on the way home.');
    expect(detail('Police report number')).toHaveTextContent('NPF/LAG/2026/00123');
    expect(detail('Excess to collect')).toHaveTextContent('₦12,000.5');
  });

  it('shows the order, device (IMEI masked) and customer it is for, linking to the order and the customer', () => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: theft }} />);
    expect(within(detail('Order')).getByRole('link', { name: 'ORD-2026-000068' })).toHaveAttribute('href', `/account/orders/${orderId}`);
    expect(detail('Plan')).toHaveTextContent('Total Care + Theft');
    expect(detail('Device')).toHaveTextContent('Samsung Galaxy A55');
    expect(detail('IMEI')).toHaveTextContent('•••••••••••7518');
    expect(within(detail('Name')).getByRole('link', { name: 'Uche Ahmed-Bello' })).toHaveAttribute('href', `/account/customers/${customerId}`);
    expect(detail('Phone')).toHaveTextContent('0803 123 4567');
  });

  it('has one h1 and a heading for every section', () => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: theft }} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = ['Status timeline', 'What happens next', 'Notes', 'Claim', 'Photos and documents', 'Order', 'Device', 'Customer'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(sections);
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('lists each status change oldest first, with its Lagos date and time and its note, the latest marked current', () => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: theft }} />);
    const changes = within(screen.getByRole('list', { name: 'Status changes, oldest first' })).getAllByRole('listitem');
    expect(changes.map((change) => change.textContent)).toEqual([
      'Submitted2 Mar 2026, 10:15',
      'Under review3 Mar 2026, 14:05Checking the police report.',
      'Approved5 Mar 2026, 00:30Approved: police report confirmed.',
    ]);
    expect(within(changes[1]).getByText('3 Mar 2026, 14:05')).toHaveAttribute('datetime', '2026-03-03T13:05:00Z');
    expect(changes[2]).toHaveAttribute('aria-current', 'step');
    expect(changes[0]).not.toHaveAttribute('aria-current');
  });

  it.each(CLAIM_STATUSES)('says in plain words what happens next for a %s claim', (status) => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: { ...screenDamage, status } }} />);
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(CLAIM_NEXT_STEP[status]);
  });

  it('shows no police report for a claim other than theft; the excess is to collect only while the claim is open, and none on a rejected one', () => {
    const view = renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: screenDamage }} />);
    expect(screen.queryByText('Police report number')).not.toBeInTheDocument();
    expect(detail('Excess to collect')).toHaveTextContent('₦2,500');
    view.rerender(<ClaimDetailView claimPage={{ kind: 'found', claim: { ...screenDamage, status: 'COMPLETED' } }} />);
    expect(screen.queryByText('Excess to collect')).not.toBeInTheDocument();
    expect(detail('Excess')).toHaveTextContent('₦2,500');
    view.rerender(<ClaimDetailView claimPage={{ kind: 'found', claim: { ...screenDamage, status: 'REJECTED' } }} />);
    expect(detail('Excess')).toHaveTextContent('None: the claim was rejected');
  });

  it('offers the ways to pay the excess once the claim is approved, and none before', () => {
    const view = renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: screenDamage }} />);
    expect(screen.getByRole('heading', { name: 'Excess: ₦2,500 to pay' })).toBeInTheDocument();
    const excessPanel = screen.getByRole('heading', { name: 'Excess: ₦2,500 to pay' }).closest('section') as HTMLElement;
    expect(within(excessPanel).getAllByRole('button').map((button) => button.textContent)).toEqual(['Paid in cash: pay from wallet', 'Send a card payment link', 'Pay by bank transfer']);
    expect(screen.queryByText(/is waiting for the customer/)).not.toBeInTheDocument();

    view.rerender(<ClaimDetailView claimPage={{ kind: 'found', claim: { ...screenDamage, excessWaitingPaymentId: 'pay-7' } }} />);
    expect(screen.getByText(/A payment of the excess is waiting for the customer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see it' })).toHaveAttribute('href', '/account/payments/pay-7');

    view.rerender(<ClaimDetailView claimPage={{ kind: 'found', claim: { ...screenDamage, status: 'UNDER_REVIEW' } }} />);
    expect(screen.queryByRole('button', { name: /pay|payment link/i })).not.toBeInTheDocument();
    expect(detail('Excess to collect')).toHaveTextContent('₦2,500, payable once the claim is approved');
  });

  it('shows the excess paid, how and when, with its payment on the timeline, and no more buttons', () => {
    const paid: ClaimDetails = {
      ...screenDamage,
      status: 'IN_REPAIR',
      excessPayment: { id: 'pay-9', reference: 'PAY-2026-000321', method: 'CARD', channel: 'card', cardLast4: '4081', paidAt: '2026-03-05T10:00:00Z' },
      events: [...screenDamage.events, { id: 'e-4', status: 'APPROVED', note: 'Excess of ₦2,500 paid by card (PAY-2026-000321).', createdAt: '2026-03-05T10:00:00Z', paymentId: 'pay-9' }],
    };
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: paid }} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Send note']);
    expect(detail('Excess')).toHaveTextContent('₦2,500, paid (Card •••• 4081, 5 Mar 2026) PAY-2026-000321');
    expect(within(detail('Excess')).getByRole('link', { name: 'PAY-2026-000321' })).toHaveAttribute('href', '/account/payments/pay-9');
    const changes = within(screen.getByRole('list', { name: 'Status changes, oldest first' })).getAllByRole('listitem');
    expect(changes.at(-1)).toHaveTextContent('Excess paid5 Mar 2026, 11:00Excess of ₦2,500 paid by card (PAY-2026-000321).');
  });

  it('shows a status the app has no words for yet in plain words, without a next step', () => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: { ...screenDamage, status: 'ON_HOLD', events: [] } }} />);
    expect(screen.getByText('On hold')).toBeInTheDocument();
    expect(screen.getByText('No status change recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it('says "Claim not found" with a way back to the list', () => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'not-found' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Claim not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to claims' })).toHaveAttribute('href', '/account/warranty');
  });

  it('says when the claim could not be loaded, with a way to try again', () => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'unavailable', message: 'The service could not be reached.', retryPath: `/account/warranty/${claimId}` }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This claim could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The service could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/account/warranty/${claimId}`);
  });

  it('shows the notes with the claims desk, oldest first, the agent’s own marked as theirs, and a note to send', async () => {
    const withNotes: ClaimDetails = {
      ...theft,
      notes: [
        { id: 'n-1', body: 'Please send the police report photo.', author: 'Claims desk', own: false, createdAt: '2026-03-03T09:00:00Z' },
        { id: 'n-2', body: 'Sent it by WhatsApp.', author: 'You', own: true, createdAt: '2026-03-03T10:30:00Z' },
      ],
    };
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: withNotes }} />);
    const notes = within(screen.getByRole('list', { name: 'Notes, oldest first' })).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual([
      'Claims desk · 3 Mar 2026, 10:00Please send the police report photo.',
      'You · 3 Mar 2026, 11:30Sent it by WhatsApp.',
    ]);
    expect(await screen.findByRole('form', { name: 'Write to the claims desk' })).toBeInTheDocument();
  });

  it('says when there is no note yet', () => {
    renderWithChakra(<ClaimDetailView claimPage={{ kind: 'found', claim: theft }} />);
    expect(screen.getByText(/^No notes yet\./)).toBeInTheDocument();
  });
});
