import {
  boolean,
  choice,
  integer,
  isoDate,
  listOf,
  nullable,
  object,
  oneOf,
  optional,
  orEmpty,
  partialObject,
  safeParse,
  text,
  uuid,
  type Checker,
} from './storedValues';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';

const accepts = (check: Checker<unknown>, value: unknown) => safeParse(check, value).ok;

// What a hostile or corrupted store could hold in place of a field's value.
const HOSTILE = [undefined, null, [], ['a'], {}, { length: 1 }, Number.NaN, Number.POSITIVE_INFINITY, () => 'a', Symbol('a')];

describe('stored value checkers', () => {
  it.each<[string, Checker<unknown>, unknown[], unknown[]]>([
    ['text(5)', text(5), ['', 'Ada', '12345', 'éé'], ['123456', 5, true, ...HOSTILE]],
    ['oneOf', oneOf(['PREPAID', 'POSTPAID']), ['PREPAID', 'POSTPAID'], ['', 'prepaid', 'MONTHLY', 0, ...HOSTILE]],
    ['choice', choice(['MALE', 'FEMALE']), ['', 'MALE', 'FEMALE'], ['female', ' ', 'OTHER', ...HOSTILE]],
    [
      'uuid',
      uuid(),
      [KEY, KEY.toUpperCase(), crypto.randomUUID(), '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
      ['', 'not-a-uuid', `${KEY} `, KEY.slice(1), KEY.replace('469f', '069f'), KEY.replace('a165', 'c165'), ...HOSTILE],
    ],
    ['orEmpty(uuid)', orEmpty(uuid()), ['', KEY], ['c1', ' ', ...HOSTILE]],
    ['integer()', integer(), [0, -0, -42, 7, Number.MAX_SAFE_INTEGER], [1.5, '1', 2 ** 53, Number.NEGATIVE_INFINITY, true, ...HOSTILE]],
    ['integer(0)', integer(0), [0, 1, 600_000], [-1, 0.5, '0', ...HOSTILE]],
    ['integer(1)', integer(1), [1, 12], [0, -1, 1.5, ...HOSTILE]],
    ['boolean', boolean(), [true, false], [0, 1, 'true', '', ...HOSTILE]],
    ['isoDate', isoDate(), ['2026-11-23', '1990-01-01'], ['23/11/2026', '2026-11-23T00:00:00Z', '2026-1-2', 20261123, ...HOSTILE]],
    ['nullable(integer)', nullable(integer(0)), [null, 0, 5], [-1, 1.5, undefined, Number.NaN]],
    ['optional(text)', optional(text(3)), [undefined, 'abc'], [null, 'abcd', 1]],
    ['listOf(oneOf)', listOf(oneOf(['a', 'b'])), [[], ['a'], ['b', 'a', 'b']], [['c'], ['a', null], 'a', { 0: 'a', length: 1 }, null, undefined]],
  ])('%s takes what it should and refuses the rest', (_name, check, accepted, refused) => {
    for (const value of accepted) expect(accepts(check, value)).toBe(true);
    for (const value of refused) expect(accepts(check, value)).toBe(false);
  });

  it('returns the value it was given', () => {
    expect(text(10)('Ada')).toBe('Ada');
    expect(orEmpty(uuid())('')).toBe('');
    expect(nullable(integer())(null)).toBeNull();
    expect(listOf(integer())([3, 1])).toEqual([3, 1]);
  });

  it('throws an Error naming the field, never holding the value', () => {
    expect(() => text(3)('secret')).toThrow(new Error('value: expected text of at most 3 characters'));
    expect(() => object({ amountKobo: integer(1) })({ amountKobo: 0 })).toThrow(/^amountKobo: expected an integer of at least 1$/);
    const check = object({ sold: object({ renewalOf: optional(object({ orderId: uuid() })) }) });
    expect(() => check({ sold: { renewalOf: { orderId: 'ORD-2026-0001' } } })).toThrow(/^sold\.renewalOf\.orderId: /);
    expect(() => listOf(oneOf(['a']))(['a', 'b'], 'completedSteps')).toThrow(/^completedSteps\[1\]: /);
    const parsed = safeParse(partialObject({ phone: text(3) }), { phone: '08031234567' });
    expect(parsed).toEqual({ ok: false, error: expect.any(Error) });
    expect(parsed.ok ? '' : parsed.error.message).not.toContain('0803');
  });
});

describe('object', () => {
  const person = object<{ name: string; age: number | null; nickname?: string }>({
    name: text(20),
    age: nullable(integer(0)),
    nickname: optional(text(20)),
  });

  it('copies the known fields and drops unknown ones', () => {
    const given = { name: 'Ada', age: 36, nickname: 'Countess', legacy: 1 };
    const checked = person(given);
    expect(checked).toEqual({ name: 'Ada', age: 36, nickname: 'Countess' });
    expect(checked).not.toHaveProperty('legacy');
    expect(checked).not.toBe(given);
  });

  it('requires every field but an optional one, which is left out when absent', () => {
    expect(Object.keys(person({ name: 'Ada', age: null }))).toEqual(['name', 'age']);
    expect(() => person({ name: 'Ada' })).toThrow(/^age: /);
    expect(() => person({ age: 3 })).toThrow(/^name: /);
  });

  it('checks nested objects, dropping their unknown fields too', () => {
    const sale = object({ orderId: uuid(), renewalOf: optional(object({ orderId: uuid() })) });
    expect(sale({ orderId: KEY, renewalOf: { orderId: KEY, cardNumber: '4084084084084081' } })).toEqual({ orderId: KEY, renewalOf: { orderId: KEY } });
    expect(() => sale({ orderId: KEY, renewalOf: 'ORD-1' })).toThrow(/^renewalOf: expected an object$/);
  });

  it.each([null, undefined, [], ['Ada'], 'Ada', 1, true])('refuses %p as an object', (value) => {
    expect(() => person(value)).toThrow(/^value: expected an object$/);
  });
});

describe('partialObject', () => {
  const values = partialObject<{ name: string; count: number }>({ name: text(20), count: integer() });

  it('takes any of the fields, each checked, and leaves out undefined ones', () => {
    expect(values({})).toEqual({});
    expect(values({ count: 2 })).toEqual({ count: 2 });
    const checked = values({ name: 'Ada', count: undefined });
    expect(checked).toEqual({ name: 'Ada' });
    expect(Object.keys(checked)).toEqual(['name']);
    expect(() => values({ name: 'Ada', count: 1.5 })).toThrow(/^count: /);
    expect(() => values({ count: null })).toThrow(/^count: /);
  });

  it('does not copy a __proto__ field onto the prototype, nor read inherited fields', () => {
    const stored = JSON.parse('{"name": "Ada", "__proto__": {"count": 1, "polluted": true}}') as unknown;
    const checked = values(stored);
    expect(checked).toEqual({ name: 'Ada' });
    expect(Object.getPrototypeOf(checked)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(values(Object.create({ count: 'two' }) as unknown)).toEqual({});
  });
});

describe('safeParse', () => {
  it('answers the checked value or the error instead of throwing', () => {
    expect(safeParse(partialObject({ name: text(5) }), { name: 'Ada', extra: 1 })).toEqual({ ok: true, value: { name: 'Ada' } });
    expect(safeParse(integer(), '1')).toEqual({ ok: false, error: new Error('value: expected an integer') });
  });
});
