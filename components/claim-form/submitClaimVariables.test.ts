import { toSubmitClaimVariables } from './submitClaimVariables';

const ORDER = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PHOTOS = ['0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21', '1c8d6b5f-3e2a-4d4c-8b9f-8e7d6c5b4a32'];

describe('toSubmitClaimVariables', () => {
  const typed = { claimType: 'SCREEN' as const, incidentDate: '2026-11-20', description: '  Screen cracked after a fall  ', policeReportNumber: 'NPF/1' };

  it('sends the claim with its photos’ evidence ids in the order taken, and no police report number unless a theft', () => {
    expect(toSubmitClaimVariables(ORDER, typed, KEY, PHOTOS)).toEqual({
      idempotencyKey: KEY,
      orderId: ORDER,
      claimType: 'SCREEN',
      incidentDate: '2026-11-20',
      description: 'Screen cracked after a fall',
      evidenceIds: PHOTOS,
    });
    expect(toSubmitClaimVariables(ORDER, { ...typed, claimType: 'THEFT' }, KEY, PHOTOS.slice(1))).toMatchObject({ policeReportNumber: 'NPF/1', evidenceIds: [PHOTOS[1]] });
  });

  it('gives the request its own copy of the ids', () => {
    const ids = [...PHOTOS];
    const variables = toSubmitClaimVariables(ORDER, typed, KEY, ids);
    ids.pop();
    expect(variables.evidenceIds).toEqual(PHOTOS);
  });
});
