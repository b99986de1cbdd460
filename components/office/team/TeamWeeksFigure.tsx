import { Box, Button, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useEffect, useId, useState } from 'react';
import { partLoading } from '@/components/ui/partLoading';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { plural } from '@/lib/format/plural';
import type { TeamWeek } from './teamWeek';
import { CHART_HEIGHT_PX } from './weekAxis';

// The chart library (uPlot, a canvas) is not needed for the first paint: it loads at the first input on the
// page, and a box of the chart's height holds its place meanwhile, so nothing below it moves.
const TeamWeeksChart = dynamic(() => import('./TeamWeeksChart'), {
  ssr: false,
  loading: partLoading('The chart could not be loaded.', <Skeleton height={`${CHART_HEIGHT_PX}px`} borderRadius="md" aria-hidden="true" />),
});

const FOCUS_RING = { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

const isQuiet = (week: TeamWeek) => week.salesCount === 0 && week.writtenKobo === 0 && week.collectedKobo === 0;

/**
 * The team's sales week by week, oldest first (the last week is the current one, so far): a chart of the
 * premium written and collected, and the same weeks as a table, which is what screen readers read.
 */
export function TeamWeeksFigure({ weeks }: { weeks: TeamWeek[] }) {
  const captionId = useId();
  const span = plural(weeks.length, 'week', 'weeks');
  return (
    <Stack as="figure" aria-labelledby={captionId} gap="3" minWidth="0">
      <chakra.figcaption id={captionId} fontWeight="semibold">
        {`Weekly sales, last ${span}`}
      </chakra.figcaption>
      {weeks.every(isQuiet) ? (
        <Text color="fg.muted">{`No sales in the last ${span}.`}</Text>
      ) : (
        <>
          <ChartOnFirstInput weeks={weeks} />
          <WeeksTable weeks={weeks} labelledBy={captionId} />
        </>
      )}
    </Stack>
  );
}

/** What shows a person is at the screen: the chart loads at the first of these (or at "Draw the chart"). */
const FIRST_INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown', 'wheel'] as const;

/**
 * The chart, loaded at the person's first move on the page (a scroll, a tap, the mouse, a key) or when they ask
 * for it: the first load and its main-thread work stay the table's, and the chart is drawn as they look on.
 */
function ChartOnFirstInput({ weeks }: { weeks: TeamWeek[] }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const input of FIRST_INPUTS) window.addEventListener(input, want, { once: true, passive: true });
    return () => {
      for (const input of FIRST_INPUTS) window.removeEventListener(input, want);
    };
  }, [wanted]);
  if (wanted) return <TeamWeeksChart weeks={weeks} />;
  return (
    <Box position="relative" height={`${CHART_HEIGHT_PX}px`}>
      <Skeleton position="absolute" inset="0" borderRadius="md" aria-hidden="true" />
      <Button position="absolute" top="50%" left="50%" transform="translate(-50%, -50%)" size="sm" variant="outline" bg="bg" onClick={() => setWanted(true)}>
        Draw the chart
      </Button>
    </Box>
  );
}

/** The weeks as a table behind a disclosure (the browser's own: it opens before any script runs). */
function WeeksTable({ weeks, labelledBy }: { weeks: TeamWeek[]; labelledBy: string }) {
  const cell = { paddingX: '3', paddingY: '2', borderTopWidth: '1px', whiteSpace: 'nowrap' } as const;
  const amount = { ...cell, textAlign: 'end' } as const;
  return (
    <Box asChild borderWidth="1px" borderRadius="md">
      <details>
        <Box asChild paddingX="4" paddingY="2" cursor="pointer" fontWeight="medium" borderRadius="md" _focusVisible={FOCUS_RING}>
          <summary>Show the weeks as a table</summary>
        </Box>
        {/* On a phone the table scrolls sideways in its own box, which takes the focus to be scrolled by keys. */}
        <Box role="region" aria-labelledby={labelledBy} tabIndex={0} overflowX="auto" paddingX="1" paddingBottom="2" borderRadius="md" _focusVisible={FOCUS_RING}>
          <chakra.table aria-labelledby={labelledBy} width="full" fontSize="sm" fontVariantNumeric="tabular-nums">
            <thead>
              <tr>
                <chakra.th scope="col" {...cell} borderTopWidth="0" textAlign="start" fontWeight="medium" color="fg.muted">
                  Week of
                </chakra.th>
                {['Plans sold', 'Premium written', 'Premium collected'].map((heading) => (
                  <chakra.th key={heading} scope="col" {...amount} borderTopWidth="0" fontWeight="medium" color="fg.muted">
                    {heading}
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={week.weekOf}>
                  <chakra.th scope="row" {...cell} textAlign="start" fontWeight="normal">
                    {formatDate(week.weekOf)}
                    {index === weeks.length - 1 ? ' (so far)' : ''}
                  </chakra.th>
                  <chakra.td {...amount}>{week.salesCount}</chakra.td>
                  <chakra.td {...amount}>{formatMoney(week.writtenKobo)}</chakra.td>
                  <chakra.td {...amount}>{formatMoney(week.collectedKobo)}</chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      </details>
    </Box>
  );
}
