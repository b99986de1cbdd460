import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { TeamWeek } from './teamWeek';

// The chart's module stands in for uPlot (jsdom has no canvas); its factory runs when the module is required.
const mockChartModuleLoaded = jest.fn();
const mockChartDrawn = jest.fn();
jest.mock('./TeamWeeksChart', () => {
  mockChartModuleLoaded();
  return {
    __esModule: true,
    default: ({ weeks }: { weeks: TeamWeek[] }) => {
      mockChartDrawn(weeks);
      return `Chart of ${weeks.length} weeks`;
    },
  };
});

// Required, not imported: imports run before the lines above, too early to record what the figure's module loads.
const { TeamWeeksFigure } = require('./TeamWeeksFigure') as typeof import('./TeamWeeksFigure');
const chartModuleLoadedWithFigure = mockChartModuleLoaded.mock.calls.length > 0;

const WEEKS: TeamWeek[] = [
  { weekOf: '2025-09-29', salesCount: 4, writtenKobo: 1_250_000, collectedKobo: 900_050 },
  { weekOf: '2025-10-06', salesCount: 0, writtenKobo: 0, collectedKobo: 35_000_000 },
  { weekOf: '2025-10-13', salesCount: 12, writtenKobo: 123_456_789, collectedKobo: 0 },
];

const quietWeeks = (count: number): TeamWeek[] =>
  Array.from({ length: count }, (_unused, index) => ({ weekOf: `2025-10-${String(6 + index).padStart(2, '0')}`, salesCount: 0, writtenKobo: 0, collectedKobo: 0 }));

beforeEach(() => {
  mockChartDrawn.mockClear();
});

describe('TeamWeeksFigure', () => {
  it('loads the chart at the first input on the page, or when asked for, holding its place meanwhile', async () => {
    const { unmount } = renderWithChakra(<TeamWeeksFigure weeks={WEEKS} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(mockChartDrawn).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await screen.findByText('Chart of 3 weeks');
    unmount();

    renderWithChakra(<TeamWeeksFigure weeks={WEEKS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    await screen.findByText('Chart of 3 weeks');
  });

  it('shows each week in a table, money as naira, the current week marked as so far', async () => {
    renderWithChakra(<TeamWeeksFigure weeks={WEEKS} />);
    await userEvent.click(screen.getByText('Show the weeks as a table'));

    const table = screen.getByRole('table', { name: 'Weekly sales, last 3 weeks' });
    const rows = within(table).getAllByRole('row') as HTMLTableRowElement[];
    expect(rows.map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
      ['Week of', 'Plans sold', 'Premium written', 'Premium collected'],
      ['29 Sept 2025', '4', '₦12,500', '₦9,000.5'],
      ['6 Oct 2025', '0', '₦0', '₦350,000'],
      ['13 Oct 2025 (so far)', '12', '₦1,234,567.89', '₦0'],
    ]);
    // Each row is named by its week, for a screen reader moving along it.
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['29 Sept 2025', '6 Oct 2025', '13 Oct 2025 (so far)']);
    await screen.findByText('Chart of 3 weeks');
  });

  it('keeps the table in its own box that the keyboard can reach and scroll', async () => {
    renderWithChakra(<TeamWeeksFigure weeks={WEEKS} />);
    await userEvent.tab();
    expect(screen.getByText('Show the weeks as a table')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Weekly sales, last 3 weeks' })).toHaveFocus();
    await screen.findByText('Chart of 3 weeks');
  });

  it('loads the chart in the browser once asked for, not with the figure', async () => {
    expect(chartModuleLoadedWithFigure).toBe(false);
    renderWithChakra(<TeamWeeksFigure weeks={WEEKS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    expect(await screen.findByText('Chart of 3 weeks')).toBeInTheDocument();
    expect(mockChartModuleLoaded).toHaveBeenCalledTimes(1);
    expect(mockChartDrawn).toHaveBeenLastCalledWith(WEEKS);
  });

  it('says there were no sales instead of an empty chart and table', async () => {
    renderWithChakra(<TeamWeeksFigure weeks={quietWeeks(13)} />);
    const figure = screen.getByRole('figure', { name: 'Weekly sales, last 13 weeks' });
    expect(within(figure).getByText('No sales in the last 13 weeks.')).toBeInTheDocument();
    // Given the chart's code a moment to arrive: nothing was waiting for it.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(figure.children).toHaveLength(2);
    expect(mockChartDrawn).not.toHaveBeenCalled();
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByText('Show the weeks as a table')).not.toBeInTheDocument();
  });

  it('draws a chart when money was collected in weeks without a sale', async () => {
    renderWithChakra(<TeamWeeksFigure weeks={[...quietWeeks(12), { weekOf: '2025-10-20', salesCount: 0, writtenKobo: 0, collectedKobo: 500_000 }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    expect(await screen.findByText('Chart of 13 weeks')).toBeInTheDocument();
    expect(screen.queryByText('No sales in the last 13 weeks.')).not.toBeInTheDocument();
  });
});
