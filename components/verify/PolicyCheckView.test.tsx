import { screen } from '@testing-library/react';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { IMEI_LAST4_MESSAGES, POLICY_NUMBER_MESSAGES } from '@/lib/validation';
import type { PolicyCheckProps } from './getPolicyCheckProps';
import { PolicyCheckView } from './PolicyCheckView';
import { VERIFIED_CARD } from './verifyTestKit';

const blank: PolicyCheckProps = { values: { policy: '', imei: '' }, errors: {}, check: null, retryPath: '/verify' };

const card = VERIFIED_CARD;

// The unavailable state asks the server again by itself (components/ui/RetryPageMessage.test.tsx).
const mockRouter = createMockRouter('/verify');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

describe('PolicyCheckView', () => {
  it('is a form sent with GET, with labelled fields, that works without JavaScript', () => {
    renderWithChakra(<PolicyCheckView {...blank} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Check a protection card' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Check a card by policy number' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/verify');
    expect(screen.getByLabelText('Policy number')).toHaveAttribute('name', 'policy');
    expect(screen.getByLabelText('Last 4 digits of the IMEI')).toHaveAttribute('name', 'imei');
    expect(screen.getByRole('button', { name: 'Check card' })).toHaveAttribute('type', 'submit');
  });

  it("shows each field's message beside it, keeps what was typed, and focuses the first wrong field", () => {
    renderWithChakra(
      <PolicyCheckView {...blank} values={{ policy: 'SUN-12', imei: '12' }} errors={{ policy: POLICY_NUMBER_MESSAGES.format, imei: IMEI_LAST4_MESSAGES.digits }} />,
    );
    const policy = screen.getByLabelText('Policy number');
    const imei = screen.getByLabelText('Last 4 digits of the IMEI');
    expect(policy).toHaveValue('SUN-12');
    expect(policy).toHaveAttribute('aria-invalid', 'true');
    expect(policy).toHaveAccessibleDescription(POLICY_NUMBER_MESSAGES.format);
    expect(imei).toHaveValue('12');
    expect(imei).toHaveAccessibleDescription(IMEI_LAST4_MESSAGES.digits);
    expect(policy).toHaveFocus();
  });

  it('asks for the IMEI digits when only they are missing', () => {
    renderWithChakra(<PolicyCheckView {...blank} values={{ policy: 'SUN-2026-000068', imei: '' }} errors={{ imei: IMEI_LAST4_MESSAGES.required }} />);
    const imei = screen.getByLabelText('Last 4 digits of the IMEI');
    expect(imei).toHaveAccessibleDescription(IMEI_LAST4_MESSAGES.required);
    expect(imei).toHaveFocus();
  });

  it('says no card matches that number with those digits, and lets the person try again', () => {
    renderWithChakra(<PolicyCheckView {...blank} values={{ policy: 'sun-2026-000068', imei: '0000' }} check={{ kind: 'not-found' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'No protection card matches' })).toBeInTheDocument();
    expect(screen.getByText(/No card has policy number SUN-2026-000068 with an IMEI ending in 0000/)).toBeInTheDocument();
    expect(screen.getByLabelText('Policy number')).toHaveValue('sun-2026-000068');
  });

  it('shows the card found, and a way to check another', () => {
    renderWithChakra(<PolicyCheckView {...blank} values={{ policy: 'SUN-2026-000068', imei: '0782' }} check={{ kind: 'found', card }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Valid' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check another card' })).toHaveAttribute('href', '/verify');
  });

  it('says cards cannot be checked when the service does not answer', () => {
    renderWithChakra(<PolicyCheckView {...blank} values={{ policy: 'SUN-2026-000068', imei: '0782' }} check={{ kind: 'unavailable' }} retryPath="/verify?policy=SUN-2026-000068&imei=0782" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cards cannot be checked right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/verify?policy=SUN-2026-000068&imei=0782');
  });

  it('says this network has made too many checks, and when it may try again, without saying anything of the card', () => {
    renderWithChakra(<PolicyCheckView {...blank} values={{ policy: 'SUN-2026-000068', imei: '0782' }} check={{ kind: 'too-many-checks', minutesLeft: 12 }} retryPath="/verify" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Too many checks from this network' })).toBeInTheDocument();
    expect(screen.getByText(/This says nothing about the card: try again in 12 minutes\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Policy number')).toHaveValue('SUN-2026-000068');
  });

  it('says the policy number has had too many wrong checks and points to the verification code, the form kept', () => {
    renderWithChakra(<PolicyCheckView {...blank} values={{ policy: 'SUN-2026-000068', imei: '0782' }} check={{ kind: 'policy-locked' }} retryPath="/verify" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This policy number cannot be checked today' })).toBeInTheDocument();
    expect(screen.getByText(/check it by its verification code instead/)).toBeInTheDocument();
    expect(screen.getByLabelText('Policy number')).toHaveValue('SUN-2026-000068');
  });
});
