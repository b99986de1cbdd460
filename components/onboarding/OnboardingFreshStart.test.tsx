import { ChakraProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { brands } from '@/brands';
import { ONBOARDING_SAVED_COOKIE } from '@/lib/flows/flowSavedCookie';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createBrandSystem } from '@/theme/system';
import { freshPageLoad, storedFlow } from './onboardingTestKit';
import { OnboardingView } from './OnboardingView';

// What the server renders for /account/onboarding, and what the browser makes of it: the first step at once
// when there is no onboarding to resume, "Loading the onboarding form" when there may be.

const system = createBrandSystem(brands.yellow);
const page = (resumes: boolean) => (
  <ChakraProvider value={system}>
    <MockedApollo mocks={[]}>
      <OnboardingView resumes={resumes} />
    </MockedApollo>
  </ChakraProvider>
);

/** The server's HTML in a page, then hydrated in it, as a browser does. */
async function serverThenBrowser(resumes: boolean): Promise<string> {
  const html = renderToString(page(resumes));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(resumes), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  return html;
}

const atDevice = { currentStep: 'device' as const, completedSteps: ['personal' as const, 'identification' as const], values: { firstName: 'Ada' } };

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/account/onboarding');
  freshPageLoad();
});
afterEach(() => {
  document.cookie = `${ONBOARDING_SAVED_COOKIE}=; path=/account; max-age=-1`;
  window.history.replaceState(null, '', '/');
});

describe('the onboarding form from the server', () => {
  it('with nothing to resume: its heading and first step are in the server’s HTML, and the browser takes it over as it is', async () => {
    const html = await serverThenBrowser(false);
    expect(html).toContain('Onboard a customer');
    expect(html).toContain('Personal details');
    expect(html).not.toContain('Loading the onboarding form');
    expect(screen.getByRole('heading', { name: 'Personal details', level: 2 })).toBeInTheDocument();
    expect(document.cookie).not.toContain(ONBOARDING_SAVED_COOKIE);
  });

  it('with an onboarding that may be resumed: "Loading the onboarding form" from the server, then the saved step', async () => {
    freshPageLoad(atDevice);
    const html = await serverThenBrowser(true);
    expect(html).toContain('Loading the onboarding form');
    expect(await screen.findByRole('heading', { name: 'Device', level: 2 })).toBeInTheDocument();
  });

  it('an onboarding kept although its cookie was lost: the first step first, then the saved one, never written over', async () => {
    freshPageLoad(atDevice);
    const html = await serverThenBrowser(false);
    expect(html).toContain('Personal details');
    expect(await screen.findByRole('heading', { name: 'Device', level: 2 })).toBeInTheDocument();
    expect(storedFlow()?.state).toMatchObject(atDevice);
    expect(document.cookie).toContain(`${ONBOARDING_SAVED_COOKIE}=1`);
  });
});
