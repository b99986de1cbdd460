import { within } from '@testing-library/react';
import { renderOnServer } from '@/lib/testing/renderOnServer';
import { BUY_PLAN_INTRO } from './buyPlanIntro';
import { BuyPlanView } from './BuyPlanView';

// The server's router: no query read yet (effects do not run in a server render).
jest.mock('next/router', () => ({ useRouter: () => ({ isReady: false, pathname: '/account/buy-plan', query: {} }) }));

describe('/account/buy-plan as the server sends it, before the wizard reads its saved sale', () => {
  it('says where the agent is and what the wizard does, then that the sale is loading', () => {
    const page = within(renderOnServer(<BuyPlanView publicOrigin="https://agent.example" />));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(BUY_PLAN_INTRO.title);
    expect(page.getByText(BUY_PLAN_INTRO.intro)).toBeInTheDocument();
    expect(page.getByRole('status')).toHaveTextContent('Loading the sale');
    // "Start over" needs the saved sale: it comes with the wizard.
    expect(page.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });
});
