import { act, screen, waitFor, within } from '@testing-library/react';
import { useOnboardingFlow } from '@/lib/flows/onboardingFlow';
import { formatDate } from '@/lib/format/date';
import { DRAFT_SAVE_DELAY_MS } from '@/lib/flows/useFlowDraft';
import { renderOnServer } from '@/lib/testing/renderOnServer';
import {
  back,
  DEVICE,
  enter,
  field,
  fill,
  freshPageLoad,
  IDENTIFICATION,
  next,
  PERSONAL,
  pick,
  renderOnboarding,
  stepHeading,
  storedFlow,
  validValues,
} from './onboardingTestKit';
import { ONBOARDING_INTRO } from './onboardingIntro';
import { OnboardingView } from './OnboardingView';

beforeEach(() => freshPageLoad());

const currentStepItem = () => screen.getByRole('navigation', { name: 'Onboarding steps' }).querySelector('[aria-current="step"]');

describe('/account/onboarding as the server sends it, before the wizard reads its draft', () => {
  it('says where the agent is and what the wizard does, then that the form is loading', () => {
    const page = within(renderOnServer(<OnboardingView />));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(ONBOARDING_INTRO.title);
    expect(page.getByText(ONBOARDING_INTRO.intro)).toBeInTheDocument();
    expect(page.getByRole('status')).toHaveTextContent('Loading the onboarding form');
    // "Start over" needs the draft: it comes with the wizard.
    expect(page.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });
});

describe('the onboarding wizard', () => {
  it('shows four steps and announces the current one', async () => {
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    const steps = within(screen.getByRole('navigation', { name: 'Onboarding steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Personal details', '2Identification', '3Device', '4Review & submit']);
    expect(currentStepItem()).toHaveTextContent('Personal details');

    await fill(user, pick(validValues, PERSONAL));
    await next(user);
    await screen.findByRole('heading', { name: 'Identification', level: 2 });
    expect(currentStepItem()).toHaveTextContent('Identification');
    expect(steps[0]).toHaveTextContent('Personal details (done)');
    expect(stepHeading()).toHaveFocus();
  });

  it('keeps values going back and forward', async () => {
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    await fill(user, pick(validValues, PERSONAL));
    await next(user);
    await screen.findByRole('heading', { name: 'Identification', level: 2 });
    await fill(user, { idType: 'PASSPORT', idNumber: 'A1234' });
    await back(user);

    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    for (const name of PERSONAL) expect(field(name)).toHaveValue(validValues[name]);
    await next(user);
    await screen.findByRole('heading', { name: 'Identification', level: 2 });
    expect(field('idType')).toHaveValue('PASSPORT');
    expect(field('idNumber')).toHaveValue('A1234');
  });

  it('saves what is typed in the current step, before "Next"', async () => {
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    await enter(user, 'firstName', 'Ngozi');
    await enter(user, 'gender', 'FEMALE');
    await waitFor(() => expect(storedFlow()?.state.values).toMatchObject({ firstName: 'Ngozi', gender: 'FEMALE' }), {
      timeout: DRAFT_SAVE_DELAY_MS * 4,
    });
    expect(storedFlow()?.state.currentStep).toBe('personal');
  });

  it('writes a draft still waiting when the page is hidden', async () => {
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await enter(user, 'lastName', 'Okafor');
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(storedFlow()?.state.values.lastName).toBe('Okafor');
    } finally {
      jest.useRealTimers();
    }
  });

  it('resumes a stored flow at its step with every value, as after a reload or a browser restart', async () => {
    freshPageLoad({
      currentStep: 'device',
      completedSteps: ['personal', 'identification'],
      values: { ...pick(validValues, [...PERSONAL, ...IDENTIFICATION]), imei: '4901542032', deviceBrand: 'Tecno' },
    });
    const { user } = renderOnboarding();

    expect(await screen.findByRole('heading', { name: 'Device', level: 2 })).toBeInTheDocument();
    expect(field('imei')).toHaveValue('4901542032');
    expect(field('deviceBrand')).toHaveValue('Tecno');
    await back(user);
    await screen.findByRole('heading', { name: 'Identification', level: 2 });
    expect(field('idNumber')).toHaveValue(validValues.idNumber);
    await back(user);
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    for (const name of PERSONAL) expect(field(name)).toHaveValue(validValues[name]);
  });

  it('never resumes past the first step not completed', async () => {
    freshPageLoad({ currentStep: 'review', completedSteps: ['personal'], values: pick(validValues, PERSONAL) });
    renderOnboarding();
    expect(await screen.findByRole('heading', { name: 'Identification', level: 2 })).toBeInTheDocument();
  });

  it('lists everything on the review, as plain text, with an edit link per step', async () => {
    // Names allow only letters, spaces, ' and -: markup and double quotes can only reach the address.
    const values = { ...validValues, lastName: "O'Brien-Ade", address: '<script>alert(1)</script> "Ade" House', imei2: '356938035643809' };
    freshPageLoad({ currentStep: 'review', completedSteps: ['personal', 'identification', 'device'], values });
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });

    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(within(personal).getByText('<script>alert(1)</script> "Ade" House')).toBeInTheDocument();
    expect(within(personal).getByText("O'Brien-Ade")).toBeInTheDocument();
    expect(within(personal).getByText('+2348031234567')).toBeInTheDocument();
    expect(within(personal).getByText(validValues.email)).toBeInTheDocument();
    expect(within(personal).getByText(formatDate(validValues.dateOfBirth))).toBeInTheDocument();
    expect(within(personal).getByText('Lagos')).toBeInTheDocument();
    const identification = screen.getByRole('region', { name: 'Identification' });
    expect(within(identification).getByText('International Passport')).toBeInTheDocument();
    expect(within(identification).getByText('A12345678')).toBeInTheDocument();
    const device = screen.getByRole('region', { name: 'Device' });
    expect(within(device).getByText('490154203237518')).toBeInTheDocument();
    expect(within(device).getByText('356938035643809')).toBeInTheDocument();
    expect(within(device).getByText('Camon 20')).toBeInTheDocument();
    expect(within(device).getByText('₦150,000')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    for (const [step, fieldName] of [
      ['Personal details', 'firstName'],
      ['Identification', 'idNumber'],
      ['Device', 'deviceModel'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Edit ${step}` }));
      expect(await screen.findByRole('heading', { name: step, level: 2 })).toHaveFocus();
      expect(field(fieldName)).toHaveValue(values[fieldName]);
      expect(storedFlow()?.state.currentStep).not.toBe('review');
      // Back to the review by the steps' own "Next".
      while (stepHeading().textContent !== 'Review & submit') {
        await next(user);
        await waitFor(() => expect(stepHeading()).toHaveFocus());
      }
    }
  });

  it('starts a fresh flow with a dismissible notice when the stored data is corrupt', async () => {
    freshPageLoad('{"state": {"currentStep": "device", "values": ');
    const { user } = renderOnboarding();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('The saved onboarding could not be read, so a new one was started.');
    expect(stepHeading()).toHaveTextContent('Personal details');
    expect(field('firstName')).toHaveValue('');

    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('treats stored values outside their choices as corrupt', async () => {
    freshPageLoad({ currentStep: 'identification', completedSteps: ['personal'], values: { gender: 'OTHER' as 'MALE' } });
    renderOnboarding();
    expect(await screen.findByText(/could not be read/)).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Personal details');
  });

  it('starts over only after confirming, clearing the stored flow', async () => {
    freshPageLoad({ currentStep: 'identification', completedSteps: ['personal'], values: pick(validValues, PERSONAL) });
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Identification', level: 2 });

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const confirm = screen.getByRole('group', { name: 'Start over?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(stepHeading()).toHaveTextContent('Identification');
    expect(storedFlow()?.state.values.firstName).toBe(validValues.firstName);

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start over' }));
    await screen.findByRole('heading', { name: 'Personal details', level: 2 });
    expect(field('firstName')).toHaveValue('');
    expect(storedFlow()?.state).toEqual({ currentStep: 'personal', completedSteps: [], values: {} });
    expect(useOnboardingFlow.getState().completedSteps).toEqual([]);
  });

  it('keeps the device step values for the device fields too', async () => {
    freshPageLoad({
      currentStep: 'device',
      completedSteps: ['personal', 'identification'],
      values: pick(validValues, [...PERSONAL, ...IDENTIFICATION]),
    });
    const { user } = renderOnboarding();
    await screen.findByRole('heading', { name: 'Device', level: 2 });
    await fill(user, pick(validValues, DEVICE));
    await next(user);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    expect(storedFlow()?.state).toMatchObject({ currentStep: 'review', completedSteps: ['personal', 'identification', 'device'] });
    expect(storedFlow()?.state.values).toMatchObject(pick(validValues, DEVICE));
  });
});
