import { parseListQuery, toListQuery } from '@/lib/lists/listQuery';
import { LEDGER_FILTERS, NO_LEDGER_FILTERS } from './ledgerList';
import { ledgerWhere } from './ledgerListQuery';

const parse = (query: Parameters<typeof parseListQuery>[0]) => parseListQuery(query, LEDGER_FILTERS);

describe('the ledger in the URL', () => {
  it('reads kinds, a date range and a page, and writes them back without the defaults', () => {
    const state = parse({ kind: ['REFUND', 'funding'], from: '2026-03-31', to: '2026-03-01', page: '2' });
    expect(state).toEqual({ q: '', page: 2, filters: { kinds: ['FUNDING', 'REFUND'], from: '2026-03-01', to: '2026-03-31' } });
    expect(toListQuery(state, LEDGER_FILTERS)).toEqual({ kind: ['FUNDING', 'REFUND'], from: '2026-03-01', to: '2026-03-31', page: '2' });
    expect(toListQuery({ q: '', page: 1, filters: NO_LEDGER_FILTERS }, LEDGER_FILTERS)).toEqual({});
  });

  it('drops unknown kinds, impossible dates, negative pages and floods', () => {
    expect(parse({ kind: ['WITHDRAWAL', '<b>'], from: '2026-13-01', page: '-3' })).toEqual({ q: '', page: 1, filters: NO_LEDGER_FILTERS });
    expect(parse({ kind: 'x'.repeat(10_000) }).filters.kinds).toEqual([]);
  });
});

describe('ledgerWhere', () => {
  it('is every line with no filters, else the kinds within the Lagos days', () => {
    expect(ledgerWhere({ filters: NO_LEDGER_FILTERS })).toEqual({});
    expect(ledgerWhere({ filters: { kinds: ['COMMISSION'], from: '2026-11-01', to: null } })).toEqual({
      kind: { _in: ['COMMISSION'] },
      created_at: { _gte: '2026-11-01T00:00:00+01:00' },
    });
  });
});
