import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { TeamPage } from './loadTeamPage';
import type { TeamMember } from './teamFigures';
import { TeamView } from './TeamView';

const mockRouter = createMockRouter('/office/team');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('./TeamWeeksFigure', () => ({ TeamWeeksFigure: () => <p>The weeks’ chart</p> }));
const mockSaveFile = jest.fn();
jest.mock('@/lib/files/saveFile', () => ({ CSV_TYPE: 'text/csv;charset=utf-8', saveFile: (...args: unknown[]) => mockSaveFile(...args) }));

const member = (id: string, firstName: string, figures: Partial<TeamMember> = {}): TeamMember => ({
  id,
  firstName,
  lastName: 'Obi',
  phone: '+2348030000001',
  status: 'ACTIVE',
  lastSignedInAt: null,
  salesCount: 1,
  writtenKobo: 600_000,
  collectedKobo: 600_000,
  commissionKobo: 60_000,
  claimsCount: 0,
  renewalsCount: 0,
  ...figures,
});

const team = (members: TeamMember[]): TeamPage => ({ kind: 'found', period: 'week', members, weeks: [], today: '2026-11-29' });

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0].textContent);

describe('the Team screen', () => {
  beforeEach(() => {
    mockRouter.query = {};
    mockSaveFile.mockReset();
  });

  it('lists the agents, the best collector first, with the team’s totals last', () => {
    renderWithChakra(
      <TeamView team={team([member('1', 'Ada', { collectedKobo: 100_000 }), member('2', 'Bola', { collectedKobo: 900_000, status: 'SUSPENDED', claimsCount: 2 })])} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Bola Obi0803 000 0001Suspended', 'Ada Obi0803 000 0001', 'Team']);
    const totals = within(screen.getByRole('table')).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(totals).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '₦12,000', '₦10,000', '₦1,200', '2', '0']);
    const collected = screen.getByRole('columnheader', { name: /Premium collected/ });
    expect(collected).toHaveAttribute('aria-sort', 'descending');
    // A click sorts the other way, in the address (shallow: the figures are on the page).
    expect(within(collected).getByRole('link')).toHaveAttribute('href', '/office/team?sort=collected&dir=asc');
    expect(within(screen.getByRole('columnheader', { name: /Agent/ })).getByRole('link')).toHaveAttribute('href', '/office/team?sort=name&dir=asc');
    expect(screen.getByRole('link', { name: 'This week' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'This month' })).toHaveAttribute('href', '/office/team?period=month');
  });

  it('sorts as the address says', () => {
    mockRouter.query = { sort: 'name', dir: 'desc' };
    renderWithChakra(<TeamView team={team([member('1', 'Ada'), member('2', 'Chi'), member('3', 'Bola')])} />);
    expect(rowNames().slice(0, 3).map((name) => name?.slice(0, 4))).toEqual(['Chi ', 'Bola', 'Ada ']);
    expect(screen.getByRole('columnheader', { name: /Agent/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('downloads the table as a CSV file in its order', async () => {
    renderWithChakra(<TeamView team={team([member('1', 'Ada', { collectedKobo: 100 }), member('2', 'Bola', { collectedKobo: 900 })])} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(mockSaveFile).toHaveBeenCalled());
    const [text, fileName, type] = mockSaveFile.mock.calls[0] as [string, string, string];
    expect(fileName).toBe('team-week-2026-11-29.csv');
    expect(type).toBe('text/csv;charset=utf-8');
    expect(text.split('\r\n')).toEqual([
      '\uFEFFFirst name,Last name,Phone,Plans sold,Premium written (NGN),Premium collected (NGN),Commission (NGN),Claims,Renewals',
      'Bola,Obi,0803 000 0001,1,6000,9,600,0,0',
      'Ada,Obi,0803 000 0001,1,6000,1,600,0,0',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved team-week-2026-11-29.csv.');
  });

  it('says so when the team has no agents, and still shows the weeks', () => {
    renderWithChakra(<TeamView team={team([])} />);
    expect(screen.getByRole('heading', { name: 'No agents in your team yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('The weeks’ chart')).toBeInTheDocument();
  });

  it('offers to try again when the figures could not be loaded', () => {
    renderWithChakra(<TeamView team={{ kind: 'unavailable', message: 'The service did not answer.', retryPath: '/office/team' }} />);
    expect(screen.getByRole('heading', { name: 'Your team could not be loaded' })).toBeInTheDocument();
  });
});
