import { listHref, listPageCount, MAX_PAGE, pageWindow, parseListQuery, sameListQuery, toListQuery } from './listQuery';

describe('parseListQuery', () => {
  it('reads the search and the page', () => {
    expect(parseListQuery({ q: ' Ada ', page: '2' })).toEqual({ q: 'Ada', page: 2, filters: {} });
    expect(parseListQuery({})).toEqual({ q: '', page: 1, filters: {} });
  });

  it.each(['0', '-1', 'abc', '1.5', '', ' ', '2abc'])('reads page=%j as the first page', (page) => {
    expect(parseListQuery({ page }).page).toBe(1);
  });

  it('caps a huge page (the list then moves to its last page)', () => {
    expect(parseListQuery({ page: '99999' }).page).toBe(MAX_PAGE);
    expect(parseListQuery({ page: '99999999999999999999999' }).page).toBe(MAX_PAGE);
  });

  it('takes the first of repeated parameters and keeps a search to 100 characters', () => {
    expect(parseListQuery({ q: ['Ada', 'Bola'], page: ['3', '4'] })).toEqual({ q: 'Ada', page: 3, filters: {} });
    expect(parseListQuery({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});

describe('toListQuery', () => {
  it('leaves the defaults out of the URL', () => {
    expect(toListQuery({ q: '', page: 1, filters: {} })).toEqual({});
    expect(toListQuery({ q: 'Ada', page: 2, filters: {} })).toEqual({ q: 'Ada', page: '2' });
    expect(listHref('/account/customers', { q: '', page: 3, filters: {} })).toEqual({ pathname: '/account/customers', query: { page: '3' } });
  });
});

describe('listPageCount', () => {
  it('is at least one page', () => {
    expect(listPageCount(0, 20)).toBe(1);
    expect(listPageCount(20, 20)).toBe(1);
    expect(listPageCount(21, 20)).toBe(2);
    expect(listPageCount(25, 20)).toBe(2);
  });
});

describe('pageWindow', () => {
  it('asks for the rows of the page', () => {
    expect(pageWindow(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
  });
});

describe('sameListQuery', () => {
  it('is the same rows only for the same search, page and filters', () => {
    const state = { q: 'Ada', page: 2, filters: { statuses: ['ACTIVE'], from: null } };
    expect(sameListQuery(state, { ...state, filters: { statuses: ['ACTIVE'], from: null } })).toBe(true);
    expect(sameListQuery(state, { ...state, page: 3 })).toBe(false);
    expect(sameListQuery(state, { ...state, q: 'Bola' })).toBe(false);
    expect(sameListQuery(state, { ...state, filters: { statuses: ['ACTIVE', 'EXPIRED'], from: null } })).toBe(false);
  });
});
