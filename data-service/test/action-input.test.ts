import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { declareAction, enumType, inputType, required } from '@/lib/actions/declareAction';
import { ActionError } from '../src/engine/actions/contract';
import { readInput } from '../src/actions/input';

// An action of every argument type, read as each handler reads its own (`readInput`).
const CHOICE = enumType('choice', ['X', 'Y']);
const INNER = inputType()('inner_input', { x: { type: 'String!' } });
const EVERY_TYPE = declareAction()({
  name: 'every_type',
  kind: 'mutation',
  roles: [],
  idempotent: true,
  args: {
    count: { type: 'Int!' },
    flag: { type: 'Boolean!' },
    text: { type: 'String!', maxLength: 5 },
    kobo: { type: 'bigint!' },
    id: { type: 'uuid!' },
    note: { type: 'String' },
    day: { type: 'date!' },
    choice: { type: required(CHOICE) },
    inner: { type: required(INNER) },
    extra: { type: INNER, usedWhen: (input) => input.choice === 'Y' },
  },
  output: 'Boolean!',
});

const KEY = '00000000-0000-4000-8000-00000000000A';
const valid = { idempotency_key: KEY, count: 1, flag: false, text: 't', kobo: 1, id: KEY, note: null, day: '2025-01-01', choice: 'X', inner: { x: 'x' } };

function refusal(input: unknown): { message: string; field: unknown } {
  try {
    readInput(EVERY_TYPE, input, '2025-01-01');
  } catch (error) {
    assert.ok(error instanceof ActionError);
    return { message: error.message, field: error.extensions?.field };
  }
  assert.fail('the input was read');
}

describe('reading an action input by its declaration', () => {
  it('gives uuids in lower case, a bigint sent as digits as a number, absent optional arguments as null, and nothing undeclared', () => {
    const input = readInput(EVERY_TYPE, { ...valid, kobo: '12', note: undefined, unknown: 1 }, '2025-01-01');
    assert.deepEqual(input, { ...valid, idempotency_key: KEY.toLowerCase(), id: KEY.toLowerCase(), kobo: 12, extra: null });
  });

  it('takes an argument its usedWhen leaves out as null, unchecked', () => {
    assert.equal(readInput(EVERY_TYPE, { ...valid, extra: { x: 'x' } }, '2025-01-01').extra, null);
    assert.deepEqual(readInput(EVERY_TYPE, { ...valid, choice: 'Y', extra: { x: 'x' } }, '2025-01-01').extra, { x: 'x' });
  });

  it('names the first argument of the wrong shape, in wire order, with what is wrong', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ idempotency_key: 'x', count: 'x' }, 'idempotency_key must be a uuid'],
      [{ count: 1.5 }, 'count must be a int'],
      [{ count: '1' }, 'count must be a number'],
      [{ count: undefined }, 'count must be a number'],
      [{ count: 2_000_000 }, 'count is out of range'],
      [{ flag: 'true' }, 'flag must be true or false'],
      [{ flag: null }, 'flag must be true or false'],
      [{ text: 5 }, 'text must be a string'],
      [{ text: null }, 'text must be a string'],
      [{ text: 'longer' }, 'text is too long (at most 5 characters)'],
      [{ kobo: 1.5 }, 'kobo must be a whole number'],
      [{ kobo: true }, 'kobo must be a whole number'],
      [{ kobo: '12345678901234567' }, 'kobo must be a whole number'],
      [{ kobo: 2 ** 60 }, 'kobo is out of range'],
      [{ id: 5 }, 'id must be a string'],
      [{ note: 5 }, 'note must be a string'],
      [{ note: 'x'.repeat(2001) }, 'note is too long (at most 2000 characters)'],
      [{ day: '2025-01-011' }, 'day is too long (at most 10 characters)'],
      [{ choice: 'Z' }, 'choice must be one of X, Y'],
      [{ inner: null }, 'inner must be a object'],
      [{ inner: {} }, 'inner.x must be a string'],
    ];
    for (const [change, message] of cases) {
      const field = message.split(' ')[0];
      assert.deepEqual(refusal({ ...valid, ...change }), { message, field }, message);
    }
    for (const input of [null, 5, 'x', []]) assert.deepEqual(refusal(input), { message: 'The input must be a object', field: '' });
  });
});
