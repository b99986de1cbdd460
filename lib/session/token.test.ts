import { lifetimeMsUntil, readTokenClaims, sessionLifetimeMs, tokenState } from './token';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.signature`;
const now = new Date('2025-03-15T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('readTokenClaims', () => {
  it('reads the expiry and the Hasura session variables without verifying', () => {
    const claims = readTokenClaims(
      token({
        exp: nowSeconds + 60,
        'https://hasura.io/jwt/claims': { 'x-hasura-user-id': 'agent-1', 'x-hasura-partner-id': 'partner-1' },
      }),
    );
    expect(claims).toEqual({ exp: nowSeconds + 60, iat: undefined, agentId: 'agent-1', partnerId: 'partner-1' });
  });

  it('reads payloads with non-ASCII text', () => {
    expect(readTokenClaims(token({ exp: 1, name: 'Ọlá' }))?.exp).toBe(1);
  });

  it.each([
    ['not three parts', 'abc.def'],
    ['an empty part', `${segment({})}..sig`],
    ['a payload that is not base64url', 'a.b*c.d'],
    ['a payload that is not JSON', `a.${Buffer.from('nope').toString('base64url')}.c`],
    ['a payload without exp', token({ sub: 'x' })],
    ['a text exp', token({ exp: '9999999999' })],
    ['an array payload', token([1])],
  ])('refuses %s', (_name, value) => {
    expect(readTokenClaims(value)).toBeUndefined();
  });
});

describe('tokenState', () => {
  it('tells absent, live, expired and malformed apart', () => {
    expect(tokenState(undefined, now)).toBe('absent');
    expect(tokenState('', now)).toBe('absent');
    expect(tokenState(token({ exp: nowSeconds + 1 }), now)).toBe('live');
    expect(tokenState(token({ exp: nowSeconds }), now)).toBe('expired');
    expect(tokenState(token({ exp: nowSeconds - 3600 }), now)).toBe('expired');
    expect(tokenState('tampered', now)).toBe('malformed');
  });
});

describe('lifetimeMsUntil', () => {
  it('is the milliseconds left until expires_at', () => {
    expect(lifetimeMsUntil('2025-03-22T12:00:00Z', now)).toBe(7 * 24 * 3600 * 1000);
    expect(lifetimeMsUntil('2025-03-22T13:00:00+01:00', now)).toBe(7 * 24 * 3600 * 1000);
  });

  it('is undefined for a past instant or no date', () => {
    expect(lifetimeMsUntil('2025-03-15T12:00:00Z', now)).toBeUndefined();
    expect(lifetimeMsUntil('soon', now)).toBeUndefined();
  });
});

describe('sessionLifetimeMs', () => {
  it("is the token's own lifetime, whatever this device's clock says", () => {
    const issued = nowSeconds - 10 * 24 * 3600;
    expect(sessionLifetimeMs(token({ iat: issued, exp: issued + 604800 }), '2020-01-01T00:00:00Z', now)).toBe(604_800_000);
  });

  it('falls back to the time left until expires_at', () => {
    expect(sessionLifetimeMs('opaque', '2025-03-15T13:00:00Z', now)).toBe(3_600_000);
  });
});
