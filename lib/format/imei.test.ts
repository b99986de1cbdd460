import { maskImei } from './imei';

describe('maskImei', () => {
  it('keeps only the last 4 digits', () => {
    expect(maskImei('490154203237518')).toBe('•••••••••••7518');
  });

  it('never shows more than the last 4, whatever the length', () => {
    expect(maskImei('7518')).toBe('7518');
    expect(maskImei('518')).toBe('518');
    expect(maskImei('')).toBe('');
  });
});
