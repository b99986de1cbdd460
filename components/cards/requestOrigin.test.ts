/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { requestOrigin } from './requestOrigin';

const request = (headers: IncomingMessage['headers'], encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe('requestOrigin', () => {
  it('is the Host the browser asked, over http by default', () => {
    expect(requestOrigin(request({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(request({ host: 'agents.sunline.ng' }, true))).toBe('https://agents.sunline.ng');
  });

  it("follows a proxy's forwarded protocol and host (the first of a list)", () => {
    expect(requestOrigin(request({ host: '10.0.0.5:3000', 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'agents.sunline.ng' }))).toBe(
      'https://agents.sunline.ng',
    );
    expect(requestOrigin(request({ host: '[::1]:3000', 'x-forwarded-proto': 'HTTPS' }))).toBe('https://[::1]:3000');
  });

  it.each([
    ['no host', {}],
    ['a host with a path', { host: 'evil.example/path' }],
    ['a host with markup', { host: 'a"><script>' }],
    ['a host with credentials', { host: 'user@evil.example' }],
    ['another protocol', { host: 'agents.sunline.ng', 'x-forwarded-proto': 'javascript' }],
  ])('is null for %s', (_, headers) => {
    expect(requestOrigin(request(headers))).toBeNull();
  });
});
