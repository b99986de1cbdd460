import { screen } from '@testing-library/react';
import { BUY_PLAN_MESSAGES } from '@/lib/actions/buyPlan';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { dataMocks, freshPageLoad, next, renderBuyPlan, stepHeading } from './buyPlanTestKit';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual<typeof import('./buyPlanTestKit')>('./buyPlanTestKit').mockRouter }));
// The rules' code loads after the wizard's first paint: here the connection is gone before it arrives.
jest.mock('./buyPlanFormRules', () => {
  throw new Error('Loading chunk failed');
});

beforeEach(() => freshPageLoad());

describe('"Next" before the rules’ code could load', () => {
  it('says the service could not be reached and stays on the step, checking nothing', async () => {
    const { user } = renderBuyPlan(dataMocks());
    await screen.findByRole('button', { name: "Choose Ngozi O'Brien" });
    await next(user);
    expect(await screen.findByText(NO_ANSWER_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(BUY_PLAN_MESSAGES.customer)).not.toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Customer & device');
  });
});
