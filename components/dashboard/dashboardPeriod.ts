import { lagosMonthStart, lagosToday } from '@/lib/validation/lagosDay';
import { addDays, RENEWAL_WINDOW_DAYS } from '@/lib/validation/dates';


export interface DashboardPeriod {
  /** The first instant of the Lagos month, as timestamptz text. */
  monthStart: string;
  /** Lagos calendar dates. */
  today: string;
  renewalsUntil: string;
}

/** The dashboard's "this month" and "next 30 days" at `now`, in Africa/Lagos (UTC+01:00 all year, no DST). */
export function dashboardPeriod(now: Date = new Date()): DashboardPeriod {
  const today = lagosToday(now);
  return {
    monthStart: lagosMonthStart(now),
    today,
    renewalsUntil: addDays(today, RENEWAL_WINDOW_DAYS),
  };
}
