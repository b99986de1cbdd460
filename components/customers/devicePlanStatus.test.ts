import { devicePlanStatus, type DeviceOrderFacts } from './devicePlanStatus';

const today = '2025-03-15';
const order = (status: string, starts_on: string, ends_on: string, name = 'Total Care'): DeviceOrderFacts => ({ status, starts_on, ends_on, plan: { name } });

describe('devicePlanStatus', () => {
  it('names the active plan and when it ends', () => {
    expect(devicePlanStatus([order('ACTIVE', '2024-06-01', '2025-05-31')], today)).toEqual({
      kind: 'active',
      planName: 'Total Care',
      startsOn: '2024-06-01',
      endsOn: '2025-05-31',
      startsLater: false,
    });
  });

  it('counts the last covered day', () => {
    expect(devicePlanStatus([order('ACTIVE', '2024-03-16', '2025-03-15')], today).kind).toBe('active');
  });

  it('is no plan without orders, or with only orders that give no cover', () => {
    expect(devicePlanStatus([], today)).toEqual({ kind: 'none' });
    expect(
      devicePlanStatus(
        [
          order('EXPIRED', '2024-01-01', '2024-12-31'),
          order('PENDING_PAYMENT', '2025-03-14', '2026-03-13'),
          order('PAYMENT_FAILED', '2025-03-10', '2026-03-09'),
          order('CANCELLED', '2025-01-10', '2026-01-09'),
        ],
        today,
      ),
    ).toEqual({ kind: 'none' });
  });

  it('is no plan once an ACTIVE order has ended, before the database marks it expired', () => {
    expect(devicePlanStatus([order('ACTIVE', '2024-03-14', '2025-03-14')], today)).toEqual({ kind: 'none' });
  });

  it('shows the cover in force before a renewal that starts later', () => {
    const status = devicePlanStatus(
      [order('ACTIVE', '2025-03-21', '2026-03-20', 'Screen Guard'), order('ACTIVE', '2024-03-21', '2025-03-20', 'Total Care')],
      today,
    );
    expect(status).toMatchObject({ kind: 'active', planName: 'Total Care', startsLater: false });
  });

  it('flags a renewal that starts after today when it is the only cover', () => {
    expect(devicePlanStatus([order('ACTIVE', '2025-03-20', '2026-03-19')], today)).toMatchObject({ kind: 'active', startsLater: true });
  });
});
