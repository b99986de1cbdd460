/**
 * @jest-environment node
 */
import { GetPartnerByCode as query } from '@/components/partner/getPartnerByCode';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { errorCode, formatGraphQLError } from '@/lib/errors';
import { createApolloClient } from './createApolloClient';

const variables = { code: 'SUNLINE-NG' };
const partnerAnswer = { data: { partner: [{ __typename: 'partner', code: 'SUNLINE-NG', allow_postpaid_plan: true, id: 'p-1' }] } };

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function recordingFetch(answers: Array<() => Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    return answer();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const refused = () => {
  throw new TypeError('Failed to fetch');
};

describe('createApolloClient', () => {
  it('POSTs JSON to the data-service URL', async () => {
    const { calls, fetchImpl } = recordingFetch([() => jsonResponse(partnerAnswer)]);
    const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: false, fetch: fetchImpl });
    const result = await client.query({ query, variables });
    expect(result.data?.partner[0].code).toBe('SUNLINE-NG');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://data.test/v1/graphql');
    expect(calls[0].init.method).toBe('POST');
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBeNull();
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({ operationName: 'GetPartnerByCode', variables });
  });

  it('sends the token as a bearer when one exists', async () => {
    const { calls, fetchImpl } = recordingFetch([() => jsonResponse(partnerAnswer)]);
    const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => 'tok.en.jwt', ssr: false, fetch: fetchImpl });
    await client.query({ query, variables });
    expect(new Headers(calls[0].init.headers).get('authorization')).toBe('Bearer tok.en.jwt');
  });

  it('tries a failing request 3 times in all, backing off from 300 ms, then reports the error', async () => {
    // Jitter draws each delay between 0 and twice its average; pin the draw to the average.
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const { calls, fetchImpl } = recordingFetch([refused]);
    const times: number[] = [];
    const timedFetch = ((...args: Parameters<typeof fetch>) => {
      times.push(Date.now());
      return fetchImpl(...args);
    }) as typeof fetch;
    const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: false, fetch: timedFetch });
    await expect(client.query({ query, variables })).rejects.toThrow('Failed to fetch');
    random.mockRestore();
    expect(calls).toHaveLength(3);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(290);
    expect(times[1] - times[0]).toBeLessThan(590);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(590);
  });

  it('recovers when a retry succeeds', async () => {
    const { calls, fetchImpl } = recordingFetch([refused, () => jsonResponse(partnerAnswer)]);
    const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: false, fetch: fetchImpl });
    const result = await client.query({ query, variables });
    expect(result.data?.partner[0].id).toBe('p-1');
    expect(calls).toHaveLength(2);
  });

  describe('when the data service cannot serve for now (HTTP 503: its database restarting or busy)', () => {
    const unavailable = () =>
      new Response(
        JSON.stringify({ errors: [{ extensions: { path: '$', code: 'database-unavailable', retry_after_seconds: 5 }, message: 'the database is not answering' }] }),
        { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '5' } },
      );

    it('sends the request again, and answers once the database is back', async () => {
      const { calls, fetchImpl } = recordingFetch([unavailable, unavailable, () => jsonResponse(partnerAnswer)]);
      const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: false, fetch: fetchImpl });
      const result = await client.query({ query, variables });
      expect(result.data?.partner[0].id).toBe('p-1');
      expect(calls).toHaveLength(3);
    });

    it('gives the screen the 503, with its code, after 3 attempts', async () => {
      const { calls, fetchImpl } = recordingFetch([unavailable]);
      const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: false, fetch: fetchImpl });
      const failure = await client.query({ query, variables }).catch((error: unknown) => error);
      expect(calls).toHaveLength(3);
      expect(errorCode(failure)).toBe('database-unavailable');
      expect(formatGraphQLError(failure)).toBe(SERVICE_UNAVAILABLE_MESSAGES['database-unavailable']);
    });
  });

  it('makes a single attempt when rendering on the server (the browser retries)', async () => {
    const { calls, fetchImpl } = recordingFetch([refused]);
    const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: true, fetch: fetchImpl });
    await expect(client.query({ query, variables })).rejects.toThrow('Failed to fetch');
    expect(calls).toHaveLength(1);
  });

  describe('when the data service refuses the token', () => {
    const refusal = (code: string) => () =>
      jsonResponse({ errors: [{ message: 'Could not verify JWT: JWTExpired', extensions: { code, path: '$' } }] });

    it.each(['invalid-jwt', 'access-denied'])('ends the session on %s', async (code) => {
      const { fetchImpl } = recordingFetch([refusal(code)]);
      const onSessionEnded = jest.fn();
      const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => 'tok.en.jwt', ssr: false, fetch: fetchImpl, onSessionEnded });
      await expect(client.query({ query, variables })).rejects.toThrow('Could not verify JWT');
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
    });

    it('does not end a session that was never sent (signed-out operations)', async () => {
      const { fetchImpl } = recordingFetch([refusal('access-denied')]);
      const onSessionEnded = jest.fn();
      const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => undefined, ssr: false, fetch: fetchImpl, onSessionEnded });
      await expect(client.query({ query, variables })).rejects.toThrow();
      expect(onSessionEnded).not.toHaveBeenCalled();
    });

    it('leaves other errors to the screen', async () => {
      const { fetchImpl } = recordingFetch([refusal('validation-failed')]);
      const onSessionEnded = jest.fn();
      const client = createApolloClient({ uri: 'http://data.test/v1/graphql', getToken: () => 'tok.en.jwt', ssr: false, fetch: fetchImpl, onSessionEnded });
      await expect(client.query({ query, variables })).rejects.toThrow();
      expect(onSessionEnded).not.toHaveBeenCalled();
    });
  });
});
