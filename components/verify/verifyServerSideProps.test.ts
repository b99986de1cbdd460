/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GetServerSidePropsContext } from 'next';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { IMEI_LAST4_MESSAGES, POLICY_NUMBER_MESSAGES } from '@/lib/validation';
import { getPolicyCheckProps } from './getPolicyCheckProps';
import { getVerifyCodeProps } from './getVerifyCodeProps';
import { VerifyCard, type VerifyCardAnswer } from './verifyCard';
import { VERIFIED_CARD } from './verifyTestKit';

jest.mock('@/lib/apollo/serverClient', () => ({ createServerApolloClient: jest.fn() }));

const CODE = 'Qkg9Ktr1z8V97qZATsZTYA';
const card: VerifyCardAnswer = VERIFIED_CARD;

/** The data service's answer to `verify_card` (or what it throws). */
function answer(result: () => Promise<VerifyCardAnswer | null>) {
  const query = jest.fn(async () => ({ data: { verify_card: await result() } }));
  jest.mocked(createServerApolloClient).mockReturnValue({ query } as unknown as ReturnType<typeof createServerApolloClient>);
  return query;
}

function context({ params = {}, query = {}, resolvedUrl = '/verify' }: { params?: Record<string, string>; query?: Record<string, string>; resolvedUrl?: string }) {
  const headers = new Map<string, string>();
  const res = { statusCode: 200, setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
  return { ctx: { params, query, res, req: { headers: {} }, resolvedUrl } as unknown as GetServerSidePropsContext, res, headers };
}

const unreachable = () => Promise.reject(new TypeError('fetch failed'));

describe('/verify/[code] on the server', () => {
  it('asks verify_card signed out for the visitor, and shows the card (200), kept out of caches and search engines', async () => {
    const query = answer(async () => card);
    const { ctx, res, headers } = context({ params: { code: CODE }, resolvedUrl: `/verify/${CODE}` });
    expect(await getVerifyCodeProps(ctx)).toEqual({ props: { check: { kind: 'found', card }, retryPath: `/verify/${CODE}` } });
    // Signed out, on behalf of the visitor: the data service counts its per-address limits against them.
    expect(createServerApolloClient).toHaveBeenCalledWith({ visitor: ctx.req });
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ query: VerifyCard, variables: { code: CODE, imeiLast4: null } }));
    expect(res.statusCode).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('answers 404 for a code no card has', async () => {
    answer(async () => null);
    const { ctx, res } = context({ params: { code: CODE } });
    expect(await getVerifyCodeProps(ctx)).toMatchObject({ props: { check: { kind: 'not-found' } } });
    expect(res.statusCode).toBe(404);
  });

  it.each(['short', 'x'.repeat(200), 'Qkg9Ktr1z8V97qZATsZT+/'])('answers 404 for the malformed code %p without asking', async (code) => {
    const query = answer(async () => card);
    const { ctx, res } = context({ params: { code } });
    expect(await getVerifyCodeProps(ctx)).toMatchObject({ props: { check: { kind: 'not-found' } } });
    expect(res.statusCode).toBe(404);
    expect(query).not.toHaveBeenCalled();
  });

  it('sends a policy number typed into the address to the policy-number form', async () => {
    const { ctx } = context({ params: { code: 'sun-2026-000068' } });
    expect(await getVerifyCodeProps(ctx)).toEqual({ redirect: { destination: '/verify?policy=SUN-2026-000068', permanent: false } });
  });

  it('answers 503 with a way to try again when the data service cannot be reached', async () => {
    answer(unreachable);
    const { ctx, res } = context({ params: { code: CODE }, resolvedUrl: `/verify/${CODE}` });
    expect(await getVerifyCodeProps(ctx)).toEqual({ props: { check: { kind: 'unavailable' }, retryPath: `/verify/${CODE}` } });
    expect(res.statusCode).toBe(503);
  });

  it('answers 503 for a status it does not know rather than guess', async () => {
    answer(async () => ({ ...card, status: 'SUSPENDED' }));
    const { ctx, res } = context({ params: { code: CODE } });
    expect(await getVerifyCodeProps(ctx)).toMatchObject({ props: { check: { kind: 'unavailable' } } });
    expect(res.statusCode).toBe(503);
  });
});

describe('/verify (policy number) on the server', () => {
  it('shows the empty form when nothing was sent', async () => {
    const query = answer(async () => card);
    const { ctx, res } = context({});
    expect(await getPolicyCheckProps(ctx)).toEqual({ props: { values: { policy: '', imei: '' }, errors: {}, check: null, retryPath: '/verify' } });
    expect(res.statusCode).toBe(200);
    expect(query).not.toHaveBeenCalled();
  });

  it("checks the policy number with the IMEI's digits and shows the card", async () => {
    const query = answer(async () => card);
    const { ctx, res } = context({ query: { policy: ' sun-2026-000068 ', imei: ' 0782 ' } });
    expect(await getPolicyCheckProps(ctx)).toMatchObject({ props: { check: { kind: 'found', card }, errors: {} } });
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: { code: 'SUN-2026-000068', imeiLast4: '0782' } }));
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 when the number and the digits match no card', async () => {
    answer(async () => null);
    const { ctx, res } = context({ query: { policy: 'SUN-2026-000068', imei: '9999' } });
    expect(await getPolicyCheckProps(ctx)).toMatchObject({ props: { values: { policy: 'SUN-2026-000068', imei: '9999' }, check: { kind: 'not-found' } } });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    [{ policy: '', imei: '' }, { policy: POLICY_NUMBER_MESSAGES.required, imei: IMEI_LAST4_MESSAGES.required }],
    [{ policy: 'SUN-12', imei: '0782' }, { policy: POLICY_NUMBER_MESSAGES.format }],
    [{ policy: 'SUN-2026-000068', imei: '' }, { imei: IMEI_LAST4_MESSAGES.required }],
    [{ policy: 'SUN-2026-000068', imei: '78a' }, { imei: IMEI_LAST4_MESSAGES.digits }],
  ])('answers 400 with the shared rules’ messages for %p, without asking', async (values, errors) => {
    const query = answer(async () => card);
    const { ctx, res } = context({ query: values });
    expect(await getPolicyCheckProps(ctx)).toMatchObject({ props: { values, errors, check: null } });
    expect(res.statusCode).toBe(400);
    expect(query).not.toHaveBeenCalled();
  });

  it("shows the data service's refusal of the IMEI digits on that field", async () => {
    answer(() =>
      Promise.reject(
        new CombinedGraphQLErrors({ errors: [{ message: IMEI_LAST4_MESSAGES.required, extensions: { code: 'validation-failed', field: 'imei_last4' } }] }),
      ),
    );
    const { ctx, res } = context({ query: { policy: 'SUN-2026-000068', imei: '0782' } });
    expect(await getPolicyCheckProps(ctx)).toMatchObject({ props: { errors: { imei: IMEI_LAST4_MESSAGES.required }, check: null } });
    expect(res.statusCode).toBe(400);
  });

  it('sends a verification code typed as the policy number to its card', async () => {
    const { ctx } = context({ query: { policy: ` ${CODE} ` } });
    expect(await getPolicyCheckProps(ctx)).toEqual({ redirect: { destination: `/verify/${CODE}`, permanent: false } });
  });

  it('answers 503 with a way to try again when the data service cannot be reached', async () => {
    answer(unreachable);
    const { ctx, res } = context({ query: { policy: 'SUN-2026-000068', imei: '0782' }, resolvedUrl: '/verify?policy=SUN-2026-000068&imei=0782' });
    expect(await getPolicyCheckProps(ctx)).toMatchObject({ props: { check: { kind: 'unavailable' }, retryPath: '/verify?policy=SUN-2026-000068&imei=0782' } });
    expect(res.statusCode).toBe(503);
  });

  it.each([
    ['rate-limited', 30, 1],
    ['too-many-failed-lookups', 3001, 51],
  ])("says when this network may check again once the service answers %s (429), the form kept", async (code, seconds, minutesLeft) => {
    answer(() => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: 'limit', extensions: { code, retry_after_seconds: seconds } }] })));
    const { ctx, res } = context({ query: { policy: 'SUN-2026-000068', imei: '0782' } });
    expect(await getPolicyCheckProps(ctx)).toMatchObject({
      props: { values: { policy: 'SUN-2026-000068', imei: '0782' }, check: { kind: 'too-many-checks', minutesLeft } },
    });
    expect(res.statusCode).toBe(429);
  });

  it('says the policy number is locked when it has had too many wrong IMEI digits (429), the form kept', async () => {
    answer(() => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: 'locked', extensions: { code: 'policy-number-locked', retry_after_seconds: 8640 } }] })));
    const { ctx, res } = context({ query: { policy: 'SUN-2026-000068', imei: '0782' } });
    expect(await getPolicyCheckProps(ctx)).toMatchObject({
      props: { values: { policy: 'SUN-2026-000068', imei: '0782' }, check: { kind: 'policy-locked' } },
    });
    expect(res.statusCode).toBe(429);
  });
});
