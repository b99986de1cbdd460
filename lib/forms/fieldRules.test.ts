import type { ResolverOptions } from 'react-hook-form';
import { fieldMessages, fieldRulesResolver, type FieldRules } from './fieldRules';

interface Values {
  name: string;
  confirmName: string;
  date: string;
}

const rules: FieldRules<Values> = {
  name: (value) => (value === '' ? 'Enter a name.' : undefined),
  confirmName: (value, values) => (value !== values.name ? 'The names differ.' : undefined),
  date: (value, _values, today) => (value > today ? 'The date is in the future.' : undefined),
};

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('field rules', () => {
  it('names each failing field with its rule’s message, seeing the other values and today', () => {
    expect(fieldMessages(rules, { name: '', confirmName: 'Ada', date: '2026-01-02' }, '2026-01-01')).toEqual({
      name: 'Enter a name.',
      confirmName: 'The names differ.',
      date: 'The date is in the future.',
    });
    expect(fieldMessages(rules, { name: 'Ada', confirmName: 'Ada', date: '2026-01-01' }, '2026-01-01')).toEqual({});
  });

  it('resolves valid values as they are', async () => {
    const resolver = fieldRulesResolver(rules, () => '2026-01-01');
    const values = { name: 'Ada', confirmName: 'Ada', date: '2025-12-31' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('reports each failure under its field for react-hook-form', async () => {
    const resolver = fieldRulesResolver(rules, () => '2026-01-01');
    expect(await resolver({ name: '', confirmName: '', date: '2026-01-01' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'rule', message: 'Enter a name.' } },
    });
  });

  it('asks for today at every check, so a form left open past midnight moves on', async () => {
    let today = '2026-01-01';
    const resolver = fieldRulesResolver(rules, () => today);
    const values = { name: 'Ada', confirmName: 'Ada', date: '2026-01-02' };
    expect((await resolver(values, undefined, options)).errors).toHaveProperty('date');
    today = '2026-01-02';
    expect((await resolver(values, undefined, options)).errors).toEqual({});
  });
});
