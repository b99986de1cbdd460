import { scrubBreadcrumb, scrubLinkSecrets, scrubRecordingEvent, scrubSpan, withoutAttributeWords, withoutLinkSecrets } from './sentryPrivacy';

const choose = 'div.chakra-stack > button.chakra-button[type="button"][aria-label="Choose Chiamaka Nwosu"]';

describe('what error reports say about the elements an agent used', () => {
  it('keeps which element, never the words of its label, title or alt text', () => {
    expect(withoutAttributeWords(choose)).toBe('div.chakra-stack > button.chakra-button[type="button"][aria-label]');
    expect(withoutAttributeWords('img[alt="Photo of Ada Obi"] > span[title="Ada \\"Obi\\""]')).toBe('img[alt] > span[title]');
    expect(withoutAttributeWords('input#card-number[name="cardNumber"]')).toBe('input#card-number[name="cardNumber"]');
  });

  it('scrubs click and input breadcrumbs and leaves the others alone', () => {
    expect(scrubBreadcrumb({ category: 'ui.click', message: choose }).message).not.toContain('Chiamaka');
    expect(scrubBreadcrumb({ category: 'ui.input', message: choose }).message).not.toContain('Chiamaka');
    const navigation = { category: 'navigation', data: { from: '/a', to: '/b' } };
    expect(scrubBreadcrumb(navigation)).toBe(navigation);
  });

  it('scrubs the replay’s own breadcrumbs', () => {
    const event = { type: 5, timestamp: 1, data: { tag: 'breadcrumb', payload: { category: 'ui.click', message: choose, data: { nodeId: 7 } } } };
    const scrubbed = scrubRecordingEvent(event);
    expect(JSON.stringify(scrubbed)).not.toContain('Chiamaka');
    expect(scrubbed.data.payload.data).toEqual({ nodeId: 7 });
    const snapshot = { type: 2, timestamp: 1, data: { node: {} } };
    expect(scrubRecordingEvent(snapshot)).toBe(snapshot);
  });

  it('scrubs the element a web vital names on a span (a slow tap on a customer’s name), and leaves the other attributes alone', () => {
    const span = {
      name: 'click',
      attributes: {
        'browser.web_vital.inp.target': { value: `button.chakra-button[aria-label="Choose Chiamaka Nwosu"][type="button"]`, type: 'string' },
        'browser.web_vital.lcp.element': 'img[alt="Chiamaka Nwosu"]',
        'browser.web_vital.inp.value': { value: 240, type: 'double' },
        'sentry.op': 'ui.interaction.click',
      },
    };
    const scrubbed = scrubSpan(span);
    expect(JSON.stringify(scrubbed)).not.toContain('Chiamaka');
    expect(scrubbed.attributes['browser.web_vital.inp.target']).toEqual({ value: 'button.chakra-button[aria-label][type="button"]', type: 'string' });
    expect(scrubbed.attributes['browser.web_vital.inp.value']).toEqual({ value: 240, type: 'double' });
    expect(scrubbed.attributes['sentry.op']).toBe('ui.interaction.click');
  });
});

describe('a password link’s token in error reports', () => {
  const token = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';

  it('is left out of the page’s address, navigations, requests and the transaction’s name', () => {
    const event = {
      transaction: `/password/${token}`,
      request: { url: `https://agents.example.ng/password/${token}?x=1` },
      breadcrumbs: [{ category: 'navigation', data: { from: '/auth', to: `/password/${token}` } }],
      contexts: { trace: { data: { 'url.full': `https://agents.example.ng/password/${token}` } } },
      extra: { count: 2, ok: true, none: null },
    };
    const scrubbed = scrubLinkSecrets(event);
    expect(JSON.stringify(scrubbed)).not.toContain(token);
    expect(scrubbed.request.url).toBe('https://agents.example.ng/password/[token]?x=1');
    expect(scrubbed.extra).toEqual({ count: 2, ok: true, none: null });
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: `/password/${token}`, to: '/auth' } }).data.from).toBe('/password/[token]');
    expect(scrubSpan({ description: `GET /password/${token}`, attributes: { 'http.url': `/password/${token}` } })).toEqual({
      description: 'GET /password/[token]',
      attributes: { 'http.url': '/password/[token]' },
    });
  });

  it('is left out of the replay’s page addresses', () => {
    const meta = { type: 4, timestamp: 1, data: { href: `https://agents.example.ng/password/${token}`, width: 360, height: 740 } };
    expect(scrubRecordingEvent(meta).data).toEqual({ href: 'https://agents.example.ng/password/[token]', width: 360, height: 740 });
  });

  it('leaves other paths as they are', () => {
    expect(withoutLinkSecrets('/account/orders/7f3c')).toBe('/account/orders/7f3c');
    expect(withoutLinkSecrets('/password')).toBe('/password');
  });
});
