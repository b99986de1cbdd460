import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { request } from './support/http';
import { startTestService, type TestService } from './support/testService';

const QUERY = JSON.stringify({ query: '{ partner(where: {code: {_eq: "SUNLINE-NG"}}) { code } }' });
const SUNLINE = '{"data":{"partner":[{"code" : "SUNLINE-NG"}]}}';

describe('HTTP transport', () => {
  let ds: TestService;
  before(async () => {
    ds = await startTestService();
  });
  after(async () => {
    await ds?.stop();
  });

  it('answers GET /healthz with OK', async () => {
    const response = await request(`${ds.baseUrl}/healthz`);
    assert.equal(response.status, 200);
    assert.equal(response.text, 'OK');
  });

  it('answers POST /v1/graphql as JSON', async () => {
    const response = await ds.post(QUERY);
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual(JSON.parse(response.text), JSON.parse(SUNLINE));
  });

  it('answers 404 for other paths and methods', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/v1/graphql'],
      ['POST', '/v1/query'],
      ['POST', '/healthz'],
      ['PUT', '/v1/graphql'],
    ]) {
      const response = await request(`${ds.baseUrl}${path}`, { method, body: method === 'GET' ? undefined : '{}' });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.deepEqual(JSON.parse(response.text), { path: '$', error: 'resource does not exist', code: 'not-found' });
    }
  });

  it('checks an Authorization header before answering (auth.test.ts covers the cases)', async () => {
    const response = await ds.post(QUERY, { authorization: 'Bearer not-a-token' });
    assert.equal(response.status, 200);
    assert.equal(JSON.parse(response.text).errors[0].extensions.code, 'invalid-jwt');
  });

  it("answers invalid JSON with Hasura's invalid-json error, HTTP 200", async () => {
    for (const body of ['{"query": ', 'nope', '', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])]) {
      const response = await ds.post(body);
      assert.equal(response.status, 200);
      assert.equal(response.text, '{"errors":[{"extensions":{"path":"$","code":"invalid-json"},"message":"invalid json"}]}');
    }
  });

  it('answers a body of the wrong shape with parse-failed', async () => {
    const cases: [unknown, string, string][] = [
      ['x', '$', 'parsing Hasura.GraphQL.Transport.HTTP.Protocol.GQLReq(GQLReq) failed, expected Object, but encountered String'],
      [{}, '$', 'parsing Hasura.GraphQL.Transport.HTTP.Protocol.GQLReq(GQLReq) failed, key "query" not found'],
      [{ query: 5 }, '$.query', 'parsing Text failed, expected String, but encountered Number'],
      [{ query: '{ partner { id } }', variables: [1] }, '$.variables', 'parsing HashMap failed, expected Object, but encountered Array'],
      [{ query: '{ partner { id } }', operationName: 7 }, '$.operationName', 'parsing Text failed, expected String, but encountered Number'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await ds.post(JSON.stringify(payload));
      assert.equal(response.status, 200);
      assert.deepEqual(JSON.parse(response.text), { errors: [{ extensions: { path, code: 'parse-failed' }, message }] });
    }
  });

  it('accepts null variables and operationName', async () => {
    const response = await ds.post(
      JSON.stringify({ query: '{ partner(where: {code: {_eq: "SUNLINE-NG"}}) { code } }', variables: null, operationName: null }),
    );
    assert.deepEqual(JSON.parse(response.text), JSON.parse(SUNLINE));
  });

  it('answers a batch (an array of requests) with an array', async () => {
    const response = await ds.post(JSON.stringify([JSON.parse(QUERY), { query: '{ partner { nope } }' }]));
    const body = JSON.parse(response.text) as unknown[];
    assert.equal(body.length, 2);
    assert.deepEqual(body[0], JSON.parse(SUNLINE));
    assert.equal((body[1] as { errors: unknown[] }).errors.length, 1);
  });

  it('refuses a body over 100 kB with an error, not a crash', async () => {
    const big = JSON.stringify({ query: `{ partner { id } } # ${'x'.repeat(110 * 1024)}` });
    const response = await ds.post(big);
    assert.equal(response.status, 200);
    assert.deepEqual(JSON.parse(response.text), {
      errors: [{ extensions: { path: '$', code: 'bad-request' }, message: 'request body is larger than 102400 bytes' }],
    });
    // Without a Content-Length (chunked), the limit holds too.
    const chunked = await new Promise<string>((resolve, reject) => {
      import('node:http').then(({ default: http }) => {
        const req = http.request(ds.service.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        for (let i = 0; i < 30; i += 1) req.write('x'.repeat(8 * 1024));
        req.end();
      }, reject);
    });
    assert.match(chunked, /bad-request/);
    // and the service still answers
    assert.deepEqual(JSON.parse((await ds.post(QUERY)).text), JSON.parse(SUNLINE));
  });

  it('answers CORS preflight for an allowed origin', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:4100', 'http://localhost']) {
      const response = await request(ds.service.graphqlUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
      assert.equal(response.status, 204);
      assert.equal(response.headers['access-control-allow-origin'], origin);
      assert.equal(response.headers['access-control-allow-credentials'], 'true');
      assert.equal(
        response.headers['access-control-allow-headers'],
        'content-type, authorization, x-hasura-role, x-hasura-admin-secret, sentry-trace, baggage',
      );
      assert.match(String(response.headers['access-control-allow-methods']), /POST/);
    }
  });

  it('gives no CORS headers to a disallowed origin', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example:3000', 'https://localhost:3000']) {
      const preflight = await request(ds.service.graphqlUrl, { method: 'OPTIONS', headers: { origin } });
      assert.equal(preflight.headers['access-control-allow-origin'], undefined, origin);
      const post = await ds.post(QUERY, { origin });
      assert.equal(post.headers['access-control-allow-origin'], undefined, origin);
    }
  });

  it('echoes an allowed origin on POST', async () => {
    const response = await ds.post(QUERY, { origin: 'http://localhost:3000' });
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(response.headers.vary), /Origin/);
  });

  it('keeps database details out of answers', async () => {
    const answer = await ds.gql('{ partner(where: {code: {_regex: "("}}) { code } }');
    const text = JSON.stringify(answer);
    assert.doesNotMatch(text, /SELECT|json_agg|at .*\.ts|stack/i);
  });
});
