import Papa from 'papaparse';
import { formatPhone } from '@/lib/format/phone';
import { billingLabel } from '@/lib/orders/billing';
import { orderStatusLabel } from '@/lib/orders/orderStatus';
import { lagosToday } from '@/lib/validation/lagosDay';
import type { ExportOrder } from './getOrdersForExport';

// Loaded only with the export (papaparse stays out of every first load).

/** Kobo as naira, a plain number a spreadsheet adds up: 1250050 → "12500.5". */
const naira = (kobo: number) => String(kobo / 100);

/** The CSV's columns, in order: the header and how each order fills it. */
const COLUMNS: [header: string, value: (order: ExportOrder) => string][] = [
  ['Reference', (o) => o.reference],
  ['Policy number', (o) => o.policy_number],
  ['Order date', (o) => lagosToday(new Date(o.created_at))],
  ['Status', (o) => orderStatusLabel(o.status)],
  ['Customer first name', (o) => o.customer.first_name],
  ['Customer last name', (o) => o.customer.last_name],
  ['Customer phone', (o) => formatPhone(o.customer.phone)],
  ['Device brand', (o) => o.device.brand],
  ['Device model', (o) => o.device.model],
  ['Plan', (o) => o.plan.name],
  ['Billing', (o) => billingLabel(o.billing)],
  ['Amount (NGN)', (o) => naira(o.premium_kobo)],
  ['Paid (NGN)', (o) => naira(o.amount_paid_kobo)],
  ['Commission (NGN)', (o) => naira(o.commission_kobo)],
  ['Cover starts', (o) => o.starts_on],
  ['Cover ends', (o) => o.ends_on],
];

/**
 * The orders as a CSV file's text: a header row, then one row per order; dates `YYYY-MM-DD` (the order's
 * Lagos day), amounts in naira. A byte-order mark first, so spreadsheet apps read it as UTF-8 (names keep
 * their accents); a cell that could start a formula (`=`, `+`, `-`, `@`) is written as text.
 */
export function ordersCsv(orders: ExportOrder[]): string {
  const rows = orders.map((order) => COLUMNS.map(([, value]) => value(order)));
  return `\uFEFF${Papa.unparse({ fields: COLUMNS.map(([header]) => header), data: rows }, { escapeFormulae: true, newline: '\r\n' })}`;
}

/** The file's name, with the Lagos date of the export: `orders-2026-11-24.csv`. */
export function ordersCsvFileName(today: string): string {
  return `orders-${today}.csv`;
}
