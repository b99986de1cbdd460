import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { fetchDeskEvidenceLinks } from './deskEvidenceRequests';
import { DeskClaimView } from './DeskClaimView';
import { toDeskClaim, type DeskClaimRecord } from './getDeskClaim';

const mockRouter = createMockRouter('/office/claims/[id]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('./deskEvidenceRequests', () => ({ fetchDeskEvidenceLinks: jest.fn(), sendEvidenceRequest: jest.fn() }));
const fetchLinks = jest.mocked(fetchDeskEvidenceLinks);
const link = (id: string, contentType = 'image/jpeg') => ({ evidenceId: id, url: `http://localhost:18080/v1/files/evidence/p/${id}.jpg?expires=1&signature=s`, contentType });

const officerId = 'o-1';
const earlier = (n: number, deviceId: string, status = 'COMPLETED') => ({
  __typename: 'claim' as const,
  id: `c-${n}`,
  reference: `CLM-2026-00000${n}`,
  claim_type: 'SCREEN',
  status,
  created_at: '2026-06-01T10:00:00Z',
  device_id: deviceId,
});

const record: DeskClaimRecord = {
  __typename: 'claim',
  id: 'c-9',
  reference: 'CLM-2026-000009',
  claim_type: 'SCREEN',
  incident_date: '2026-11-25',
  description: 'Dropped on the tiles.',
  police_report_number: null,
  status: 'SUBMITTED',
  excess_kobo: 250_000,
  created_at: '2026-11-26T09:00:00Z',
  device_id: 'd-1',
  evidence_requested_at: null,
  evidence: [
    {
      __typename: 'evidence',
      id: 'ev-1',
      kind: 'DAMAGE',
      content_type: 'image/jpeg',
      created_at: '2026-11-26T08:58:00Z',
      matches: [
        { __typename: 'evidence_match', distance: 0, matched_evidence: { __typename: 'evidence', id: 'ev-old', claim: { __typename: 'claim', id: 'c-3', reference: 'CLM-2026-000003' }, device: { __typename: 'device', id: 'd-1', imei: '490154203237518' } } },
        { __typename: 'evidence_match', distance: 4, matched_evidence: { __typename: 'evidence', id: 'ev-sale', claim: null, device: { __typename: 'device', id: 'd-7', imei: '356938035643809' } } },
      ],
      // A later claim's photo near this one (it matched this): flagged here too, in order of nearness.
      matched_by: [
        { __typename: 'evidence_match', distance: 2, evidence: { __typename: 'evidence', id: 'ev-new', claim: { __typename: 'claim', id: 'c-5', reference: 'CLM-2026-000005' }, device: { __typename: 'device', id: 'd-8', imei: '352099001761481' } } },
      ],
    },
    { __typename: 'evidence', id: 'ev-2', kind: 'DAMAGE', content_type: 'image/jpeg', created_at: '2026-11-26T08:59:00Z', matches: [], matched_by: [] },
  ],
  excess_payment: null,
  plan_order: {
    __typename: 'plan_order',
    id: 'o-9',
    reference: 'ORD-2026-000090',
    policy_number: 'SUN-2026-000090',
    status: 'ACTIVE',
    billing: 'POSTPAID',
    premium_kobo: 1_155_600,
    starts_on: '2026-05-01',
    ends_on: '2027-04-30',
    lapsed_on: null,
    cancelled_at: null,
    plan: { __typename: 'plan', id: 'p-1', name: 'Total Care', covers: ['SCREEN', 'LIQUID', 'HARDWARE'], claims_per_term: 2 },
    cover_gaps: [{ __typename: 'cover_gap', from_on: '2026-08-03', until_on: '2026-08-10' }],
  },
  device: {
    __typename: 'device',
    id: 'd-1',
    brand: 'Tecno',
    model: 'Spark 20',
    imei: '490154203237518',
    purchase_date: '2026-04-20',
    purchase_price_kobo: 15_000_000,
    evidence: [
      { __typename: 'evidence', id: 'in-1', kind: 'DEVICE_FRONT', content_type: 'image/jpeg', created_at: '2026-05-01T10:00:00Z', plan_order: { __typename: 'plan_order', id: 'o-9', reference: 'ORD-2026-000090' } },
      { __typename: 'evidence', id: 'in-2', kind: 'IMEI_SCREEN', content_type: 'image/jpeg', created_at: '2026-05-01T10:01:00Z', plan_order: { __typename: 'plan_order', id: 'o-9', reference: 'ORD-2026-000090' } },
    ],
    claims: [{ ...earlier(9, 'd-1', 'SUBMITTED') }, earlier(3, 'd-1')],
  },
  customer: {
    __typename: 'customer',
    id: 'cu-1',
    first_name: 'Ada',
    last_name: 'Obi',
    phone: '+2348031234567',
    claims: [earlier(9, 'd-1', 'SUBMITTED'), earlier(3, 'd-1'), earlier(5, 'd-2', 'REJECTED')],
  },
  agent: { __typename: 'agent', id: 'a-1', first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001' },
  claim_events: [{ __typename: 'claim_event', id: 'e-1', status: 'SUBMITTED', note: 'Claim submitted by the agent.', created_at: '2026-11-26T09:00:00Z', payment_id: null }],
  notes: [
    { __typename: 'claim_note', id: 'n-1', body: 'Receipt attached at the shop.', author_role: 'agent', created_at: '2026-11-26T09:05:00Z', author: { __typename: 'agent', id: 'a-1', first_name: 'Amaka', last_name: 'Okonkwo' } },
    { __typename: 'claim_note', id: 'n-2', body: 'Thanks, reviewing.', author_role: 'claims_officer', created_at: '2026-11-26T10:00:00Z', author: { __typename: 'agent', id: officerId, first_name: 'Ifeoma', last_name: 'Eze' } },
  ],
};

async function found(now: string, extra: Partial<DeskClaimRecord> = {}) {
  const view = renderWithChakra(<DeskClaimView claimPage={{ kind: 'found', claim: toDeskClaim({ ...record, ...extra }, officerId) }} renderedAt={now} />);
  // The move form loads after the first paint (next/dynamic): waited for, so its arrival is inside the test.
  await screen.findByText(/^(Where the claim goes next|This claim is closed)/);
  return view;
}
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => {
  fetchLinks.mockReset();
  fetchLinks.mockImplementation(async (ids) => ids.map((id) => link(id)));
});

describe('DeskClaimView', () => {
  it('shows what an assessment needs: the whole IMEI, the cover with its gap, the people', async () => {
    await found('2026-11-26T12:00:00Z');
    expect(screen.getByRole('heading', { level: 1, name: 'Claim CLM-2026-000009' })).toBeInTheDocument();
    expect(detail('IMEI')).toHaveTextContent('490154203237518');
    expect(detail('Gaps in cover')).toHaveTextContent('3 Aug 2026 to 10 Aug 2026');
    expect(detail('Plan')).toHaveTextContent('Total Care (Monthly');
    expect(within(detail('Covers')).getAllByRole('listitem').map((cover) => cover.textContent)).toEqual(['Screen damage', 'Liquid damage', 'Hardware fault']);
    expect(detail('Premium')).toHaveTextContent('₦11,556');
    expect(detail('Customer')).toHaveTextContent('Ada Obi');
    expect(within(detail('Agent')).getByRole('link')).toHaveAttribute('href', 'tel:+2348030000001');
    expect(detail('Excess')).toHaveTextContent('₦2,500, payable once approved');
  });

  it('lists the earlier claims on the device and the customer’s on other devices, not this one', async () => {
    await found('2026-11-26T12:00:00Z');
    expect(within(detail('On this device')).getAllByRole('link').map((link) => link.textContent)).toEqual(['CLM-2026-000003']);
    const customerClaims = within(detail('Of the customer, on other devices')).getAllByRole('link');
    expect(customerClaims.map((link) => link.textContent)).toEqual(['CLM-2026-000005']);
    expect(customerClaims[0]).toHaveAttribute('href', '/office/claims/c-5');
  });

  it('says when the first review is due, and when it is late', async () => {
    const view = await found('2026-11-26T12:00:00Z');
    expect(screen.getByText('First review due 27 Nov 2026, 10:00.')).toBeInTheDocument();
    view.unmount();
    await found('2026-11-27T09:30:00Z');
    expect(screen.getByText('First review late: it was due 27 Nov 2026, 10:00.')).toBeInTheDocument();
  });

  it('says whether the excess is paid, and how, once the claim is past its review', async () => {
    const view = await found('2026-12-02T12:00:00Z', { status: 'IN_REPAIR' });
    expect(detail('Excess')).toHaveTextContent('₦2,500, not paid yet: the phone is not released before it is');
    expect(screen.queryByText(/First review/)).not.toBeInTheDocument();
    view.unmount();
    await found('2026-12-02T12:00:00Z', {
      status: 'READY_FOR_PICKUP',
      excess_payment: { __typename: 'payment', id: 'pay-1', reference: 'PAY-2026-000321', method: 'CARD', channel: 'card', card_last4: '4081', paid_at: '2026-12-01T15:00:00Z' },
    });
    expect(detail('Excess')).toHaveTextContent('₦2,500, paid (Card •••• 4081, 1 Dec 2026) PAY-2026-000321');
  });

  it('shows the notes with who wrote them, the officer’s own as theirs', async () => {
    await found('2026-11-26T12:00:00Z');
    const notes = within(screen.getByRole('list', { name: 'Notes, oldest first' })).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual(['Amaka Okonkwo (agent) · 26 Nov 2026, 10:05Receipt attached at the shop.', 'You · 26 Nov 2026, 11:00Thanks, reviewing.']);
  });

  it('answers an unknown claim with the way back to the queue', () => {
    renderWithChakra(<DeskClaimView claimPage={{ kind: 'not-found' }} renderedAt="2026-11-26T12:00:00Z" />);
    expect(screen.getByRole('heading', { name: 'Claim not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute('href', '/office/claims');
  });

  it('shows the claim’s photos and the phone’s inspection photos, each opening full size', async () => {
    await found('2026-11-26T12:00:00Z');
    const section = screen.getByRole('region', { name: 'Photos and documents' });
    const filed = within(section).getByRole('list', { name: 'Sent with the claim' });
    expect(await within(filed).findByRole('img', { name: 'Damage photo' })).toHaveAttribute('src', link('ev-1').url);
    expect(within(filed).getByRole('link', { name: 'Open Damage photo 2 full size' })).toHaveAttribute('href', link('ev-2').url);
    const inspection = within(section).getByRole('list', { name: 'Inspection photos from the sale' });
    expect(within(inspection).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Front, screen onTaken at the sale ORD-2026-000090, 1 May 2026',
      'IMEI screen (dial *#06#)Taken at the sale ORD-2026-000090, 1 May 2026',
    ]);
    // One request for the links of both lists.
    expect(fetchLinks).toHaveBeenCalledTimes(1);
    expect(fetchLinks).toHaveBeenCalledWith(['ev-1', 'ev-2', 'in-1', 'in-2']);
  });

  it('flags each reuse of a photo, on earlier claims or later ones, in plain words, nearest first, with a link to the other claim', async () => {
    await found('2026-11-26T12:00:00Z');
    const section = screen.getByRole('region', { name: 'Photos and documents' });
    expect(within(section).getByText('1 photo of this claim was also used elsewhere: check it below.')).toBeInTheDocument();
    const flags = within(section).getAllByRole('list', { name: 'Also used elsewhere' });
    expect(flags).toHaveLength(1);
    expect(within(flags[0]).getAllByRole('listitem').map((flag) => flag.textContent)).toEqual([
      'This photo was also used on CLM-2026-000003The same picture.',
      'This photo was also used on CLM-2026-000005Nearly the same picture.',
      'This photo was also used on another phone (IMEI 356938035643809)Nearly the same picture.',
    ]);
    expect(within(flags[0]).getByRole('link', { name: 'CLM-2026-000003' })).toHaveAttribute('href', '/office/claims/c-3');
    expect(within(flags[0]).getByRole('link', { name: 'CLM-2026-000005' })).toHaveAttribute('href', '/office/claims/c-5');
  });

  it('asks the agent for more evidence with a required note, while the claim is under review', async () => {
    const view = await found('2026-11-26T12:00:00Z', { evidence_requested_at: '2026-11-26T10:30:00Z' });
    expect(screen.getByText('You asked for more on 26 Nov 2026, 11:30: the agent has not added any since.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for more evidence' }));
    expect(await screen.findByRole('form', { name: 'Ask for more evidence' })).toBeInTheDocument();
    view.unmount();

    await found('2026-12-02T12:00:00Z', { status: 'APPROVED' });
    expect(screen.queryByRole('button', { name: 'Ask for more evidence' })).not.toBeInTheDocument();
  });

  it('says when the agent sent nothing and the phone has no inspection photos', async () => {
    await found('2026-11-26T12:00:00Z', { evidence: [], device: { ...record.device, evidence: [] } });
    expect(screen.getByText('The agent sent no photos or documents.')).toBeInTheDocument();
    expect(screen.getByText('No inspection photos: the phone was sold before the sale asked for them.')).toBeInTheDocument();
    await waitFor(() => expect(fetchLinks).not.toHaveBeenCalled());
  });
});
