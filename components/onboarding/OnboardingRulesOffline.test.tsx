import { screen } from '@testing-library/react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { fill, freshPageLoad, next, PERSONAL, pick, renderOnboarding, stepHeading, validValues } from './onboardingTestKit';

// The rules' code loads after the wizard's first paint: here the connection is gone before it arrives.
jest.mock('./onboardingFormRules', () => {
  throw new Error('Loading chunk failed');
});

beforeEach(() => freshPageLoad());

describe('"Next" before the rules’ code could load', () => {
  it('says the service could not be reached and stays on the step with everything typed', async () => {
    const { user } = renderOnboarding();
    await fill(user, pick(validValues, PERSONAL));
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(stepHeading()).toHaveTextContent('Personal details');
    expect(screen.getByLabelText('First name')).toHaveValue(validValues.firstName);
  });
});
