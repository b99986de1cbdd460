import { fieldMessages, type FieldRules } from './fieldRules';

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

describe('field rules', () => {
  it('names each failing field with its rule’s message, seeing the other values and today', () => {
    expect(fieldMessages(rules, { name: '', confirmName: 'Ada', date: '2026-01-02' }, '2026-01-01')).toEqual({
      name: 'Enter a name.',
      confirmName: 'The names differ.',
      date: 'The date is in the future.',
    });
    expect(fieldMessages(rules, { name: 'Ada', confirmName: 'Ada', date: '2026-01-01' }, '2026-01-01')).toEqual({});
  });
});
