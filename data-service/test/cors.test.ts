import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CORS_DOMAINS } from '../src/config';
import { corsHeaders, parseCorsDomains } from '../src/http/cors';

describe('HASURA_GRAPHQL_CORS_DOMAIN', () => {
  it('allows any port of localhost and 127.0.0.1 by default', () => {
    const policy = parseCorsDomains(DEFAULT_CORS_DOMAINS);
    for (const origin of ['http://localhost:3000', 'http://localhost', 'http://127.0.0.1:8080', 'HTTP://LOCALHOST:3000']) {
      assert.ok(policy.allows(origin), origin);
    }
    for (const origin of ['https://localhost:3000', 'http://localhost.example:3000', 'http://0.0.0.0:3000', 'null', '']) {
      assert.ok(!policy.allows(origin), origin);
    }
  });

  it('matches exact origins, wildcard ports and wildcard subdomains', () => {
    const policy = parseCorsDomains('https://agent.devicecover.ng, http://staging.example:8443, https://*.sunline.ng:*');
    assert.ok(policy.allows('https://agent.devicecover.ng'));
    assert.ok(!policy.allows('https://agent.devicecover.ng:444'));
    assert.ok(policy.allows('http://staging.example:8443'));
    assert.ok(!policy.allows('http://staging.example'));
    assert.ok(policy.allows('https://agent.sunline.ng'));
    assert.ok(policy.allows('https://a.b.sunline.ng:3000'));
    assert.ok(!policy.allows('https://sunline.ng'));
    assert.ok(!policy.allows('https://evilsunline.ng'));
  });

  it('allows everything with *', () => {
    assert.ok(parseCorsDomains('*').allows('https://anything.example'));
  });

  it('rejects a malformed entry at startup', () => {
    assert.throws(() => parseCorsDomains('localhost:3000'), /HASURA_GRAPHQL_CORS_DOMAIN: 'localhost:3000'/);
  });

  it('adds headers only for an allowed origin', () => {
    const policy = parseCorsDomains(DEFAULT_CORS_DOMAINS);
    assert.deepEqual(corsHeaders(policy, undefined, false), {});
    assert.deepEqual(corsHeaders(policy, 'https://evil.example', true), {});
    assert.equal(corsHeaders(policy, 'http://localhost:3000', false)['access-control-allow-origin'], 'http://localhost:3000');
  });
});
