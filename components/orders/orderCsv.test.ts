import Papa from 'papaparse';
import type { ExportOrder } from './getOrdersForExport';
import { ordersCsv, ordersCsvFileName } from './orderCsv';

const order = (extra: Partial<ExportOrder> = {}, customer: Partial<ExportOrder['customer']> = {}): ExportOrder => ({
  __typename: 'plan_order',
  id: 'o1',
  reference: 'ORD-2026-000001',
  policy_number: 'SUN-2026-000001',
  status: 'ACTIVE',
  billing: 'POSTPAID',
  premium_kobo: 1_650_000,
  amount_paid_kobo: 137_550,
  commission_kobo: 13_755,
  // 23:30 UTC is the next day in Lagos.
  created_at: '2026-03-14T23:30:00+00:00',
  starts_on: '2026-03-15',
  ends_on: '2027-03-14',
  plan: { __typename: 'plan', id: 'p1', name: 'Total Care' },
  device: { __typename: 'device', id: 'd1', brand: 'Tecno', model: 'Spark 20' },
  customer: { __typename: 'customer', id: 'c1', first_name: 'Ada', last_name: 'Obi', phone: '+2348031234567', ...customer },
  ...extra,
});

const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('ordersCsv', () => {
  it('writes a header and one row per order: Lagos dates as YYYY-MM-DD, amounts in naira as plain numbers', () => {
    const [header, row, ...rest] = parse(ordersCsv([order()]));
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Reference', 'Policy number', 'Order date', 'Status', 'Customer first name', 'Customer last name', 'Customer phone', 'Device brand',
      'Device model', 'Plan', 'Billing', 'Amount (NGN)', 'Paid (NGN)', 'Commission (NGN)', 'Cover starts', 'Cover ends',
    ]);
    expect(row).toEqual([
      'ORD-2026-000001', 'SUN-2026-000001', '2026-03-15', 'Active', 'Ada', 'Obi', '0803 123 4567', 'Tecno',
      'Spark 20', 'Total Care', 'Monthly', '16500', '1375.5', '137.55', '2026-03-15', '2027-03-14',
    ]);
  });

  it('keeps commas, quotes, new lines and non-ASCII names intact, starting with a UTF-8 byte-order mark', () => {
    const csv = ordersCsv([order({}, { first_name: 'Adébáyọ̀, "Ayo"', last_name: 'Ọlá\nOkonkwo' }), order({ device: { __typename: 'device', id: 'd2', brand: 'Itel', model: 'A70 "Pro"' } })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [, first, second] = parse(csv);
    expect(first.slice(4, 6)).toEqual(['Adébáyọ̀, "Ayo"', 'Ọlá\nOkonkwo']);
    expect(second[8]).toBe('A70 "Pro"');
  });

  it('writes a cell that a spreadsheet would run as a formula as text', () => {
    const [, row] = parse(ordersCsv([order({ device: { __typename: 'device', id: 'd3', brand: '=HYPERLINK("x")', model: '+1' } })]));
    expect(row[7]).toBe('\'=HYPERLINK("x")');
    expect(row[8]).toBe("'+1");
  });

  it('is the header alone for no orders, and names the file with the date', () => {
    expect(parse(ordersCsv([]))).toHaveLength(1);
    expect(ordersCsvFileName('2026-11-24')).toBe('orders-2026-11-24.csv');
  });
});
