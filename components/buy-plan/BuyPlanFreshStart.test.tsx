import { ChakraProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { brands } from '@/brands';
import type { CustomerRow } from '@/components/customers/customerListQuery';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { SALE_SAVED_COOKIE } from '@/lib/flows/flowSavedCookie';
import { createBrandSystem } from '@/theme/system';
import { atPayment, buyPlanTree, customerRow, freshPageLoad, storedFlow } from './buyPlanTestKit';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual<typeof import('./buyPlanTestKit')>('./buyPlanTestKit').mockRouter }));

// What the server renders for /account/buy-plan, and what the browser makes of it: the first step at once when
// there is no sale to resume, "Loading the sale" when there may be.

const system = createBrandSystem(brands.yellow);
const newestCustomers: ServerListPage<CustomerRow> = { kind: 'page', q: '', page: 1, filters: {}, rows: [customerRow], total: 1 };
const page = (resumes: boolean) => <ChakraProvider value={system}>{buyPlanTree([], { newestCustomers, resumes })}</ChakraProvider>;

/** The server's HTML in a page, then hydrated in it, as a browser does. */
async function serverThenBrowser(resumes: boolean): Promise<{ html: string }> {
  const html = renderToString(page(resumes));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(resumes), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  return { html };
}

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/account/buy-plan');
  freshPageLoad();
});
afterEach(() => {
  document.cookie = `${SALE_SAVED_COOKIE}=; path=/account; max-age=-1`;
  window.history.replaceState(null, '', '/');
});

describe('the first step from the server', () => {
  it('with nothing to resume: the first step and the newest customers are in the server’s HTML, and the browser takes it over as it is', async () => {
    const { html } = await serverThenBrowser(false);
    expect(html).toContain('Customer &amp; device');
    expect(html).toContain('Choose Ngozi O&#x27;Brien');
    expect(html).not.toContain('Loading the sale');
    expect(screen.getByRole('heading', { name: 'Customer & device', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Choose Ngozi O'Brien" })).toBeInTheDocument();
    // Read and found empty: nothing written, no cookie.
    expect(storedFlow()?.state.values ?? {}).toEqual({});
    expect(document.cookie).not.toContain(SALE_SAVED_COOKIE);
  });

  it('with a sale that may be resumed: "Loading the sale" from the server, then the saved step', async () => {
    freshPageLoad(atPayment());
    const { html } = await serverThenBrowser(true);
    expect(html).toContain('Loading the sale');
    expect(html).not.toContain('Customer &amp; device');
    expect(await screen.findByRole('heading', { name: 'Payment', level: 2 })).toBeInTheDocument();
  });

  it('a sale kept although its cookie was lost: the first step first, then the saved sale, never written over', async () => {
    freshPageLoad(atPayment());
    const { html } = await serverThenBrowser(false);
    expect(html).toContain('Customer &amp; device');
    expect(await screen.findByRole('heading', { name: 'Payment', level: 2 })).toBeInTheDocument();
    expect(storedFlow()?.state).toMatchObject(atPayment());
    expect(document.cookie).toContain(`${SALE_SAVED_COOKIE}=1`);
  });
});
