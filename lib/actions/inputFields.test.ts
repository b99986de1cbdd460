import { inputType, type InputValue } from './declareAction';
import { formRules } from './formRules';
import { brokenRule, formFieldLookup, inputFromForm, normaliseInput } from './inputFields';

interface Form {
  name: string;
  count: string;
  note: string;
  other: string;
}
const INNER = inputType<Form>()('inner_input', {
  name: {
    type: 'String!',
    formField: 'name',
    normalise: (name) => name.trim().toUpperCase(),
    rule: (name) => (name.trim() === '' ? 'Enter a name' : undefined),
  },
  note: {
    type: 'String',
    formField: 'note',
    normalise: (note) => (note?.trim() ? note.trim() : null),
    rule: (note, inner) => (note === 'x' && inner.name === 'y' ? 'No' : undefined),
  },
});
const FIELDS = inputType<Form>()('outer_input', {
  count: {
    type: 'Int!',
    formField: 'count',
    read: (values) => Number(values.count),
    rule: (count) => (count > 9 ? 'Too many' : undefined),
    reportedAs: 'amount',
    formRule: (typed) => (typed === '' ? 'Enter a count' : undefined),
  },
  inner: { type: INNER, formField: 'other', rule: (inner, input) => (input.count === 0 && inner === null ? 'Give one' : undefined) },
  tag: { type: 'String!', read: () => 'fixed' },
});
type Input = InputValue<typeof FIELDS>;
const values: Form = { name: ' ada ', count: '3', note: '  ', other: '' };

describe('walking a declaration', () => {
  it('reads each argument from the form and normalises it, nested inputs field by field', () => {
    expect(inputFromForm(FIELDS, values)).toEqual({ count: 3, inner: { name: 'ADA', note: null }, tag: 'fixed' });
  });

  it('normalises what arrived the same way, leaving a null nested input null', () => {
    const input: Input = { count: 3, inner: { name: ' ada ', note: ' hi ' }, tag: 'fixed' };
    expect(normaliseInput(FIELDS, input)).toEqual({ count: 3, inner: { name: 'ADA', note: 'hi' }, tag: 'fixed' });
    expect(normaliseInput(FIELDS, { ...input, inner: null })).toEqual({ count: 3, inner: null, tag: 'fixed' });
    expect(normaliseInput(FIELDS, normaliseInput(FIELDS, input))).toEqual(normaliseInput(FIELDS, input));
  });

  it('reports the first broken rule in declaration order, under its wire name (dotted when nested) or the name it reports as', () => {
    const input: Input = { count: 3, inner: { name: 'y', note: 'x' }, tag: 'fixed' };
    expect(brokenRule(FIELDS, input, '2025-03-15')).toEqual({ field: 'inner.note', message: 'No' });
    expect(brokenRule(FIELDS, { ...input, inner: { name: ' ', note: 'x' } }, '2025-03-15')).toEqual({ field: 'inner.name', message: 'Enter a name' });
    expect(brokenRule(FIELDS, { ...input, count: 10, inner: { name: ' ', note: null } }, '2025-03-15')).toEqual({ field: 'amount', message: 'Too many' });
    expect(brokenRule(FIELDS, { ...input, count: 0, inner: null }, '2025-03-15')).toEqual({ field: 'inner', message: 'Give one' });
    expect(brokenRule(FIELDS, { ...input, inner: null }, '2025-03-15')).toBeUndefined();
  });

  it('finds the form field of every wire name a refusal can name, and nothing else', () => {
    const formFieldOf = formFieldLookup(FIELDS);
    expect(formFieldOf('count')).toBe('count');
    expect(formFieldOf('amount')).toBe('count');
    expect(formFieldOf('inner')).toBe('other');
    expect(formFieldOf('inner.name')).toBe('name');
    expect(formFieldOf('inner.note')).toBe('note');
    expect(formFieldOf('tag')).toBeUndefined();
    expect(formFieldOf('name')).toBeUndefined();
    expect(formFieldOf('toString')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
    expect(formFieldOf(7)).toBeUndefined();
  });

  it('gives a form a rule per field: its formRule, or the shared rule of an argument sent as typed, reading the others as typed', () => {
    const rules = formRules(FIELDS);
    expect(Object.keys(rules)).toEqual(['count', 'other', 'name', 'note']);
    expect(rules.count('', values, '2025-03-15')).toBe('Enter a count');
    expect(rules.name(' ', values, '2025-03-15')).toBe('Enter a name');
    expect(rules.note('x', { ...values, name: 'y' }, '2025-03-15')).toBe('No');
    expect(rules.note('x', values, '2025-03-15')).toBeUndefined();
    // `inner` is read from the fields, not typed into `other`: its rule is the service's only.
    expect(rules.other('', { ...values, count: '0' }, '2025-03-15')).toBeUndefined();
  });

  it('checks a nested input the form may leave out only when it is sent, and lists the form’s own fields first', () => {
    const OPTIONAL = inputType<Form>()('optional_input', {
      inner: { type: INNER, sentWhen: (form) => form.other === 'yes' },
    });
    expect(inputFromForm(OPTIONAL, values)).toEqual({ inner: null });
    expect(inputFromForm(OPTIONAL, { ...values, other: 'yes' })).toEqual({ inner: { name: 'ADA', note: null } });
    const rules = formRules(OPTIONAL, { other: () => undefined, count: () => undefined });
    expect(Object.keys(rules)).toEqual(['other', 'count', 'name', 'note']);
    expect(rules.name(' ', values, '2025-03-15')).toBeUndefined();
    expect(rules.name(' ', { ...values, other: 'yes' }, '2025-03-15')).toBe('Enter a name');
  });
});
