import { MAX_CLAIM_FILES_PER_KIND } from '@/lib/domain/evidence';
import { evidenceIdsOf, photoSlotKey, photoSlotList, photoSlotPrefix, slotsOfKind, withAnotherSlot, withSlotEvidence, type PhotoSlot } from './claimPhotos';

const A = '0b9c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21';
const B = '1c8d6b5f-3e2a-4d4c-8b9f-8e7d6c5b4a32';
const DRAFT = '4a1c2e3f-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('a claim’s photo slots', () => {
  it('always show the first slot of a kind, then the others in order', () => {
    expect(slotsOfKind([], 'DAMAGE')).toEqual([{ kind: 'DAMAGE', index: 0 }]);
    const slots: PhotoSlot[] = [
      { kind: 'DAMAGE', index: 2, evidenceId: B },
      { kind: 'POLICE_REPORT', index: 0 },
      { kind: 'DAMAGE', index: 0, evidenceId: A },
    ];
    expect(slotsOfKind(slots, 'DAMAGE').map((slot) => slot.index)).toEqual([0, 2]);
    expect(evidenceIdsOf(slots, 'DAMAGE')).toEqual([A, B]);
    expect(evidenceIdsOf(slots, 'POLICE_REPORT')).toEqual([]);
  });

  it('keep an id per slot: set, replaced and cleared', () => {
    let slots = withSlotEvidence([], { kind: 'DAMAGE', index: 0 }, A);
    expect(slots).toEqual([{ kind: 'DAMAGE', index: 0, evidenceId: A }]);
    slots = withSlotEvidence(slots, { kind: 'DAMAGE', index: 0 }, B);
    expect(evidenceIdsOf(slots, 'DAMAGE')).toEqual([B]);
    slots = withSlotEvidence(slots, { kind: 'DAMAGE', index: 0 }, undefined);
    expect(slots).toEqual([{ kind: 'DAMAGE', index: 0 }]);
  });

  it('open another slot after the last, up to the most a claim takes of a kind (or fewer)', () => {
    let slots: PhotoSlot[] = [];
    for (let n = 0; n < 10; n += 1) slots = withAnotherSlot(slots, 'DAMAGE');
    expect(slotsOfKind(slots, 'DAMAGE').map((slot) => slot.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(slotsOfKind(slots, 'DAMAGE')).toHaveLength(MAX_CLAIM_FILES_PER_KIND);
    expect(slotsOfKind(withAnotherSlot(withAnotherSlot([], 'POLICE_REPORT', 2), 'POLICE_REPORT', 2), 'POLICE_REPORT')).toHaveLength(2);
  });

  it('keep their files under keys of their draft and kind', () => {
    expect(photoSlotKey('claim', DRAFT, { kind: 'DAMAGE', index: 1 })).toBe(`claim:${DRAFT}:DAMAGE:1`);
    expect(photoSlotKey('claim', DRAFT, { kind: 'DAMAGE', index: 1 }).startsWith(photoSlotPrefix('claim', DRAFT, 'DAMAGE'))).toBe(true);
    expect(photoSlotPrefix('claim', DRAFT)).toBe(`claim:${DRAFT}:`);
  });

  it('read back from storage only as known kinds, indexes within bounds and UUID ids', () => {
    expect(photoSlotList([{ kind: 'DAMAGE', index: 0, evidenceId: A, extra: 'dropped' }])).toEqual([{ kind: 'DAMAGE', index: 0, evidenceId: A }]);
    expect(() => photoSlotList([{ kind: 'SELFIE', index: 0 }])).toThrow();
    expect(() => photoSlotList([{ kind: 'DAMAGE', index: MAX_CLAIM_FILES_PER_KIND }])).toThrow();
    expect(() => photoSlotList([{ kind: 'DAMAGE', index: -1 }])).toThrow();
    expect(() => photoSlotList([{ kind: 'DAMAGE', index: 0, evidenceId: 'not-an-id' }])).toThrow();
    expect(() => photoSlotList(Array.from({ length: 13 }, () => ({ kind: 'DAMAGE', index: 0 })))).toThrow();
    expect(() => photoSlotList('DAMAGE')).toThrow();
  });
});
