import { formatDate } from '@/lib/format/date';

/** The chart's key (the two series' names) above its plot. */
export const CHART_KEY_HEIGHT_PX = 24;
/** The plot, its axes included. */
export const CHART_PLOT_HEIGHT_PX = 260;
/** The whole chart: its placeholder keeps this height, so nothing below moves when the chart arrives. */
export const CHART_HEIGHT_PX = CHART_KEY_HEIGHT_PX + CHART_PLOT_HEIGHT_PX;

/** A week's Monday under the chart: "2025-10-06" → "6 Oct" (the app's month names: "29 Sept"). */
export function weekLabel(weekOf: string): string {
  // formatDate reads a bare date as that day in Lagos, never the day before or after.
  return formatDate(weekOf).replace(/ \d{4}$/, '');
}

const NAIRA_SIGN = '\u20A6';

const COMPACT_UNITS = [
  { size: 1e9, suffix: 'bn' },
  { size: 1e6, suffix: 'm' },
  { size: 1e3, suffix: 'k' },
] as const;

const toOneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * An amount of kobo as the money axis labels it, to one decimal at most: "₦1.2m", "₦350k", "₦0". An axis
 * tick may be any number (it is the chart's, not a stored amount), so it is rounded, never refused.
 */
export function formatMoneyCompact(kobo: number): string {
  const naira = Math.abs(kobo) / 100;
  const sign = kobo < 0 ? '-' : '';
  // The largest unit the rounded amount fills: ₦999,950 is "₦1m", not "₦1000k".
  const unit = COMPACT_UNITS.find(({ size }) => toOneDecimal(naira / size) >= 1);
  const amount = unit ? `${toOneDecimal(naira / unit.size)}${unit.suffix}` : String(toOneDecimal(naira));
  return amount === '0' ? `${NAIRA_SIGN}0` : `${sign}${NAIRA_SIGN}${amount}`;
}
