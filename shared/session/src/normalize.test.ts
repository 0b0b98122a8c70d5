import { readAccessToken, readList } from './normalize';

describe('readAccessToken', () => {
  it.each([
    ['access', { access: 'a1', refresh: 'r' }, 'a1'],
    ['token', { token: 't1' }, 't1'],
    ['access_token', { access_token: 'x1' }, 'x1'],
    ['access wins over the older names', { access: 'a1', token: 't1', access_token: 'x1' }, 'a1'],
    ['a null access falls through', { access: null, token: 't1' }, 't1'],
  ])('%s', (_, body, expected) => {
    expect(readAccessToken(body)).toBe(expected);
  });

  it.each([
    ['no token at all', { refresh: 'r' }],
    ['an empty access', { access: '', token: 't1' }],
    ['a non-string token', { access: 42 }],
    ['null', null],
    ['a string body', 'access'],
    ['an array', ['access']],
  ])('%s → null', (_, body) => {
    expect(readAccessToken(body)).toBeNull();
  });
});

describe('readList', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('a DRF page keeps the server totals', () => {
    const body = {
      count: 23,
      total_pages: 3,
      count_is_exact: false,
      next: 'x',
      previous: null,
      results: rows,
    };
    expect(readList(body, 10)).toEqual({ rows, count: 23, countIsExact: false, totalPages: 3 });
  });

  it('a page without totals counts its pages from count, else from its rows', () => {
    expect(readList({ count: 23, results: rows }, 10)).toMatchObject({ count: 23, totalPages: 3 });
    expect(readList({ results: rows, total_pages: null }, 2)).toMatchObject({ count: 3, totalPages: 2 });
  });

  it('a plain array is the whole list', () => {
    expect(readList(rows, 2)).toEqual({ rows, count: 3, countIsExact: true, totalPages: 2 });
    expect(readList(rows)).toMatchObject({ totalPages: 1 });
    expect(readList([], 10)).toMatchObject({ rows: [], count: 0, totalPages: 0 });
  });

  it('{data} reads like a plain array', () => {
    expect(readList({ data: rows }, 10)).toEqual({ rows, count: 3, countIsExact: true, totalPages: 1 });
  });

  it('without a page size, a page that does not say how many pages it has is the only one', () => {
    expect(readList({ count: 500, results: rows })).toMatchObject({ count: 500, totalPages: 1 });
    expect(readList({ results: rows, total_pages: 4 })).toMatchObject({ totalPages: 4 });
  });
});
