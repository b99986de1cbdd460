import { tracePropagationTargets } from './tracePropagation';

const propagatesTo = (url: string) => tracePropagationTargets.some((target) => target.test(url));

describe('tracePropagationTargets', () => {
  it.each(['http://localhost:8080/v1/graphql', 'http://localhost/v1/graphql', 'https://localhost:8443/x', 'https://yourserver.io/api/items'])(
    'sends trace headers to %s',
    (url) => expect(propagatesTo(url)).toBe(true),
  );

  it.each([
    'http://127.0.0.1:18080/v1/graphql',
    'https://api.example.com/v1/graphql',
    'https://example.com/?next=http://localhost/',
    'http://localhost.example.com/v1/graphql',
    'https://yourserver.io.example.com/api',
    '/_next/data/build/account/dashboard.json',
  ])('sends none to %s', (url) => expect(propagatesTo(url)).toBe(false));
});
