import { formatMoney } from '../format/money';
import { MAX_PURCHASE_PRICE_KOBO, MIN_PURCHASE_PRICE_KOBO } from './money';
import { PURCHASE_DATE_MESSAGES } from './dates';
import { DEVICE_VALUE_MESSAGE, deviceIneligibility } from './eligibility';

const naira = (n: number) => n * 100;
const today = '2025-06-15';

describe('deviceIneligibility', () => {
  it('offers plans for devices worth ₦20,000–₦3,000,000 bought in the last 12 months', () => {
    expect(deviceIneligibility({ purchase_price_kobo: naira(20_000), purchase_date: '2024-06-15' }, today)).toBeUndefined();
    expect(deviceIneligibility({ purchase_price_kobo: naira(3_000_000), purchase_date: today }, today)).toBeUndefined();
  });

  it('names the value range and the device’s value when it is outside', () => {
    expect(DEVICE_VALUE_MESSAGE).toBe('Plans cover devices worth ₦20,000 to ₦3,000,000');
    expect(DEVICE_VALUE_MESSAGE).toBe(`Plans cover devices worth ${formatMoney(MIN_PURCHASE_PRICE_KOBO)} to ${formatMoney(MAX_PURCHASE_PRICE_KOBO)}`);
    expect(deviceIneligibility({ purchase_price_kobo: naira(19_999), purchase_date: today }, today)).toBe(`${DEVICE_VALUE_MESSAGE}: this one is worth ₦19,999`);
    expect(deviceIneligibility({ purchase_price_kobo: 300_000_001, purchase_date: today }, today)).toBe(
      `${DEVICE_VALUE_MESSAGE}: this one is worth ₦3,000,000.01`,
    );
  });

  it('refuses a device bought more than 12 months ago, or on a date still to come', () => {
    expect(deviceIneligibility({ purchase_price_kobo: naira(50_000), purchase_date: '2024-06-14' }, today)).toBe(PURCHASE_DATE_MESSAGES.outsidePlanWindow);
    expect(deviceIneligibility({ purchase_price_kobo: naira(50_000), purchase_date: '2025-06-16' }, today)).toBe(PURCHASE_DATE_MESSAGES.outsidePlanWindow);
  });

  it('waives the age rule for a renewal, not the value rule', () => {
    expect(deviceIneligibility({ purchase_price_kobo: naira(50_000), purchase_date: '2023-01-01' }, today, { renewal: true })).toBeUndefined();
    expect(deviceIneligibility({ purchase_price_kobo: naira(10_000), purchase_date: '2023-01-01' }, today, { renewal: true })).toBe(
      `${DEVICE_VALUE_MESSAGE}: this one is worth ₦10,000`,
    );
  });
});
