import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { sendPlanOnSale, sendRevision } from './catalogueRequests';
import { groupVersions, type CataloguePlanRow } from './getPlanCatalogue';
import { PlanCatalogueView } from './PlanCatalogueView';

jest.mock('./catalogueRequests', () => ({ sendPlanOnSale: jest.fn(), sendRevision: jest.fn() }));
const mockRouter = createMockRouter('/office/plans');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
const onSale = sendPlanOnSale as jest.MockedFunction<typeof sendPlanOnSale>;
const revision = sendRevision as jest.MockedFunction<typeof sendRevision>;

const row = (extra: Partial<CataloguePlanRow>): CataloguePlanRow => ({
  __typename: 'plan',
  id: 'p-2',
  code: 'SCREEN',
  name: 'Screen Guard',
  description: 'Screen repairs',
  covers: ['SCREEN'],
  version: 2,
  active: true,
  premium_rate_bp: 450,
  min_premium_kobo: 300_000,
  excess_kobo: 500_000,
  claims_per_term: 2,
  term_months: 12,
  created_at: '2026-11-01T09:00:00Z',
  plan_orders_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 3 } },
  ...extra,
});

const catalogue = () => ({
  kind: 'found' as const,
  plans: groupVersions([row({}), row({ id: 'p-1', version: 1, active: false, premium_rate_bp: 400, created_at: '2026-01-10T09:00:00Z' }), row({ id: 't-1', code: 'TOTAL', name: 'Total Care', version: 1, active: false })]),
});

describe('the plan catalogue', () => {
  beforeEach(() => {
    onSale.mockReset();
    revision.mockReset();
  });

  it('shows each plan’s newest version with its terms and orders, its earlier versions, and whether it is on sale', async () => {
    renderWithChakra(<PlanCatalogueView catalogue={catalogue()} />);
    const [screenGuard, totalCare] = Array.from(screen.getByRole('list', { name: 'Plans' }).children) as HTMLElement[];
    expect(screenGuard).toHaveTextContent('On sale');
    expect(screenGuard).toHaveTextContent('SCREEN · version 2');
    expect(screenGuard).toHaveTextContent('4.5% of the device’s price, at least ₦3,000');
    expect(screenGuard).toHaveTextContent('Version 1 (from 10 Jan 2026): 4% (at least ₦3,000) · excess ₦5,000 · 2 claims in 12 months · 3 orders');
    expect(totalCare).toHaveTextContent('Retired');
    expect(await within(totalCare).findByRole('button', { name: 'Put Total Care back on sale' })).toBeInTheDocument();
  });

  it('retires a plan, and saves new terms as a new version once they are valid', async () => {
    onSale.mockResolvedValueOnce({ kind: 'done', done: true });
    renderWithChakra(<PlanCatalogueView catalogue={catalogue()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Screen Guard' }));
    expect(await screen.findByText('Retired. New sales no longer offer it; its orders keep their cover.')).toBeInTheDocument();
    expect(onSale).toHaveBeenCalledWith('p-2', false);

    const form = screen.getByRole('form', { name: 'Change the terms of Screen Guard' });
    const rate = within(form).getByLabelText('Premium (% of the device’s price)');
    expect(rate).toHaveValue('4.5');
    await userEvent.clear(rate);
    await userEvent.type(rate, 'five');
    await userEvent.click(within(form).getByRole('button', { name: 'Save as a new version' }));
    expect(await within(form).findByText(/from 0.01 to 50/)).toBeInTheDocument();
    expect(revision).not.toHaveBeenCalled();

    revision.mockResolvedValueOnce({ kind: 'done', done: { version: 3 } });
    await userEvent.clear(rate);
    await userEvent.type(rate, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Version 3 is on sale with the new terms. Orders sold before keep theirs.')).toBeInTheDocument();
    expect(revision).toHaveBeenCalledWith('p-2', { premiumRate: '5', minPremium: '3000', excess: '5000', claimsPerTerm: '2', termMonths: '12' }, expect.any(String));
  });
});
