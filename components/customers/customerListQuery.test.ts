import { customerListHref, MAX_PAGE, pageCount, parseCustomerListQuery, toCustomerListQuery } from './customerListQuery';

describe('parseCustomerListQuery', () => {
  it('reads the search and the page', () => {
    expect(parseCustomerListQuery({ q: ' Ada ', page: '2' })).toEqual({ q: 'Ada', page: 2 });
    expect(parseCustomerListQuery({})).toEqual({ q: '', page: 1 });
  });

  it.each(['0', '-1', 'abc', '1.5', '', ' ', '2abc'])('reads page=%j as the first page', (page) => {
    expect(parseCustomerListQuery({ page }).page).toBe(1);
  });

  it('caps a huge page (the list then moves to its last page)', () => {
    expect(parseCustomerListQuery({ page: '99999' }).page).toBe(MAX_PAGE);
    expect(parseCustomerListQuery({ page: '99999999999999999999999' }).page).toBe(MAX_PAGE);
  });

  it('takes the first of repeated parameters and keeps a search to 100 characters', () => {
    expect(parseCustomerListQuery({ q: ['Ada', 'Bola'], page: ['3', '4'] })).toEqual({ q: 'Ada', page: 3 });
    expect(parseCustomerListQuery({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});

describe('toCustomerListQuery', () => {
  it('leaves the defaults out of the URL', () => {
    expect(toCustomerListQuery({ q: '', page: 1 })).toEqual({});
    expect(toCustomerListQuery({ q: 'Ada', page: 2 })).toEqual({ q: 'Ada', page: '2' });
    expect(customerListHref({ q: '', page: 3 })).toEqual({ pathname: '/account/customers', query: { page: '3' } });
  });
});

describe('pageCount', () => {
  it('is at least one page of 20', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(25)).toBe(2);
  });
});
