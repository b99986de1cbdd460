import { afterSignInPath, DEFAULT_AFTER_SIGN_IN, sameSitePath } from './safeNext';

describe('sameSitePath', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/account/orders?status=ACTIVE&page=2', '/account/orders?status=ACTIVE&page=2'],
    ['/account/orders#top', '/account/orders#top'],
    ['/account/../account/wallet', '/account/wallet'],
  ])('keeps the path on this site %s', (raw, expected) => {
    expect(sameSitePath(raw)).toBe(expected);
  });

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash after the slash', '/\\evil.com'],
    ['slash backslash slash', '/\\/evil.com'],
    ['a tab that URL parsing strips', '/\t/evil.com'],
    ['a newline that URL parsing strips', '/\n/evil.com'],
    ['a dot segment that normalises to //', '/.//evil.com'],
    ['an absolute URL', 'https://evil.com/account'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'account/dashboard'],
    ['a DEL character', '/account\u007f'],
    ['a NUL character', '/account\u0000'],
    ['the sign-in screen itself', '/auth'],
    ['the sign-in screen with a query', '/auth?next=/account'],
    ['logging out', '/logout'],
    ['an empty value', ''],
    ['too long a value', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_name, raw) => {
    expect(sameSitePath(raw)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    expect(sameSitePath(undefined)).toBeUndefined();
    expect(sameSitePath(42)).toBeUndefined();
    expect(sameSitePath({ toString: () => '/account' })).toBeUndefined();
  });

  it('takes the first of repeated values', () => {
    expect(sameSitePath(['/account/wallet', '//evil.com'])).toBe('/account/wallet');
    expect(sameSitePath(['//evil.com', '/account/wallet'])).toBeUndefined();
  });
});

describe('afterSignInPath', () => {
  it('goes to a safe next, else to the dashboard', () => {
    expect(afterSignInPath('/account/chat')).toBe('/account/chat');
    expect(afterSignInPath('//evil.com')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(afterSignInPath(undefined)).toBe('/account/dashboard');
  });
});
