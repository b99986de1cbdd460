import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MoveClaim } from './moveClaim';
import { sendMoveClaim, type MoveRequest } from './moveClaimRequests';

// The move's request is loaded with the GraphQL client (lib/apollo/browserClient): here, one answering from mocks.
let mockClient: ApolloClient | undefined;
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserApolloClient: () => mockClient }));

const approve: MoveRequest = { reference: 'CLM-2026-000045', from: 'UNDER_REVIEW', to: 'APPROVED', note: '' };
/** What advance_claim is sent for a move: no note when the officer wrote none. */
const sent = (request: MoveRequest, note: string | null) => ({ query: MoveClaim, variables: { reference: request.reference, fromStatus: request.from, toStatus: request.to, note } });
const moved = (request: MoveRequest, note: string | null): MockLink.MockedResponse => ({
  request: sent(request, note),
  result: { data: { advance_claim: { __typename: 'advance_claim_output', to_status: request.to, event_id: 'e-2' } } },
});
const refused = (request: MoveRequest, note: string | null, extensions: Record<string, unknown>, message: string): MockLink.MockedResponse => ({
  request: sent(request, note),
  result: { errors: [{ message, extensions: { path: '$', ...extensions } }] },
});
const answering = (...mocks: MockLink.MockedResponse[]) => {
  mockClient = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
};

describe('sendMoveClaim', () => {
  it('sends advance_claim with the status the officer saw, the step chosen and the note', async () => {
    const reject: MoveRequest = { ...approve, to: 'REJECTED', note: 'The damage predates the plan.' };
    answering(moved(reject, 'The damage predates the plan.'));
    await expect(sendMoveClaim(reject)).resolves.toEqual({ kind: 'done', done: true });
  });

  it('sends no note when the officer wrote none (the service writes the step’s own)', async () => {
    answering(moved({ ...approve, note: '   ' }, null));
    await expect(sendMoveClaim({ ...approve, note: '   ' })).resolves.toEqual({ kind: 'done', done: true });
  });

  it('reads a claim moved meanwhile as a refusal with its code', async () => {
    answering(refused(approve, null, { code: 'claim-status-changed' }, 'Claim CLM-2026-000045 is APPROVED now, not UNDER_REVIEW'));
    await expect(sendMoveClaim(approve)).resolves.toMatchObject({ kind: 'refused', failure: { code: 'claim-status-changed', onNote: false, movedMeanwhile: true } });
  });

  it('says when the refusal is about the note, so the form shows it under the note', async () => {
    const long: MoveRequest = { ...approve, note: 'x'.repeat(501) };
    answering(refused(long, long.note, { code: 'validation-failed', field: 'note' }, 'The note is too long (at most 500 characters)'));
    await expect(sendMoveClaim(long)).resolves.toMatchObject({
      kind: 'refused',
      failure: { code: 'validation-failed', onNote: true, movedMeanwhile: false, message: expect.stringContaining('The note is too long') },
    });
  });

  it('reads no answer as not known yet, to be sent again', async () => {
    answering({ request: sent(approve, null), error: new TypeError('Failed to fetch') });
    await expect(sendMoveClaim(approve)).resolves.toMatchObject({ kind: 'unanswered' });
  });
});
