import {
  addDays,
  addMonths,
  daysBetween,
  ageOn,
  DATE_OF_BIRTH_MESSAGES,
  INCIDENT_DATE_MESSAGES,
  isWithinPlanWindow,
  LAGOS_TIME_ZONE,
  lagosToday,
  parseIsoDate,
  PURCHASE_DATE_MESSAGES,
  validateDateOfBirth,
  validateIncidentDate,
  validatePurchaseDate,
} from './dates';

describe('lagosToday', () => {
  it('is the date in Lagos (UTC+1), not in UTC', () => {
    expect(lagosToday(new Date('2025-03-15T22:59:59Z'))).toBe('2025-03-15');
    expect(lagosToday(new Date('2025-03-15T23:00:00Z'))).toBe('2025-03-16');
    expect(lagosToday(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
  });

  it('agrees with Intl’s Africa/Lagos around every midnight of the years the app sees', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      for (const instant of [day + 22 * 3_600_000 + 59 * 60_000, day + 23 * 3_600_000]) {
        expect(lagosToday(new Date(instant))).toBe(intl.format(instant));
      }
    }
  });
});

describe('calendar arithmetic', () => {
  it('parses real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2023-13-01')).toBeUndefined();
    expect(parseIsoDate('2023-1-01')).toBeUndefined();
    expect(parseIsoDate('15/03/2025')).toBeUndefined();
  });

  it('moves by months, clamping to the month end, and by days', () => {
    expect(addMonths('2025-03-15', -12)).toBe('2024-03-15');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('counts whole years of age', () => {
    expect(ageOn('2007-03-15', '2025-03-15')).toBe(18);
    expect(ageOn('2007-03-16', '2025-03-15')).toBe(17);
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });
});

describe('validateDateOfBirth', () => {
  const today = '2025-03-15';
  it('accepts 18 to 100 years old', () => {
    expect(validateDateOfBirth('2007-03-15', today)).toBeUndefined();
    expect(validateDateOfBirth('1990-07-01', today)).toBeUndefined();
    expect(validateDateOfBirth('1924-03-16', today)).toBeUndefined(); // 100, turns 101 tomorrow
  });

  it.each([
    ['', DATE_OF_BIRTH_MESSAGES.required],
    ['1990-02-30', DATE_OF_BIRTH_MESSAGES.invalid],
    ['01/07/1990', DATE_OF_BIRTH_MESSAGES.invalid],
    ['2007-03-16', DATE_OF_BIRTH_MESSAGES.tooYoung],
    ['2026-01-01', DATE_OF_BIRTH_MESSAGES.tooYoung],
    ['1924-03-15', DATE_OF_BIRTH_MESSAGES.tooOld],
  ])('rejects %p', (value, message) => {
    expect(validateDateOfBirth(value, today)).toBe(message);
  });
});

describe('validatePurchaseDate and isWithinPlanWindow', () => {
  const today = '2025-03-15';
  it('accepts any past date, but only the last 12 months get a plan', () => {
    expect(validatePurchaseDate('2025-03-15', today)).toBeUndefined();
    expect(validatePurchaseDate('2023-01-10', today)).toBeUndefined();
    expect(isWithinPlanWindow('2025-03-15', today)).toBe(true);
    expect(isWithinPlanWindow('2024-03-15', today)).toBe(true);
    expect(isWithinPlanWindow('2024-03-14', today)).toBe(false);
    expect(isWithinPlanWindow('2025-03-16', today)).toBe(false);
    expect(isWithinPlanWindow('not a date', today)).toBe(false);
  });

  it.each([
    ['', PURCHASE_DATE_MESSAGES.required],
    ['2025-02-29', PURCHASE_DATE_MESSAGES.invalid],
    ['2025-03-16', PURCHASE_DATE_MESSAGES.future],
    ['0024-05-01', PURCHASE_DATE_MESSAGES.tooEarly],
  ])('rejects %p', (value, message) => {
    expect(validatePurchaseDate(value, today)).toBe(message);
  });
});

describe('validateIncidentDate', () => {
  it('takes a real date that is not in the future', () => {
    expect(validateIncidentDate('2025-03-15', '2025-03-15')).toBeUndefined();
    expect(validateIncidentDate('2025-03-16', '2025-03-15')).toBe(INCIDENT_DATE_MESSAGES.future);
    expect(validateIncidentDate('2025-3-1', '2025-03-15')).toBe(INCIDENT_DATE_MESSAGES.invalid);
    expect(validateIncidentDate('', '2025-03-15')).toBe(INCIDENT_DATE_MESSAGES.required);
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, negative backwards, across months and leap days', () => {
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysBetween('2026-11-24', '2026-12-24')).toBe(30);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
  });
});
