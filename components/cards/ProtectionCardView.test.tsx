import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { CardPage } from './loadCardPage';
import type { ProtectionCard } from './protectionCardContent';
import { ProtectionCardView } from './ProtectionCardView';
import { renderCardQrCode } from './renderCardQrCode';

const mockRouter = { replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const card: ProtectionCard = {
  orderId: '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d',
  policyNumber: 'SUN-2026-000068',
  status: 'ACTIVE',
  startsOn: '2026-06-26',
  endsOn: '2027-06-25',
  partnerName: 'Sunline Protect',
  customerName: 'Uche Ahmed-Bello',
  deviceBrand: 'Samsung',
  deviceModel: 'Galaxy A55',
  maskedImei: '•••••••••••0782',
  planName: 'Total Care + Theft',
  covers: ['SCREEN', 'LIQUID', 'HARDWARE', 'THEFT'],
  claimsPerTerm: 2,
  excessKobo: 500_000,
  theftExcessRateBp: 1000,
  verificationCode: 'Qkg9Ktr1z8V97qZATsZTYA',
};
const link = 'https://agents.sunline.ng/verify/Qkg9Ktr1z8V97qZATsZTYA';
const found = (extra: Partial<Extract<CardPage, { kind: 'found' }>> = {}): CardPage => ({
  kind: 'found',
  card,
  verificationLink: link,
  qrCodeSvg: renderCardQrCode(link),
  printOnArrival: false,
  ...extra,
});

/** The value next to a label on the card. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ProtectionCardView', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    mockRouter.replace.mockClear();
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  it('shows every field of the card, with the brand', () => {
    renderWithChakra(<ProtectionCardView cardPage={found()} />);
    const article = screen.getByRole('article', { name: 'Protection card' });
    expect(within(article).getByRole('img', { name: 'Sunline Protect logo' })).toHaveAttribute('src', '/brands/yellow/logo.svg');
    expect(article).toHaveTextContent('Uche Ahmed-Bello');
    expect(article).toHaveTextContent('Valid');
    expect(article).toHaveTextContent('Valid today, until 25 Jun 2027');
    expect(detail('Policy number')).toHaveTextContent('SUN-2026-000068');
    expect(detail('Device')).toHaveTextContent('Samsung Galaxy A55');
    expect(detail('IMEI')).toHaveTextContent('•••••••••••0782');
    expect(detail('Plan')).toHaveTextContent('Total Care + Theft');
    expect(within(detail('Covers')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Screen damage', 'Liquid damage', 'Hardware fault', 'Theft']);
    expect(detail('Claims')).toHaveTextContent('2 claims per cover term');
    expect(detail('Excess')).toHaveTextContent('₦5,000 per claim; theft: 10% of the device value');
    expect(detail('Cover')).toHaveTextContent('26 Jun 2026 to 25 Jun 2027');
    expect(detail('Issued by')).toHaveTextContent('Sunline Protect');
  });

  it('draws the QR code of the verification link, with an accessible name, and shows the link', () => {
    renderWithChakra(<ProtectionCardView cardPage={found()} />);
    const qr = screen.getByRole('img', { name: 'QR code of the verification link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('data-url', link);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  it('says a plan without theft cover has one excess, and a single claim in the singular', () => {
    renderWithChakra(<ProtectionCardView cardPage={found({ card: { ...card, claimsPerTerm: 1, theftExcessRateBp: null, excessKobo: 250_000 } })} />);
    expect(detail('Claims')).toHaveTextContent('1 claim per cover term');
    expect(detail('Excess')).toHaveTextContent(/^₦2,500 per claim$/);
  });

  it.each([
    ['NOT_STARTED', 'Not started', 'Not started yet (from 26 Jun 2026)'],
    ['EXPIRED', 'Ended', 'Ended on 25 Jun 2027'],
    ['CANCELLED', 'Cancelled', 'Cancelled: the plan no longer covers this device'],
  ] as const)('shows a %s card as %s', (status, badge, sentence) => {
    renderWithChakra(<ProtectionCardView cardPage={found({ card: { ...card, status } })} />);
    const article = screen.getByRole('article', { name: 'Protection card' });
    expect(within(article).getByText(badge, { exact: true })).toBeInTheDocument();
    expect(within(article).getByText(sentence)).toBeInTheDocument();
  });

  it('prints with "Print", and offers "Share"', async () => {
    renderWithChakra(<ProtectionCardView cardPage={found()} />);
    expect(print).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('opens the print dialog once on arrival with ?print=1, then drops the parameter', () => {
    const { rerender } = renderWithChakra(<ProtectionCardView cardPage={found({ printOnArrival: true })} />);
    rerender(<ProtectionCardView cardPage={found({ printOnArrival: true })} />);
    expect(print).toHaveBeenCalledTimes(1);
    expect(mockRouter.replace).toHaveBeenCalledWith(`/account/cards/${card.orderId}`, undefined, { shallow: true });
  });

  it('says "Card not found" with a way back to the list', () => {
    renderWithChakra(<ProtectionCardView cardPage={{ kind: 'not-found' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Card not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cards' })).toHaveAttribute('href', '/account/cards');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('says when the card could not be loaded, with a way to try again', () => {
    renderWithChakra(<ProtectionCardView cardPage={{ kind: 'unavailable', message: 'The service could not be reached.', retryPath: `/account/cards/${card.orderId}` }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This card could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The service could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/account/cards/${card.orderId}`);
  });
});
