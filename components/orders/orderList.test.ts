import { listHref, parseListQuery, toListQuery } from '@/lib/lists/listQuery';
import { NO_ORDER_FILTERS, ORDER_LIST_FILTERS } from './orderList';
import { orderListOrderBy, orderListQuery, orderListWhere } from './orderListQuery';
import { orderSearchWhere } from '@/lib/search/orderSearch';

const parse = (query: Parameters<typeof parseListQuery>[0]) => parseListQuery(query, ORDER_LIST_FILTERS);

describe('the orders list in the URL', () => {
  it('reads statuses, a date range, a sort, a search and a page', () => {
    expect(parse({ q: 'Ada', status: ['EXPIRED', 'ACTIVE'], from: '2026-01-01', to: '2026-03-31', sort: 'amount-high', page: '2' })).toEqual({
      q: 'Ada',
      page: 2,
      filters: { statuses: ['ACTIVE', 'EXPIRED'], from: '2026-01-01', to: '2026-03-31', sort: 'amount-high' },
    });
    expect(parse({})).toEqual({ q: '', page: 1, filters: NO_ORDER_FILTERS });
  });

  it('writes them back without the defaults, and reads back what it wrote', () => {
    const state = { q: 'Ada', page: 3, filters: { statuses: ['ACTIVE' as const, 'CANCELLED' as const], from: '2026-02-01', to: null, sort: 'oldest' as const } };
    const query = toListQuery(state, ORDER_LIST_FILTERS);
    expect(query).toEqual({ q: 'Ada', status: ['ACTIVE', 'CANCELLED'], from: '2026-02-01', sort: 'oldest', page: '3' });
    expect(parse(query)).toEqual(state);
    expect(listHref('/account/orders', { q: '', page: 1, filters: NO_ORDER_FILTERS }, ORDER_LIST_FILTERS)).toEqual({ pathname: '/account/orders', query: {} });
  });

  it('leaves out unknown statuses, keeps each once, and reads a lower-case one', () => {
    expect(parse({ status: ['active', 'ACTIVE', 'REFUNDED', '', "ACTIVE' OR 1=1", 'PAYMENT_FAILED'] }).filters.statuses).toEqual(['ACTIVE', 'PAYMENT_FAILED']);
    expect(parse({ status: 'NOPE' }).filters.statuses).toEqual([]);
  });

  it('reads a reversed date range the right way round', () => {
    expect(parse({ from: '2026-05-31', to: '2026-05-01' }).filters).toMatchObject({ from: '2026-05-01', to: '2026-05-31' });
  });

  it.each([
    ['an impossible day', '2026-02-30'],
    ['another format', '31/05/2026'],
    ['a time', '2026-05-31T10:00'],
    ['a year before the service', '1999-12-31'],
    ['a far future', '2100-01-01'],
    ['markup', '<script>'],
    ['10 kB of text', '2026-05-01'.repeat(1000)],
  ])('drops %s as a date', (_, value) => {
    expect(parse({ from: value, to: value }).filters).toMatchObject({ from: null, to: null });
  });

  it('reads an unknown sort, negative and odd pages and huge values as the defaults', () => {
    expect(parse({ sort: 'price; DROP TABLE', page: '-2' })).toMatchObject({ page: 1, filters: { sort: 'newest' } });
    expect(parse({ q: 'x'.repeat(10_000), status: Array.from({ length: 10_000 }, () => 'ACTIVE') })).toMatchObject({
      q: 'x'.repeat(100),
      filters: { statuses: ['ACTIVE'] },
    });
    expect(parse({ status: [...Array.from({ length: 20 }, () => 'X'), 'ACTIVE'] }).filters.statuses).toEqual([]);
  });
});

describe('orderListWhere', () => {
  it('is every order for no search and no filters', () => {
    expect(orderListWhere({ q: '', filters: NO_ORDER_FILTERS })).toEqual({});
  });

  it('narrows by statuses, the Lagos days of the range (both included) and the search', () => {
    expect(orderListWhere({ q: 'Ada', filters: { statuses: ['ACTIVE', 'EXPIRED'], from: '2026-01-01', to: '2026-01-31', sort: 'newest' } })).toEqual({
      _and: [
        { status: { _in: ['ACTIVE', 'EXPIRED'] } },
        { created_at: { _gte: '2026-01-01T00:00:00+01:00', _lt: '2026-02-01T00:00:00+01:00' } },
        orderSearchWhere('Ada'),
      ],
    });
    expect(orderListWhere({ q: '', filters: { ...NO_ORDER_FILTERS, to: '2026-12-31' } })).toEqual({ created_at: { _lt: '2027-01-01T00:00:00+01:00' } });
  });
});

describe('orderListOrderBy', () => {
  it('sorts by date or amount either way, ties broken so pages never overlap', () => {
    expect(orderListOrderBy('newest')).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
    expect(orderListOrderBy('oldest')).toEqual([{ created_at: 'asc' }, { id: 'asc' }]);
    expect(orderListOrderBy('amount-high')[0]).toEqual({ premium_kobo: 'desc' });
    expect(orderListOrderBy('amount-low')[0]).toEqual({ premium_kobo: 'asc' });
    expect(orderListQuery.variables({ q: '', filters: { ...NO_ORDER_FILTERS, sort: 'oldest' } })).toEqual({ where: {}, orderBy: orderListOrderBy('oldest') });
  });
});
