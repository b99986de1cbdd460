/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { GetCurrentAgent } from '@/components/shell/getCurrentAgent';
import { getAccountServerSidePropsWith } from '@/components/shell/getAccountServerSideProps';
import { accountRequest, answerPageQuery, serverPageProps, testAgent } from '@/lib/testing/accountServerSide';
import type { ClaimRecord } from './getClaim';
import { loadClaimPage } from './loadClaimPage';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const getServerSideProps = getAccountServerSidePropsWith(loadClaimPage);

const claimId = '3c1e5a2b-7d4f-4e8a-9b6c-0d1e2f3a4b5c';

const record = (extra: Partial<ClaimRecord> = {}): ClaimRecord => ({
  __typename: 'claim',
  id: claimId,
  reference: 'CLM-2026-000012',
  claim_type: 'THEFT',
  incident_date: '2026-03-01',
  description: 'Phone snatched at the bus stop on the way home.',
  police_report_number: 'NPF/LAG/2026/00123',
  status: 'UNDER_REVIEW',
  excess_kobo: 1_200_000,
  created_at: '2026-03-02T09:15:00Z',
  evidence_requested_at: '2026-03-03T09:00:00Z',
  evidence: [
    { __typename: 'evidence', id: 'ev-1', kind: 'POLICE_REPORT', content_type: 'application/pdf', created_at: '2026-03-02T09:14:00Z' },
    { __typename: 'evidence', id: 'ev-2', kind: 'POLICE_REPORT', content_type: 'image/jpeg', created_at: '2026-03-03T10:29:00Z' },
  ],
  excess_payment: null,
  excess_payments: [],
  notes: [
    { __typename: 'claim_note', id: 'n-1', body: 'Please send the police report photo.', author_role: 'claims_officer', created_at: '2026-03-03T09:00:00Z' },
    { __typename: 'claim_note', id: 'n-2', body: 'Sent it by WhatsApp.', author_role: 'agent', created_at: '2026-03-03T10:30:00Z' },
  ],
  plan_order: { __typename: 'plan_order', id: 'o-1', reference: 'ORD-2026-000068', plan: { __typename: 'plan', id: 'pl', name: 'Total Care + Theft' } },
  device: { __typename: 'device', id: 'd-1', brand: 'Samsung', model: 'Galaxy A55', imei: '490154203237518' },
  customer: { __typename: 'customer', id: 'c-1', first_name: 'Uche', last_name: 'Ahmed-Bello', phone: '+2348031234567' },
  claim_events: [
    { __typename: 'claim_event', id: 'e-1', status: 'SUBMITTED', note: null, created_at: '2026-03-02T09:15:00Z', payment_id: null },
    { __typename: 'claim_event', id: 'e-2', status: 'UNDER_REVIEW', note: 'Checking the police report.', created_at: '2026-03-03T13:05:00Z', payment_id: null },
  ],
  ...extra,
});

const request = (id: unknown) => accountRequest(`/account/warranty/${String(id)}`, { params: { id } });
const answer = (found: () => Promise<ClaimRecord | null>) => answerPageQuery(async () => ({ claim_by_pk: await found() }));

const props = (ctx: GetServerSidePropsContext) => serverPageProps(getServerSideProps, ctx);

describe('the claim page on the server', () => {
  it("shows the agent's claim with its timeline, the IMEI masked", async () => {
    const query = answer(async () => record());
    const { ctx, res } = request(claimId);

    const { agent, claimPage } = await props(ctx);
    expect(agent).toEqual(testAgent);
    expect(res.statusCode).toBe(200);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: { id: claimId }, fetchPolicy: 'network-only' }));
    expect(claimPage).toEqual({
      kind: 'found',
      claim: {
        id: claimId,
        reference: 'CLM-2026-000012',
        type: 'THEFT',
        incidentDate: '2026-03-01',
        description: 'Phone snatched at the bus stop on the way home.',
        policeReportNumber: 'NPF/LAG/2026/00123',
        status: 'UNDER_REVIEW',
        excessKobo: 1_200_000,
        excessPayment: null,
        excessWaitingPaymentId: null,
        createdAt: '2026-03-02T09:15:00Z',
        order: { id: 'o-1', reference: 'ORD-2026-000068', planName: 'Total Care + Theft' },
        device: { brand: 'Samsung', model: 'Galaxy A55', maskedImei: '•••••••••••7518' },
        customer: { id: 'c-1', name: 'Uche Ahmed-Bello', phone: '+2348031234567' },
        events: [
          { id: 'e-1', status: 'SUBMITTED', note: null, createdAt: '2026-03-02T09:15:00Z', paymentId: null },
          { id: 'e-2', status: 'UNDER_REVIEW', note: 'Checking the police report.', createdAt: '2026-03-03T13:05:00Z', paymentId: null },
        ],
        notes: [
          { id: 'n-1', body: 'Please send the police report photo.', author: 'Claims desk', own: false, createdAt: '2026-03-03T09:00:00Z' },
          { id: 'n-2', body: 'Sent it by WhatsApp.', author: 'You', own: true, createdAt: '2026-03-03T10:30:00Z' },
        ],
        // The files by their ids: their links are asked for by the browser, short-lived.
        files: [
          { id: 'ev-1', label: 'Police report', contentType: 'application/pdf', createdAt: '2026-03-02T09:14:00Z' },
          { id: 'ev-2', label: 'Police report, page 2', contentType: 'image/jpeg', createdAt: '2026-03-03T10:29:00Z' },
        ],
        evidenceRequestedAt: '2026-03-03T09:00:00Z',
        // Under review: a theft takes 6 files of its police report; it has 2.
        addEvidence: { kind: 'POLICE_REPORT', room: 4 },
      },
    });
    // The whole IMEI never reaches the page's props (they are in its HTML).
    expect(JSON.stringify(claimPage)).not.toContain('490154203237518');
  });

  it('takes no more files once the claim is decided', async () => {
    answer(async () => record({ status: 'APPROVED' }));
    const { claimPage } = await props(request(claimId).ctx);
    expect(claimPage).toMatchObject({ kind: 'found', claim: { addEvidence: null } });
  });

  it.each([['not-a-uuid'], ['CLM-2026-000012'], ['<script>'], ['x'.repeat(10_000)], [undefined], [['a', 'b']]])(
    'answers "not found" (404) for the malformed id %j without asking',
    async (id) => {
      const query = answer(async () => record());
      const { ctx, res } = request(id);
      expect((await props(ctx)).claimPage).toEqual({ kind: 'not-found' });
      expect(res.statusCode).toBe(404);
      expect(query.mock.calls.every(([{ query: document }]) => document === GetCurrentAgent)).toBe(true);
    },
  );

  it("answers \"not found\" (404) for an unknown id or another agent's claim (the service answers null)", async () => {
    answer(async () => null);
    const { ctx, res } = request(claimId);
    expect((await props(ctx)).claimPage).toEqual({ kind: 'not-found' });
    expect(res.statusCode).toBe(404);
  });

  it('says the claim could not be loaded (503) when the data service cannot be reached', async () => {
    answer(async () => {
      throw new TypeError('fetch failed');
    });
    const { ctx, res } = request(claimId);
    expect((await props(ctx)).claimPage).toEqual({
      kind: 'unavailable',
      message: 'The service could not be reached. Check the internet connection and try again.',
      retryPath: `/account/warranty/${claimId}`,
    });
    expect(res.statusCode).toBe(503);
  });

  it('ends the session when the data service refuses the token for the claim', async () => {
    answer(async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    });
    expect(await getServerSideProps(request(claimId).ctx)).toEqual({
      redirect: { destination: `/auth?ended=1&next=${encodeURIComponent(`/account/warranty/${claimId}`)}`, permanent: false },
    });
  });
});
