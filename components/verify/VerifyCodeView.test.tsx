import { screen } from '@testing-library/react';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { VerifyCodeView } from './VerifyCodeView';
import { VERIFIED_CARD } from './verifyTestKit';

const card = VERIFIED_CARD;

const retryPath = '/verify/Qkg9Ktr1z8V97qZATsZTYA';
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

// The unavailable state asks the server again by itself (components/ui/RetryPageMessage.test.tsx).
const mockRouter = createMockRouter('/verify');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

describe('VerifyCodeView', () => {
  it('says "Valid" for a card in force, with what it covers and nothing about the customer', () => {
    renderWithChakra(<VerifyCodeView check={{ kind: 'found', card }} retryPath={retryPath} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Valid' })).toBeInTheDocument();
    expect(screen.getByText('Valid today, until 25 Jun 2027')).toBeInTheDocument();
    expect(detail('Policy number')).toHaveTextContent('SUN-2026-000068');
    expect(detail('Partner')).toHaveTextContent('Sunline Protect');
    expect(detail('Plan')).toHaveTextContent('Total Care + Theft');
    expect(detail('Cover')).toHaveTextContent('26 Jun 2026 to 25 Jun 2027');
    expect(detail('Device')).toHaveTextContent('Samsung Galaxy A55');
    expect(detail('IMEI')).toHaveTextContent('•••••••••••0782');
    expect(screen.queryByText(/Customer/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Have a policy number instead?' })).toHaveAttribute('href', '/verify');
  });

  it.each([
    ['ended', { status: 'EXPIRED', valid: false }, 'Ended on 25 Jun 2027'],
    ['not started', { status: 'NOT_STARTED', valid: false }, 'Not started yet (from 26 Jun 2026)'],
    ['cancelled', { status: 'CANCELLED', valid: false }, 'Cancelled: the plan no longer covers this device'],
  ] as const)('says "Not valid" for a card that is %s, and why', (_, change, sentence) => {
    renderWithChakra(<VerifyCodeView check={{ kind: 'found', card: { ...card, ...change } }} retryPath={retryPath} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not valid' })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it('says no card matches an unknown code, and offers the policy-number check', () => {
    renderWithChakra(<VerifyCodeView check={{ kind: 'not-found' }} retryPath={retryPath} />);
    expect(screen.getByRole('heading', { level: 1, name: 'No protection card matches this code' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /valid/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Have a policy number instead?' })).toBeInTheDocument();
  });

  it('says cards cannot be checked when the service does not answer, with a way to try again', () => {
    renderWithChakra(<VerifyCodeView check={{ kind: 'unavailable' }} retryPath={retryPath} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cards cannot be checked right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', retryPath);
  });
});
