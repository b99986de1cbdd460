/** One week of the team's sales (Monday to Sunday in Lagos), for the Team screen's chart and its table. */
export interface TeamWeek {
  /** The week's Monday, a Lagos date (YYYY-MM-DD). */
  weekOf: string;
  /** Plans sold (paid for) that week by the team's agents. */
  salesCount: number;
  /** Their premiums: what was written. */
  writtenKobo: number;
  /** The plans' money received that week, less refunds: what was collected. */
  collectedKobo: number;
}
