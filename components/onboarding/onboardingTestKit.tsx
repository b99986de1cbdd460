import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_FLOW_KEY, ONBOARDING_FLOW_VERSION, useOnboardingFlow, type OnboardingStep, type OnboardingValues } from '@/lib/flows/onboardingFlow';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { addMonths, lagosToday } from '@/lib/validation';
import type { OnboardingFormValues } from './onboardingFormValues';
import { OnboardingView } from './OnboardingView';

/** Test helpers for the onboarding screens (not a test file itself). */

export const today = lagosToday();

export const validValues: OnboardingFormValues = {
  firstName: 'Ngozi',
  lastName: "O'Brien",
  phone: '0803 123 4567',
  email: 'ngozi@example.com',
  gender: 'FEMALE',
  dateOfBirth: '1990-05-17',
  address: '12 Allen Avenue, Ikeja',
  state: 'Lagos',
  idType: 'PASSPORT',
  idNumber: 'A12345678',
  imei: '490154203237518',
  imei2: '',
  deviceBrand: 'Tecno',
  deviceModel: 'Camon 20',
  purchasePrice: '150000',
  purchaseDate: addMonths(today, -1),
};

/** The flow as a fresh page load finds it: nothing in memory, `stored` (if any) in local storage. */
export function freshPageLoad(stored?: { currentStep: OnboardingStep; completedSteps: OnboardingStep[]; values: Partial<OnboardingValues> } | string) {
  useOnboardingFlow.setState({ currentStep: 'personal', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  localStorage.clear();
  if (typeof stored === 'string') localStorage.setItem(ONBOARDING_FLOW_KEY, stored);
  else if (stored) localStorage.setItem(ONBOARDING_FLOW_KEY, JSON.stringify({ state: stored, version: ONBOARDING_FLOW_VERSION }));
}

export function storedFlow(): { state: { currentStep: string; completedSteps: string[]; values: Partial<OnboardingValues> }; version: number } | null {
  const raw = localStorage.getItem(ONBOARDING_FLOW_KEY);
  return raw === null ? null : JSON.parse(raw);
}

export function renderOnboarding(mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  const view = renderWithChakra(
    <MockedApollo mocks={mocks}>
      <OnboardingView />
    </MockedApollo>,
  );
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

const LABELS: Record<keyof OnboardingFormValues, string | RegExp> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  email: /^Email/,
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  address: 'Address',
  state: 'State',
  idType: 'ID type',
  idNumber: 'ID number',
  imei: 'IMEI',
  imei2: /^Second IMEI/,
  deviceBrand: 'Brand',
  deviceModel: 'Model',
  purchasePrice: 'Purchase price (₦)',
  purchaseDate: 'Purchase date',
};

export const field = (name: keyof OnboardingFormValues) => screen.getByLabelText(LABELS[name]);

/** Puts `value` into the field as an agent would (select, date picker or typing). */
export async function enter(user: User, name: keyof OnboardingFormValues, value: string) {
  const input = field(name);
  if (input instanceof HTMLSelectElement) {
    await user.selectOptions(input, value);
  } else {
    // As a paste or a date picker gives it: one change (typing key by key is tested where it matters). In
    // act, with the updates it schedules (a field's error clears at once, then Chakra's field redraws).
    await act(async () => {
      fireEvent.change(input, { target: { value } });
    });
  }
}

export async function fill(user: User, values: Partial<OnboardingFormValues>) {
  for (const [name, value] of Object.entries(values) as [keyof OnboardingFormValues, string][]) await enter(user, name, value);
}

export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
export const back = (user: User) => user.click(screen.getByRole('button', { name: 'Back' }));

export const PERSONAL: (keyof OnboardingFormValues)[] = ['firstName', 'lastName', 'phone', 'email', 'gender', 'dateOfBirth', 'address', 'state'];
export const IDENTIFICATION: (keyof OnboardingFormValues)[] = ['idType', 'idNumber'];
export const DEVICE: (keyof OnboardingFormValues)[] = ['imei', 'imei2', 'deviceBrand', 'deviceModel', 'purchasePrice', 'purchaseDate'];

export const pick = (values: OnboardingFormValues, names: (keyof OnboardingFormValues)[]) =>
  Object.fromEntries(names.map((name) => [name, values[name]])) as Partial<OnboardingFormValues>;

/** Shows the current step's heading (the level-2 heading of the form). */
export const stepHeading = () => screen.getByRole('heading', { level: 2 });
