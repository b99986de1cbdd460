import 'uplot/dist/uPlot.min.css';
import { Box, Flex, Text, useChakraContext, type SystemContext } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { formatMoney } from '@/lib/format/money';
import { plural } from '@/lib/format/plural';
import type { TeamWeek } from './teamWeek';
import { CHART_HEIGHT_PX, CHART_KEY_HEIGHT_PX, CHART_PLOT_HEIGHT_PX, formatMoneyCompact, weekLabel } from './weekAxis';

/** What the chart draws with, as the theme's colour tokens: the key shows them, the canvas reads their CSS variables. */
const COLOUR_TOKENS = {
  written: 'brand.solid',
  writtenEdge: 'brand.border',
  collected: 'fg',
  surface: 'bg',
  axis: 'fg.muted',
  grid: 'border',
} as const;

type ChartColours = Record<keyof typeof COLOUR_TOKENS, string>;

// Only if a variable is missing (a stylesheet not loaded): readable on white.
const FALLBACK_COLOURS: ChartColours = {
  written: '#3182ce',
  writtenEdge: '#2b6cb0',
  collected: '#18181b',
  surface: '#ffffff',
  axis: '#52525b',
  grid: '#e4e4e7',
};

/** The colours as the document has them now: the brand's build and the colour mode (a class on <html>). */
function readColours(system: SystemContext): ChartColours {
  const style = getComputedStyle(document.documentElement);
  const colours = Object.entries(COLOUR_TOKENS).map(([role, token]) => {
    const variable = system.tokens.getByName(`colors.${token}`)?.extensions.cssVar?.var;
    const value = variable ? style.getPropertyValue(variable).trim() : '';
    return [role, value || FALLBACK_COLOURS[role as keyof ChartColours]];
  });
  return Object.fromEntries(colours) as ChartColours;
}

/** The week under the pointer and where its tooltip sits, beside the week on the side with more room. */
interface Hovered {
  index: number;
  left?: number;
  right?: number;
}

const TOOLTIP_OFFSET_PX = 12;

function chartOptions(weeks: TeamWeek[], colours: ChartColours, width: number, font: string, onHover: (hovered: Hovered | null) => void): uPlot.Options {
  const labels = weeks.map((week) => weekLabel(week.weekOf));
  const axis = { stroke: colours.axis, font, ticks: { show: false }, grid: { stroke: colours.grid, width: 1 } };
  return {
    width,
    height: CHART_PLOT_HEIGHT_PX,
    // The key is the component's own (its height is known before the chart loads); values show in the tooltip.
    legend: { show: false },
    // Thirteen points: nothing to zoom into.
    cursor: { y: false, drag: { x: false, y: false } },
    scales: {
      // Weeks by their place, half a week of room either side for the first and last bars.
      x: { time: false, range: [-0.5, weeks.length - 0.5] },
      y: { range: (_chart, min, max) => uPlot.rangeNum(Math.min(0, min), Math.max(0, max), 0.1, true) },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        // Every week from ~570 px of plot, down to every third on a phone: the last (this) week always labelled.
        space: 44,
        incrs: [1, 2, 3, 4, 6, 12],
        values: (_chart, splits) => splits.map((index) => (Number.isInteger(index) ? (labels[index] ?? null) : null)),
      },
      { ...axis, size: 56, values: (_chart, splits) => splits.map(formatMoneyCompact) },
    ],
    series: [
      {},
      {
        label: 'Premium written',
        fill: colours.written,
        stroke: colours.writtenEdge,
        width: 1,
        paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
        points: { show: false },
      },
      {
        label: 'Premium collected',
        stroke: colours.collected,
        width: 2,
        points: { show: true, size: 7, width: 2, stroke: colours.collected, fill: colours.surface },
      },
    ],
    hooks: {
      // Fires when the pointer moves to another week, or off the plot.
      setLegend: [
        (chart) => {
          const index = chart.cursor.idx;
          if (index === null || index === undefined) {
            onHover(null);
            return;
          }
          const x = chart.over.offsetLeft + chart.valToPos(index, 'x');
          onHover(x < chart.width / 2 ? { index, left: x + TOOLTIP_OFFSET_PX } : { index, right: chart.width - x + TOOLTIP_OFFSET_PX });
        },
      ],
    },
  };
}

function chartData(weeks: TeamWeek[]): uPlot.AlignedData {
  return [weeks.map((_week, index) => index), weeks.map((week) => week.writtenKobo), weeks.map((week) => week.collectedKobo)];
}

/**
 * The team's weeks as a chart (uPlot, on a canvas): premium written as bars, premium collected as a line,
 * in the brand's colours and the colour mode's. Browser only, loaded after the page (TeamWeeksFigure); hidden
 * from screen readers, which read the figure's table instead.
 */
export default function TeamWeeksChart({ weeks }: { weeks: TeamWeek[] }) {
  const system = useChakraContext();
  const plotRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<Hovered | null>(null);

  useEffect(() => {
    const container = plotRef.current;
    if (!container) return;
    let chart: uPlot | null = null;
    const draw = () => {
      chart?.destroy();
      setHovered(null);
      const font = `12px ${getComputedStyle(container).fontFamily}`;
      chart = new uPlot(chartOptions(weeks, readColours(system), container.clientWidth, font, setHovered), chartData(weeks), container);
    };
    draw();

    const resize = new ResizeObserver(() => {
      if (!chart || chart.width === container.clientWidth) return;
      setHovered(null);
      chart.setSize({ width: container.clientWidth, height: CHART_PLOT_HEIGHT_PX });
    });
    resize.observe(container);
    // The colour mode changed: a canvas keeps the colours it was drawn in, so it is drawn again.
    const colourMode = new MutationObserver(draw);
    colourMode.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

    return () => {
      resize.disconnect();
      colourMode.disconnect();
      chart?.destroy();
    };
  }, [weeks, system]);

  const week = hovered === null ? undefined : weeks[hovered.index];
  return (
    <Box aria-hidden="true" height={`${CHART_HEIGHT_PX}px`} position="relative">
      <Flex height={`${CHART_KEY_HEIGHT_PX}px`} gap="4" alignItems="center" fontSize="xs" color="fg.muted">
        <Flex alignItems="center" gap="1.5">
          <Box width="3" height="3" bg={COLOUR_TOKENS.written} borderWidth="1px" borderColor={COLOUR_TOKENS.writtenEdge} />
          Premium written
        </Flex>
        <Flex alignItems="center" gap="1.5">
          <Box width="3" height="3" borderRadius="full" borderWidth="2px" borderColor={COLOUR_TOKENS.collected} bg={COLOUR_TOKENS.surface} />
          Premium collected
        </Flex>
      </Flex>
      <Box ref={plotRef} height={`${CHART_PLOT_HEIGHT_PX}px`} position="relative" />
      {hovered !== null && week ? (
        <Box
          position="absolute"
          top={`${CHART_KEY_HEIGHT_PX + 8}px`}
          left={hovered.left === undefined ? undefined : `${hovered.left}px`}
          right={hovered.right === undefined ? undefined : `${hovered.right}px`}
          pointerEvents="none"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="sm"
          paddingX="2"
          paddingY="1"
          fontSize="xs"
          whiteSpace="nowrap"
        >
          <Text fontWeight="semibold">{`Week of ${weekLabel(week.weekOf)}`}</Text>
          <Text>{`${plural(week.salesCount, 'plan', 'plans')} sold`}</Text>
          <Text>{`Written ${formatMoney(week.writtenKobo)}`}</Text>
          <Text>{`Collected ${formatMoney(week.collectedKobo)}`}</Text>
        </Box>
      ) : null}
    </Box>
  );
}
