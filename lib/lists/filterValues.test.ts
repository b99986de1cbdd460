import { dateRangeQuery, parseChoices, parseDateRange, withinLagosDays } from './filterValues';

const KINDS = ['FUNDING', 'PURCHASE', 'COMMISSION', 'REFUND'] as const;

describe('parseChoices', () => {
  it('keeps the known choices once, in their own order, whatever their case', () => {
    expect(parseChoices(['refund', 'FUNDING', 'REFUND', 'nope'], KINDS)).toEqual(['FUNDING', 'REFUND']);
    expect(parseChoices('COMMISSION', KINDS)).toEqual(['COMMISSION']);
    expect(parseChoices(undefined, KINDS)).toEqual([]);
  });

  it('reads only the first few values of a flood, and nothing of a 10 kB value', () => {
    expect(parseChoices([...Array.from({ length: 8 }, () => 'X'), 'FUNDING'], KINDS)).toEqual([]);
    expect(parseChoices('FUNDING'.repeat(1500), KINDS)).toEqual([]);
  });
});

describe('parseDateRange', () => {
  it('reads real days, turning a reversed range round', () => {
    expect(parseDateRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(parseDateRange({ from: '2026-01-31', to: '2026-01-01' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(parseDateRange({ from: ['2026-02-01', '2026-03-01'] })).toEqual({ from: '2026-02-01', to: null });
  });

  it.each(['2026-02-30', '1999-12-31', '2100-01-01', '01/02/2026', '', '2026-01-01'.repeat(1000)])('drops %j', (value) => {
    expect(parseDateRange({ from: value, to: value })).toEqual({ from: null, to: null });
  });

  it('writes only the bounds there are', () => {
    expect(dateRangeQuery({ from: null, to: '2026-01-31' })).toEqual({ to: '2026-01-31' });
    expect(dateRangeQuery({ from: null, to: null })).toEqual({});
  });
});

describe('withinLagosDays', () => {
  it('is from the first instant of `from` to before the day after `to`, at UTC+01:00', () => {
    expect(withinLagosDays({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ _gte: '2026-01-01T00:00:00+01:00', _lt: '2026-02-01T00:00:00+01:00' });
    expect(withinLagosDays({ from: null, to: null })).toBeUndefined();
  });
});
