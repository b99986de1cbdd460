/**
 * @jest-environment node
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadListPage } from './loadListPage';

interface CustomersData {
  customer: { id: string; first_name: string }[];
  customer_aggregate: { aggregate: { count: number } | null };
}
const GetCustomers: TypedDocumentNode<CustomersData, { where: object; limit: number; offset: number }> = gql`
  query GetCustomers($where: customer_bool_exp!, $limit: Int!, $offset: Int!) {
    customer(where: $where, limit: $limit, offset: $offset) {
      id
      first_name
    }
    customer_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`;
const customerSearchWhere = (q: string) => (q === '' ? {} : { first_name: { _ilike: `%${q}%` } });

const row = { id: 'c-1', first_name: 'Ada' };
const customers = {
  query: GetCustomers,
  variables: ({ q }: { q: string }) => ({ where: customerSearchWhere(q) }),
  pageSize: 20,
  select: (data: CustomersData) => ({ rows: data.customer, total: data.customer_aggregate.aggregate?.count }),
};

function client(answer: () => Promise<unknown>) {
  return { query: jest.fn(answer) } as unknown as Parameters<typeof loadListPage>[1] & { query: jest.Mock };
}

describe('loadListPage', () => {
  it('asks for the page the URL names, with its search, and gives back its rows and total', async () => {
    const service = client(async () => ({ data: { customer: [row], customer_aggregate: { aggregate: { count: 41 } } } }));
    const page = await loadListPage({ query: { q: ' Ada ', page: '3' } }, service, customers);

    expect(page).toEqual({ kind: 'page', q: 'Ada', page: 3, filters: {}, rows: [row], total: 41 });
    expect(service.query).toHaveBeenCalledWith({
      query: GetCustomers,
      variables: { where: customerSearchWhere('Ada'), limit: 20, offset: 40 },
      fetchPolicy: 'network-only',
    });
  });

  it('reads an odd page as the first, as the browser does', async () => {
    const service = client(async () => ({ data: { customer: [], customer_aggregate: { aggregate: { count: 0 } } } }));
    expect(await loadListPage({ query: { page: '-4' } }, service, customers)).toEqual({ kind: 'page', q: '', page: 1, filters: {}, rows: [], total: 0 });
  });

  it('leaves the list to the browser when the data service cannot answer, or answers without a total', async () => {
    const down = client(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await loadListPage({ query: {} }, down, customers)).toEqual({ kind: 'unanswered' });
    const partial = client(async () => ({ data: { customer: [row], customer_aggregate: { aggregate: null } } }));
    expect(await loadListPage({ query: {} }, partial, customers)).toEqual({ kind: 'unanswered' });
  });

  it('throws on a refused token, which ends the session', async () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Could not verify JWT', extensions: { code: 'invalid-jwt' } }] });
    const service = client(async () => {
      throw refused;
    });
    await expect(loadListPage({ query: {} }, service, customers)).rejects.toBe(refused);
  });
});
