import { reuseClosenessText, reusedPhotosSummary, reuseFlagText } from './reuseFlags';

const reuse = { matchedId: 'ev-0', claim: null, imei: null, distance: 3 };

describe('a reused photo in the desk’s words', () => {
  it('names the claim it was used on, else the other phone by its IMEI', () => {
    expect(reuseFlagText({ ...reuse, claim: { id: 'c-1', reference: 'CLM-2026-000123' }, imei: '490154203237518' })).toBe('This photo was also used on CLM-2026-000123');
    expect(reuseFlagText({ ...reuse, imei: '356938035643809' })).toBe('This photo was also used on another phone (IMEI 356938035643809)');
    expect(reuseFlagText(reuse)).toBe('This photo was also used on another claim or phone');
  });

  it('says how near the two pictures are', () => {
    expect(reuseClosenessText({ ...reuse, distance: 0 })).toBe('The same picture.');
    expect(reuseClosenessText(reuse)).toBe('Nearly the same picture.');
  });

  it('sums the claim’s reused photos up above them', () => {
    expect(reusedPhotosSummary(0)).toBeUndefined();
    expect(reusedPhotosSummary(1)).toBe('1 photo of this claim was also used elsewhere: check it below.');
    expect(reusedPhotosSummary(2)).toBe('2 photos of this claim were also used elsewhere: check them below.');
  });
});
