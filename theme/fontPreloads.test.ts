import { brands, brandCodes } from '@/brands';
import { HEADING_FONT_FILES, NAIRA_FIRST_SCREENS, fontPreloads } from './fontPreloads';

describe('fontPreloads', () => {
  it.each(brandCodes)("preloads the heading font brand %s's headings are set in", (code) => {
    const family = /^'([^']+)'/.exec(brands[code].headingFont)?.[1];
    expect(family).toBeDefined();
    expect(HEADING_FONT_FILES[code].pathname).toMatch(new RegExp(`/${family!.toLowerCase()}-(latin|basic)-`));
  });

  it('preloads body text and headings once each, as woff2', () => {
    const generic = fontPreloads('generic', '/auth');
    expect(generic).toHaveLength(2); // Inter for body and headings
    expect(fontPreloads('yellow', '/auth')).toHaveLength(3);
    expect([...generic, ...fontPreloads('yellow', '/auth')].every((href) => href.endsWith('.woff2'))).toBe(true);
  });

  it('adds bold only where the first screen has bold text', () => {
    expect(fontPreloads('yellow', '/account/dashboard').filter((href) => href.includes('inter-basic-700'))).toHaveLength(1);
    expect(fontPreloads('yellow', '/account/customers').some((href) => href.includes('-700-'))).toBe(false);
  });

  it("preloads Inter's basic subset, never @fontsource's whole latin subset", () => {
    const preloads = brandCodes.flatMap((code) => ['/auth', '/account/wallet', '/account/dashboard'].flatMap((page) => fontPreloads(code, page)));
    expect(preloads.some((href) => href.includes('inter-basic-400'))).toBe(true);
    expect(preloads.some((href) => href.includes('inter-latin-'))).toBe(false);
  });

  it('preloads the naira sign alone where the first screen shows amounts, never the whole latin-ext subset', () => {
    expect(fontPreloads('yellow', '/account/wallet').filter((href) => /inter-naira-\d00/.test(href))).toHaveLength(3);
    expect(fontPreloads('yellow', '/account/payments/[id]').filter((href) => href.includes('inter-naira-'))).toHaveLength(1);
    expect(fontPreloads('yellow', '/auth').some((href) => href.includes('naira'))).toBe(false);
    expect(Object.values(NAIRA_FIRST_SCREENS).flat().every((url) => !url.pathname.includes('latin-ext'))).toBe(true);
  });
});
