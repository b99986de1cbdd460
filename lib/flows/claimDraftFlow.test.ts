import {
  addClaimPhotoSlot,
  CLAIM_DRAFT_FLOW_KEY,
  CLAIM_DRAFT_FLOW_VERSION,
  claimAttemptRefused,
  claimDraftOf,
  claimPhotosOf,
  clearClaimDraft,
  setClaimPhoto,
  startClaimAttempt,
  startClaimPhotos,
  useClaimDraftFlow,
} from './claimDraftFlow';
import { clearPersistedFlows } from './clearPersistedFlows';

const ORDER_ID = '9c4e0d85-6f41-4e92-a088-3f4d5e6f7081';
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A fresh page load: nothing in memory, `raw` (if any) in local storage (the store writes on every change, so it goes last). */
function freshPageLoad(raw?: string) {
  useClaimDraftFlow.setState({ currentStep: 'claim', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  localStorage.clear();
  if (raw !== undefined) localStorage.setItem(CLAIM_DRAFT_FLOW_KEY, raw);
}

beforeEach(() => freshPageLoad());

describe('the claim draft', () => {
  it('keeps the order, what was typed, the key and whether an answer is awaited, under its own key', async () => {
    expect(CLAIM_DRAFT_FLOW_KEY).toBe('dc-agent:claim-draft');
    const draft = {
      orderId: ORDER_ID,
      claimType: 'THEFT' as const,
      incidentDate: '2026-11-20',
      description: 'Phone snatched at the bus stop',
      policeReportNumber: 'NPF/LAG/2026/00123',
      idempotencyKey: KEY,
      awaitingAnswer: true,
    };
    await useClaimDraftFlow.persist.rehydrate();
    useClaimDraftFlow.getState().setValues(draft);
    expect(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).not.toBeNull();

    freshPageLoad(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY) ?? undefined);
    await useClaimDraftFlow.persist.rehydrate();
    expect(useClaimDraftFlow.getState()).toMatchObject({ values: draft, recoveredFromCorruptData: false });
  });

  it('refuses values outside their bounds, and anything else', () => {
    const { setValues } = useClaimDraftFlow.getState();
    expect(() => setValues({ orderId: 'ORD-2026-000001' })).toThrow();
    expect(() => setValues({ claimType: 'FIRE' as 'THEFT' })).toThrow();
    expect(() => setValues({ idempotencyKey: 'not-a-uuid' })).toThrow();
    expect(() => setValues({ description: 'x'.repeat(4001) })).toThrow();
    setValues({ customerName: 'Ada Obi', imei: '490154203237518' } as object);
    expect(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY) ?? '').not.toMatch(/Ada|490154203237518/);
  });

  it.each([
    ['not JSON', '{"state":'],
    ['an unknown claim type', JSON.stringify({ state: { currentStep: 'claim', completedSteps: [], values: { claimType: 'FIRE' } }, version: 1 })],
    ['not a flow', JSON.stringify(['claim'])],
  ])('starts afresh, saying so, from stored data that is %s', async (_what, raw) => {
    freshPageLoad(raw);
    await useClaimDraftFlow.persist.rehydrate();
    expect(useClaimDraftFlow.getState()).toMatchObject({ values: {}, recoveredFromCorruptData: true, hydrated: true });
  });

  it('starts afresh, without a notice, from a draft of an unknown version', async () => {
    freshPageLoad(JSON.stringify({ state: { currentStep: 'claim', completedSteps: [], values: { orderId: ORDER_ID } }, version: CLAIM_DRAFT_FLOW_VERSION + 1 }));
    await useClaimDraftFlow.persist.rehydrate();
    expect(useClaimDraftFlow.getState()).toMatchObject({ values: {}, recoveredFromCorruptData: false });
  });

  it('is forgotten once filed and on logout', () => {
    useClaimDraftFlow.getState().setValues({ orderId: ORDER_ID, description: 'Screen cracked after a fall' });
    clearClaimDraft();
    expect(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).toBeNull();
    expect(useClaimDraftFlow.getState().values).toEqual({});

    useClaimDraftFlow.getState().setValues({ orderId: ORDER_ID, description: 'Screen cracked after a fall' });
    clearPersistedFlows();
    expect(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY)).toBeNull();
    expect(useClaimDraftFlow.getState().values).toEqual({});
  });
});

describe('a claim’s attempts', () => {
  const typed = { claimType: 'SCREEN' as const, incidentDate: '2026-11-20', description: 'Screen cracked after a fall', policeReportNumber: '' };

  beforeEach(async () => {
    await useClaimDraftFlow.persist.rehydrate();
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY).mockReturnValueOnce('7c9e6679-7425-40de-944b-e07fc1f90ae7');
  });
  afterEach(() => jest.restoreAllMocks());

  it('keep one key per claim: the same after a refusal, a new one once another request used it', () => {
    expect(startClaimAttempt(ORDER_ID, typed)).toBe(KEY);
    expect(claimDraftOf(ORDER_ID)).toEqual({ orderId: ORDER_ID, ...typed, idempotencyKey: KEY, awaitingAnswer: true });
    claimAttemptRefused(false);
    expect(startClaimAttempt(ORDER_ID, typed)).toBe(KEY);
    claimAttemptRefused(true);
    expect(claimDraftOf(ORDER_ID)).toEqual({ orderId: ORDER_ID, ...typed, awaitingAnswer: false });
    expect(startClaimAttempt(ORDER_ID, typed)).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7');
  });

  it('replace another order’s draft, its key and all', () => {
    startClaimAttempt(ORDER_ID, typed);
    const other = '6f1b9a52-3c1e-4b6f-9d55-0c1a2b3c4d5e';
    expect(claimDraftOf(other)).toBeUndefined();
    expect(startClaimAttempt(other, typed)).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(useClaimDraftFlow.getState().values).toEqual({ orderId: other, ...typed, idempotencyKey: '7c9e6679-7425-40de-944b-e07fc1f90ae7', awaitingAnswer: true });
  });
});

describe('the claim draft’s photos', () => {
  const PHOTO = '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21';
  const DRAFT = '4a1c2e3f-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  const OTHER_ORDER = '6f1b9a52-3c1e-4b6f-9d55-0c1a2b3c4d5e';
  const typed = { claimType: 'SCREEN' as const, incidentDate: '2026-11-20', description: 'Screen cracked after a fall', policeReportNumber: '' };

  beforeEach(async () => {
    await useClaimDraftFlow.persist.rehydrate();
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads a version 1 draft (before photos) as it was', async () => {
    const v1 = { orderId: ORDER_ID, ...typed, idempotencyKey: KEY, awaitingAnswer: true };
    freshPageLoad(JSON.stringify({ state: { currentStep: 'claim', completedSteps: [], values: v1 }, version: 1 }));
    await useClaimDraftFlow.persist.rehydrate();
    expect(useClaimDraftFlow.getState()).toMatchObject({ values: v1, recoveredFromCorruptData: false });
    expect(CLAIM_DRAFT_FLOW_VERSION).toBe(2);
    // Written back as this version.
    useClaimDraftFlow.getState().setValues({ description: 'Screen cracked after a fall, twice' });
    expect(JSON.parse(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY) ?? '{}')).toMatchObject({ version: 2 });
  });

  it('are kept for their order, under a draft id of their own, through a reload', async () => {
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(DRAFT);
    expect(startClaimPhotos(ORDER_ID)).toEqual({ photos: { orderId: ORDER_ID, draftId: DRAFT, slots: [] } });
    setClaimPhoto(ORDER_ID, { kind: 'DAMAGE', index: 0 }, PHOTO);
    addClaimPhotoSlot(ORDER_ID, 'DAMAGE');
    expect(startClaimPhotos(ORDER_ID).photos.draftId).toBe(DRAFT);

    freshPageLoad(localStorage.getItem(CLAIM_DRAFT_FLOW_KEY) ?? undefined);
    await useClaimDraftFlow.persist.rehydrate();
    expect(claimPhotosOf(ORDER_ID)).toEqual({
      orderId: ORDER_ID,
      draftId: DRAFT,
      slots: [
        { kind: 'DAMAGE', index: 0, evidenceId: PHOTO },
        { kind: 'DAMAGE', index: 1 },
      ],
    });
    expect(claimPhotosOf(OTHER_ORDER)).toBeUndefined();
  });

  it('give way to another order’s, which says whose kept files to forget', () => {
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(DRAFT).mockReturnValueOnce(KEY);
    startClaimPhotos(ORDER_ID);
    expect(startClaimPhotos(OTHER_ORDER)).toEqual({ photos: { orderId: OTHER_ORDER, draftId: KEY, slots: [] }, replaced: DRAFT });
    expect(claimPhotosOf(ORDER_ID)).toBeUndefined();
  });

  it('refuses photos stored wrong, starting afresh with a notice', async () => {
    const values = { orderId: ORDER_ID, photos: { orderId: ORDER_ID, draftId: DRAFT, slots: [{ kind: 'DAMAGE', index: 0, evidenceId: 'https://evil.example/x' }] } };
    freshPageLoad(JSON.stringify({ state: { currentStep: 'claim', completedSteps: [], values }, version: 2 }));
    await useClaimDraftFlow.persist.rehydrate();
    expect(useClaimDraftFlow.getState()).toMatchObject({ values: {}, recoveredFromCorruptData: true });
  });

  it('changed after a refusal make the claim another request: its key goes; not while an answer is awaited', () => {
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(DRAFT).mockReturnValueOnce(KEY);
    startClaimPhotos(ORDER_ID);
    setClaimPhoto(ORDER_ID, { kind: 'DAMAGE', index: 0 }, PHOTO);
    expect(startClaimAttempt(ORDER_ID, typed)).toBe(KEY);
    // Awaiting its answer: the claim as sent stays as it is.
    setClaimPhoto(ORDER_ID, { kind: 'POLICE_REPORT', index: 0 }, PHOTO);
    expect(claimDraftOf(ORDER_ID)?.idempotencyKey).toBe(KEY);
    claimAttemptRefused(false);
    setClaimPhoto(ORDER_ID, { kind: 'DAMAGE', index: 0 }, undefined);
    expect(claimDraftOf(ORDER_ID)?.idempotencyKey).toBeUndefined();
  });

  it('stay when an attempt replaces another order’s text, and go once the claim is filed', () => {
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(DRAFT).mockReturnValueOnce(KEY);
    useClaimDraftFlow.getState().setValues({ orderId: OTHER_ORDER, description: 'Another order’s claim' });
    startClaimPhotos(ORDER_ID);
    setClaimPhoto(ORDER_ID, { kind: 'DAMAGE', index: 0 }, PHOTO);
    startClaimAttempt(ORDER_ID, typed);
    expect(useClaimDraftFlow.getState().values).toEqual({
      orderId: ORDER_ID,
      ...typed,
      idempotencyKey: KEY,
      awaitingAnswer: true,
      photos: { orderId: ORDER_ID, draftId: DRAFT, slots: [{ kind: 'DAMAGE', index: 0, evidenceId: PHOTO }] },
    });
    clearClaimDraft();
    expect(claimPhotosOf(ORDER_ID)).toBeUndefined();
  });
});
