import { buildContentSecurityPolicy, type PolicySettings } from './contentSecurityPolicy';
import { createNonce } from './nonce';

const base: PolicySettings = {
  nonce: 'bm9uY2Utb25l',
  dataServiceUrl: 'https://data.example.ng/v1/graphql',
  intercom: false,
  development: false,
};

/** The policy as directive → sources, so each test reads one directive. */
function directives(settings: Partial<PolicySettings> = {}): Record<string, string[]> {
  const policy = buildContentSecurityPolicy({ ...base, ...settings });
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('security #4: only scripts and style tags with the nonce run; no plugins, base tag, framing or foreign forms', () => {
    expect(directives()).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'nonce-bm9uY2Utb25l'", "'strict-dynamic'"],
      'style-src': ["'self'", "'nonce-bm9uY2Utb25l'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://data.example.ng'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://data.example.ng'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
  });

  it('shows evidence photos from the data service and, when set, the evidence bucket only', () => {
    expect(directives({ evidenceFilesUrl: 'https://evidence.s3.eu-west-1.amazonaws.com/' })['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://data.example.ng',
      'https://evidence.s3.eu-west-1.amazonaws.com',
    ]);
  });

  it("allows 'unsafe-eval', and style tags without the nonce, only for next dev", () => {
    const development = directives({ development: true });
    expect(development['script-src']).toEqual(["'nonce-bm9uY2Utb25l'", "'strict-dynamic'", "'unsafe-eval'"]);
    expect(development['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(buildContentSecurityPolicy(base)).not.toContain('unsafe-eval');
  });

  it('lets the browser reach the data service by its origin; a relative endpoint is the site itself', () => {
    expect(directives({ dataServiceUrl: 'http://localhost:18080/v1/graphql' })['connect-src']).toEqual([
      "'self'",
      'http://localhost:18080',
    ]);
    expect(directives({ dataServiceUrl: '/v1/graphql' })['connect-src']).toEqual(["'self'"]);
  });

  describe('with Sentry', () => {
    it("sends events to the DSN's origin and lets Session Replay start its blob: worker", () => {
      const policy = directives({ sentryDsn: 'http://public-key@127.0.0.1:18090/1' });
      expect(policy['connect-src']).toEqual(["'self'", 'https://data.example.ng', 'http://127.0.0.1:18090']);
      expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    });

    it('adds nothing without a DSN', () => {
      expect(directives()['worker-src']).toBeUndefined();
      expect(directives({ sentryDsn: 'not a url' })['connect-src']).toEqual(["'self'", 'https://data.example.ng']);
    });
  });

  describe('with Intercom', () => {
    const policy = directives({ intercom: true });

    it("takes 'unsafe-inline' styles instead of the nonce (a nonce would disable it) and keeps scripts strict", () => {
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['script-src']).toEqual(["'nonce-bm9uY2Utb25l'", "'strict-dynamic'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
    });

    it("adds the Messenger's hosts to what they are for, keeping ours", () => {
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining(["'self'", 'https://data.example.ng', 'https://api-iam.intercom.io', 'wss://nexus-websocket-a.intercom.io']),
      );
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://static.intercomassets.com']));
      expect(policy['font-src']).toEqual(["'self'", 'https://js.intercomcdn.com', 'https://fonts.intercomcdn.com']);
      expect(policy['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https://intercom-sheets.com']));
      expect(policy['form-action']).toEqual(expect.arrayContaining(["'self'", 'https://intercom.help']));
      expect(policy['media-src']).toEqual(["'self'", 'https://js.intercomcdn.com']);
    });

    it('leaves Intercom out when it is not configured: style tags need the nonce', () => {
      expect(buildContentSecurityPolicy(base)).not.toContain('intercom');
      expect(directives()['style-src']).not.toContain("'unsafe-inline'");
    });
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
