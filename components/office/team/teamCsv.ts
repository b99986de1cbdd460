import Papa from 'papaparse';
import { formatPhone } from '@/lib/format/phone';
import type { TeamMember } from './teamFigures';
import type { TeamPeriod } from './teamPeriod';

// Loaded only with the download (papaparse stays out of the Team screen's first load).

/** Kobo as naira, a plain number a spreadsheet adds up: 1250050 → "12500.5". */
const naira = (kobo: number) => String(kobo / 100);

const COLUMNS: [header: string, value: (member: TeamMember) => string][] = [
  ['First name', (m) => m.firstName],
  ['Last name', (m) => m.lastName],
  ['Phone', (m) => formatPhone(m.phone)],
  ['Plans sold', (m) => String(m.salesCount)],
  ['Premium written (NGN)', (m) => naira(m.writtenKobo)],
  ['Premium collected (NGN)', (m) => naira(m.collectedKobo)],
  ['Commission (NGN)', (m) => naira(m.commissionKobo)],
  ['Claims', (m) => String(m.claimsCount)],
  ['Renewals', (m) => String(m.renewalsCount)],
];

/**
 * The team's figures as a CSV file's text, in the table's order: a header row, then one row per agent, amounts
 * in naira. A byte-order mark first (spreadsheet apps read UTF-8 names right); a cell that could start a
 * formula is written as text.
 */
export function teamCsv(members: readonly TeamMember[]): string {
  const rows = members.map((member) => COLUMNS.map(([, value]) => value(member)));
  return `\uFEFF${Papa.unparse({ fields: COLUMNS.map(([header]) => header), data: rows }, { escapeFormulae: true, newline: '\r\n' })}`;
}

/** The file's name: the period and the Lagos date, `team-week-2026-11-29.csv`. */
export function teamCsvFileName(period: TeamPeriod, today: string): string {
  return `team-${period}-${today}.csv`;
}
