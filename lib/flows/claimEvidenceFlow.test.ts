import {
  addClaimEvidenceSlot,
  CLAIM_EVIDENCE_FLOW_KEY,
  claimEvidenceDraftOf,
  clearClaimEvidenceDraft,
  setClaimEvidencePhoto,
  startClaimEvidenceDraft,
  useClaimEvidenceFlow,
} from './claimEvidenceFlow';
import { clearPersistedFlows } from './clearPersistedFlows';
import { PERSISTED_FLOW_KEYS } from './flowKeys';

const CLAIM = '3c1e5a2b-7d4f-4e8a-9b6c-0d1e2f3a4b5c';
const OTHER_CLAIM = '5b2f0c1e-8d4a-4c3b-9e6f-1a2b3c4d5e6f';
const DRAFT = '4a1c2e3f-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const NEXT_DRAFT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PHOTO = '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21';

function freshPageLoad(raw?: string) {
  useClaimEvidenceFlow.setState({ currentStep: 'photos', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  localStorage.clear();
  if (raw !== undefined) localStorage.setItem(CLAIM_EVIDENCE_FLOW_KEY, raw);
}

beforeEach(async () => {
  freshPageLoad();
  await useClaimEvidenceFlow.persist.rehydrate();
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(DRAFT).mockReturnValueOnce(NEXT_DRAFT);
});
afterEach(() => jest.restoreAllMocks());

describe('photos being added to a claim', () => {
  it('are kept for their claim through a reload: the ids sent and the slots open', async () => {
    expect(startClaimEvidenceDraft(CLAIM)).toEqual({ draft: { draftId: DRAFT, slots: [] } });
    setClaimEvidencePhoto(CLAIM, { kind: 'DAMAGE', index: 0 }, PHOTO);
    addClaimEvidenceSlot(CLAIM, 'DAMAGE', 6);

    freshPageLoad(localStorage.getItem(CLAIM_EVIDENCE_FLOW_KEY) ?? undefined);
    await useClaimEvidenceFlow.persist.rehydrate();
    expect(claimEvidenceDraftOf(CLAIM)).toEqual({
      draftId: DRAFT,
      slots: [
        { kind: 'DAMAGE', index: 0, evidenceId: PHOTO },
        { kind: 'DAMAGE', index: 1 },
      ],
    });
    expect(claimEvidenceDraftOf(OTHER_CLAIM)).toBeUndefined();
  });

  it('open no more slots than the claim can still take', () => {
    startClaimEvidenceDraft(CLAIM);
    for (let n = 0; n < 5; n += 1) addClaimEvidenceSlot(CLAIM, 'DAMAGE', 2);
    expect(claimEvidenceDraftOf(CLAIM)?.slots).toHaveLength(2);
  });

  it('give way to another claim’s, saying whose kept files to forget', () => {
    startClaimEvidenceDraft(CLAIM);
    setClaimEvidencePhoto(CLAIM, { kind: 'DAMAGE', index: 0 }, PHOTO);
    expect(startClaimEvidenceDraft(OTHER_CLAIM)).toEqual({ draft: { draftId: NEXT_DRAFT, slots: [] }, replaced: DRAFT });
    expect(claimEvidenceDraftOf(CLAIM)).toBeUndefined();
  });

  it('are forgotten once added, and on logout', () => {
    startClaimEvidenceDraft(CLAIM);
    clearClaimEvidenceDraft();
    expect(localStorage.getItem(CLAIM_EVIDENCE_FLOW_KEY)).toBeNull();

    startClaimEvidenceDraft(CLAIM);
    expect(PERSISTED_FLOW_KEYS).toContain(CLAIM_EVIDENCE_FLOW_KEY);
    clearPersistedFlows();
    expect(localStorage.getItem(CLAIM_EVIDENCE_FLOW_KEY)).toBeNull();
    expect(useClaimEvidenceFlow.getState().values).toEqual({});
  });
});
