import { brokenRule, formFieldLookup, inputFromForm, normaliseInput, type InputFields } from './inputFields';

interface Form {
  name: string;
  count: string;
  note: string;
  other: string;
}
interface Inner {
  name: string;
  note: string | null;
}
interface Input {
  count: number;
  inner: Inner | null;
  tag: string;
}

const INNER: InputFields<Form, Inner> = {
  name: { formField: 'name', normalise: (name) => name.trim().toUpperCase(), rule: (name) => (name.trim() === '' ? 'Enter a name' : undefined) },
  note: { formField: 'note', normalise: (note) => (note?.trim() ? note.trim() : null), rule: (note, inner) => (note === 'x' && inner.name === 'y' ? 'No' : undefined) },
};
const FIELDS: InputFields<Form, Input> = {
  count: { formField: 'count', read: (values) => Number(values.count), rule: (count) => (count > 9 ? 'Too many' : undefined), reportedAs: 'amount' },
  inner: { formField: 'other', fields: INNER, rule: (inner, input) => (input.count === 0 && inner === null ? 'Give one' : undefined) },
  tag: { read: () => 'fixed' },
};
const values: Form = { name: ' ada ', count: '3', note: '  ', other: '' };

describe('an input mapping', () => {
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
});
