import { ChakraProvider } from '@chakra-ui/react';
import { within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { brands } from '@/brands';
import { createBrandSystem } from '@/theme/system';
import { BUY_PLAN_INTRO } from './buyPlanIntro';
import { BuyPlanView } from './BuyPlanView';

// The server's router: no query read yet (effects do not run in a server render).
jest.mock('next/router', () => ({ useRouter: () => ({ isReady: false, pathname: '/account/buy-plan', query: {} }) }));

describe('/account/buy-plan as the server sends it, before the wizard reads its saved sale', () => {
  it('says where the agent is and what the wizard does, then that the sale is loading', () => {
    const page = document.body.appendChild(document.createElement('main'));
    page.innerHTML = renderToString(
      <ChakraProvider value={createBrandSystem(brands.yellow)}>
        <BuyPlanView publicOrigin="https://agent.example" />
      </ChakraProvider>,
    );
    const screen = within(page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(BUY_PLAN_INTRO.title);
    expect(screen.getByText(BUY_PLAN_INTRO.intro)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sale');
    // "Start over" needs the saved sale: it comes with the wizard.
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    page.remove();
  });
});
