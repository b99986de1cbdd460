import { listHref, parseListQuery, toListQuery } from '@/lib/lists/listQuery';
import { CLOSED_CLAIM_STATUSES, OPEN_CLAIM_STATUSES } from '@/lib/domain/claims';
import { CLAIM_LIST_FILTERS, CLAIM_STATUS_FILTER_OPTIONS, claimStatusesOf, NO_CLAIM_FILTERS, type ClaimFilters } from './claimList';
import { claimListQuery, claimListWhere } from './claimListQuery';
import { claimSearchWhere } from './claimSearch';

const parse = (query: Parameters<typeof parseListQuery>[0]) => parseListQuery(query, CLAIM_LIST_FILTERS);

describe('the claims list in the URL', () => {
  it('reads a status choice, a search and a page', () => {
    expect(parse({ q: 'Ada', status: 'open', page: '2' })).toEqual({ q: 'Ada', page: 2, filters: { status: 'open' } });
    expect(parse({ status: 'closed' }).filters).toEqual({ status: 'closed' });
    expect(parse({ status: 'READY_FOR_PICKUP' }).filters).toEqual({ status: 'READY_FOR_PICKUP' });
    expect(parse({})).toEqual({ q: '', page: 1, filters: NO_CLAIM_FILTERS });
  });

  it('reads a choice whatever its case, and the first of repeated ones', () => {
    expect(parse({ status: ' OPEN ' }).filters.status).toBe('open');
    expect(parse({ status: 'under_review' }).filters.status).toBe('UNDER_REVIEW');
    expect(parse({ status: ['closed', 'open'] }).filters.status).toBe('closed');
  });

  it('writes the choice back without the default, and reads back what it wrote', () => {
    for (const { value } of CLAIM_STATUS_FILTER_OPTIONS) {
      const state = { q: 'CLM-2026', page: 3, filters: { status: value } };
      expect(parse(toListQuery(state, CLAIM_LIST_FILTERS))).toEqual(state);
    }
    expect(toListQuery({ q: '', page: 1, filters: { status: 'open' as const } }, CLAIM_LIST_FILTERS)).toEqual({ status: 'open' });
    expect(listHref('/account/warranty', { q: '', page: 1, filters: NO_CLAIM_FILTERS }, CLAIM_LIST_FILTERS)).toEqual({ pathname: '/account/warranty', query: {} });
  });

  it.each([
    ['an unknown status', 'REFUNDED'],
    ['a status with more after it', 'OPEN; DROP TABLE claim'],
    ['SQL in a status', "SUBMITTED' OR 1=1"],
    ['markup', '<script>alert(1)</script>'],
    ['an empty value', ''],
    ['10 kB of text', 'open'.repeat(2500)],
  ])('reads %s as every claim', (_, status) => {
    expect(parse({ status }).filters).toEqual(NO_CLAIM_FILTERS);
  });

  it('reads negative and odd pages as the first, and keeps 100 characters of a huge search', () => {
    expect(parse({ page: '-3', status: 'open' })).toMatchObject({ page: 1, filters: { status: 'open' } });
    expect(parse({ page: '1e9' }).page).toBe(1);
    expect(parse({ q: 'x'.repeat(10_000) }).q).toHaveLength(100);
  });
});

describe('claimStatusesOf', () => {
  it('is no status filter for all, the open-claim rule for open and closed, else the one status', () => {
    expect(claimStatusesOf('all')).toBeUndefined();
    expect(claimStatusesOf('open')).toBe(OPEN_CLAIM_STATUSES);
    expect(claimStatusesOf('closed')).toBe(CLOSED_CLAIM_STATUSES);
    expect(claimStatusesOf('IN_REPAIR')).toEqual(['IN_REPAIR']);
  });
});

describe('claimListWhere', () => {
  const filters = (status: ClaimFilters['status']): ClaimFilters => ({ status });

  it('is every claim for no search and no status', () => {
    expect(claimListWhere({ q: '', filters: NO_CLAIM_FILTERS })).toEqual({});
  });

  it('narrows by the statuses of the choice and by the search', () => {
    expect(claimListWhere({ q: '', filters: filters('open') })).toEqual({ status: { _in: [...OPEN_CLAIM_STATUSES] } });
    expect(claimListWhere({ q: 'Ada', filters: filters('closed') })).toEqual({
      _and: [{ status: { _in: ['REJECTED', 'COMPLETED'] } }, claimSearchWhere('Ada')],
    });
    expect(claimListQuery.variables({ q: '', filters: filters('APPROVED') })).toEqual({ where: { status: { _in: ['APPROVED'] } } });
  });
});

describe('claimSearchWhere', () => {
  it('finds a whole claim reference exactly, however it is typed', () => {
    expect(claimSearchWhere(' clm-2026-000045 ')).toEqual({ reference: { _eq: 'CLM-2026-000045' } });
    expect(claimSearchWhere('CLM - 2026 - 000 045')).toEqual({ reference: { _eq: 'CLM-2026-000045' } });
  });

  it("finds a whole IMEI on the claim's device and a whole phone on its customer", () => {
    expect(claimSearchWhere('490154203237518')).toEqual({
      device: { _or: [{ imei: { _eq: '490154203237518' } }, { imei2: { _eq: '490154203237518' } }] },
    });
    expect(claimSearchWhere('0803 123 4567')).toEqual({ customer: { phone: { _eq: '+2348031234567' } } });
  });

  it('finds part of a number in the reference, an IMEI or the phone', () => {
    expect(claimSearchWhere('000045')).toEqual({
      _or: [
        { reference: { _like: '%000045%' } },
        { device: { _or: [{ imei: { _like: '%000045%' } }, { imei2: { _like: '%000045%' } }] } },
        { customer: { phone: { _like: '+23400045%' } } },
      ],
    });
  });

  it("finds each word in the customer's names (without accents) or the reference (part of one too), taking % and _ literally", () => {
    const either = (pattern: string, name = pattern) => ({
      _or: [{ reference: { _ilike: pattern } }, { customer: { search_name: { _ilike: name } } }],
    });
    expect(claimSearchWhere('Ada 50%')).toEqual({ _and: [either('%Ada%'), either('%50\\%%')] });
    expect(claimSearchWhere('CLM-2026')).toEqual({ _and: [either('%CLM-2026%')] });
    expect(claimSearchWhere('Ọláyẹmí')).toEqual({ _and: [either('%Ọláyẹmí%', '%Olayemi%')] });
  });

  it('is no filter for an empty search', () => {
    expect(claimSearchWhere('   ')).toEqual({});
  });
});
