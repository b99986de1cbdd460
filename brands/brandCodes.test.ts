import codes from './codes.json';
import { brandCodes, brands } from '.';

describe('brand codes', () => {
  it('lists the same codes for the build (next.config.js) and the app', () => {
    expect(codes).toEqual([...brandCodes]);
  });

  it('has one brand per code, with the spec colours and both flags false', () => {
    expect(brands.generic.primaryColor).toBe('#57AFE9');
    expect(brands.yellow.primaryColor).toBe('#ffcb05');
    expect(brands.red.primaryColor).toBe('#F22121E5');
    expect(brands.uk.primaryColor).toBe(brands.generic.primaryColor);
    for (const code of brandCodes) {
      expect(brands[code].code).toBe(code);
      expect(brands[code].flags).toEqual({ showPoweredBy: false, enableSelfSignup: false });
    }
  });

  it('gives the UK variant its own terms and the generic look', () => {
    const { termsUrl, ...ukLook } = brands.uk;
    expect(termsUrl).toBe('/brands/uk/terms.pdf');
    expect(ukLook.logoUrl).toBe(brands.generic.logoUrl);
    expect(ukLook.faviconUrl).toBe(brands.generic.faviconUrl);
    expect(ukLook.headingFont).toBe(brands.generic.headingFont);
  });
});
