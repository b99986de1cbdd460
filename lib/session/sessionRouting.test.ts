import { routeSession } from './sessionRouting';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = new Date('2025-03-15T12:00:00Z');
const withExp = (exp: number) => `${segment({ alg: 'HS256' })}.${segment({ exp })}.sig`;
const live = withExp(now.getTime() / 1000 + 3600);
const expired = withExp(now.getTime() / 1000 - 1);

describe('routeSession for /account/*', () => {
  it('sends an agent without a token to sign in, remembering path and query', () => {
    expect(routeSession('/account/orders', '?page=2', undefined, now)).toEqual({
      action: 'redirect',
      location: '/auth?next=%2Faccount%2Forders%3Fpage%3D2',
      clearCookies: false,
    });
  });

  it.each([
    ['expired', expired],
    ['malformed', 'not-a-jwt'],
  ])('treats an %s token as none, clears the cookies and says the session ended', (_name, token) => {
    expect(routeSession('/account/dashboard', '', token, now)).toEqual({
      action: 'redirect',
      location: '/auth?ended=1&next=%2Faccount%2Fdashboard',
      clearCookies: true,
    });
  });

  it('lets a live token through, marking the answer not to be stored', () => {
    expect(routeSession('/account/dashboard', '', live, now)).toEqual({ action: 'continue', clearCookies: false, noStore: true });
  });
});

describe('routeSession for /auth', () => {
  it('shows sign-in without a token', () => {
    expect(routeSession('/auth', '?next=%2Faccount%2Fwallet', undefined, now)).toEqual({
      action: 'continue',
      clearCookies: false,
      noStore: false,
    });
  });

  it('sends a signed-in agent on to a same-site next, or the dashboard', () => {
    expect(routeSession('/auth', '?next=%2Faccount%2Fwallet', live, now)).toMatchObject({ location: '/account/wallet' });
    expect(routeSession('/auth', '?next=%2F%2Fevil.com', live, now)).toMatchObject({ location: '/account/dashboard' });
    expect(routeSession('/auth', '?next=https%3A%2F%2Fevil.com', live, now)).toMatchObject({ location: '/account/dashboard' });
    expect(routeSession('/auth', '', live, now)).toMatchObject({ action: 'redirect', location: '/account/dashboard' });
  });

  it('does not bounce back to the dashboard when a page has just ended the session', () => {
    expect(routeSession('/auth', '?ended=1', live, now)).toEqual({ action: 'continue', clearCookies: false, noStore: false });
  });

  it('clears a stale token and shows sign-in', () => {
    expect(routeSession('/auth', '', expired, now)).toEqual({ action: 'continue', clearCookies: true, noStore: false });
  });
});

describe('routeSession keeps each account in its own area', () => {
  const withRole = (role: string) =>
    `${segment({ alg: 'HS256' })}.${segment({ exp: now.getTime() / 1000 + 3600, 'https://hasura.io/jwt/claims': { 'x-hasura-default-role': role } })}.sig`;
  const officer = withRole('claims_officer');
  const agent = withRole('agent');

  it('lets a claims officer into /office and sends them from /account to the claims desk', () => {
    expect(routeSession('/office/claims', '?status=SUBMITTED', officer, now)).toEqual({ action: 'continue', clearCookies: false, noStore: true });
    expect(routeSession('/account/wallet', '', officer, now)).toEqual({ action: 'redirect', location: '/office/claims', clearCookies: false });
    expect(routeSession('/account', '', officer, now)).toMatchObject({ location: '/office/claims' });
  });

  it('sends an agent (and a token from before roles) from /office to the dashboard', () => {
    for (const token of [agent, live]) {
      expect(routeSession('/office/claims', '', token, now)).toEqual({ action: 'redirect', location: '/account/dashboard', clearCookies: false });
      expect(routeSession('/office', '', token, now)).toMatchObject({ location: '/account/dashboard' });
    }
    expect(routeSession('/account/wallet', '', agent, now)).toEqual({ action: 'continue', clearCookies: false, noStore: true });
  });

  it('sends /office without a token to sign in, remembering where', () => {
    expect(routeSession('/office/claims', '', undefined, now)).toEqual({ action: 'redirect', location: '/auth?next=%2Foffice%2Fclaims', clearCookies: false });
  });

  it("on /auth, follows a next in the account's own area, else goes home", () => {
    expect(routeSession('/auth', '?next=%2Foffice%2Fclaims%2Fc-1', officer, now)).toMatchObject({ location: '/office/claims/c-1' });
    expect(routeSession('/auth', '?next=%2Faccount%2Fwallet', officer, now)).toMatchObject({ location: '/office/claims' });
    expect(routeSession('/auth', '', officer, now)).toMatchObject({ location: '/office/claims' });
    expect(routeSession('/auth', '?next=%2Foffice%2Fclaims', agent, now)).toMatchObject({ location: '/account/dashboard' });
    expect(routeSession('/auth', '?next=%2Fverify%2FABC', officer, now)).toMatchObject({ location: '/verify/ABC' });
  });

  it('sends a role it does not know to the agent area, where the data service refuses it', () => {
    expect(routeSession('/office/claims', '', withRole('admin'), now)).toMatchObject({ location: '/account/dashboard' });
  });
});

describe('routeSession keeps each back-office role in its own sections', () => {
  const withRole = (role: string) =>
    `${segment({ alg: 'HS256' })}.${segment({ exp: now.getTime() / 1000 + 3600, 'https://hasura.io/jwt/claims': { 'x-hasura-default-role': role } })}.sig`;

  it('sends operations from the claims desk to the agents, and the claims officer back from the agents', () => {
    expect(routeSession('/office/agents', '', withRole('partner_ops'), now)).toEqual({ action: 'continue', clearCookies: false, noStore: true });
    expect(routeSession('/office/audit', '?action=login', withRole('partner_ops'), now)).toEqual({ action: 'continue', clearCookies: false, noStore: true });
    expect(routeSession('/office/audit', '', withRole('claims_officer'), now)).toMatchObject({ location: '/office/claims' });
    expect(routeSession('/office/plans', '', withRole('partner_ops'), now)).toEqual({ action: 'continue', clearCookies: false, noStore: true });
    expect(routeSession('/office/plans', '', withRole('supervisor'), now)).toMatchObject({ location: '/office/team' });
    expect(routeSession('/office/team', '?sort=claims', withRole('supervisor'), now)).toEqual({ action: 'continue', clearCookies: false, noStore: true });
    expect(routeSession('/office/team', '', withRole('partner_ops'), now)).toMatchObject({ location: '/office/agents' });
    expect(routeSession('/office/customers/c-1', '', withRole('partner_ops'), now)).toEqual({ action: 'continue', clearCookies: false, noStore: true });
    expect(routeSession('/office/customers', '', withRole('claims_officer'), now)).toMatchObject({ location: '/office/claims' });
    expect(routeSession('/office/claims/c-1', '', withRole('partner_ops'), now)).toMatchObject({ location: '/office/agents' });
    expect(routeSession('/office/agents/a-1', '', withRole('claims_officer'), now)).toMatchObject({ location: '/office/claims' });
    expect(routeSession('/auth', '?next=%2Foffice%2Fclaims', withRole('partner_ops'), now)).toMatchObject({ location: '/office/agents' });
    expect(routeSession('/office', '', withRole('supervisor'), now)).toEqual({ action: 'redirect', location: '/office/team', clearCookies: false });
    expect(routeSession('/office', '', withRole('claims_officer'), now)).toEqual({ action: 'redirect', location: '/office/claims', clearCookies: false });
    expect(routeSession('/office', '', withRole('partner_ops'), now)).toMatchObject({ location: '/office/agents' });
  });
});
