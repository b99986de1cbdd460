import { inspectionEvidenceIds, toBuyPlanVariables } from './buyPlanVariables';
import { requiredPhotos } from './inspectionPhotos';
import { BACK_PHOTO_ID, COVERED_DEVICE_ID, DEVICE_ID, FRONT_PHOTO_ID, IMEI_PHOTO_ID, inspectionOf, KEY, OLD_DEVICE_ID, PHOTO_IDS, RENEWED_ORDER_ID, saleValues, TOTAL_CARE_ID } from './buyPlanTestKit';

const SCREEN_GUARD_ID = '40000000-0000-4000-8000-000000000001';

describe('the sale’s buy_plan arguments', () => {
  it('carry the inspection photos’ evidence ids', () => {
    expect(toBuyPlanVariables(saleValues('WALLET'), KEY, PHOTO_IDS)).toEqual({
      idempotencyKey: KEY,
      deviceId: DEVICE_ID,
      planId: TOTAL_CARE_ID,
      billing: 'PREPAID',
      paymentMethod: 'WALLET',
      inspectionEvidenceIds: PHOTO_IDS,
    });
  });

  it('leave them out when there are none: the same request as a sale sent before photos existed', () => {
    const variables = toBuyPlanVariables(saleValues('USSD', { renewalOfOrderId: RENEWED_ORDER_ID }), KEY);
    expect(variables).toEqual({ idempotencyKey: KEY, deviceId: DEVICE_ID, planId: TOTAL_CARE_ID, billing: 'PREPAID', paymentMethod: 'USSD', ussdBank: 'GTBANK', renewalOfOrderId: RENEWED_ORDER_ID });
    expect(variables).not.toHaveProperty('inspectionEvidenceIds');
    expect(toBuyPlanVariables(saleValues('WALLET'), KEY, [])).not.toHaveProperty('inspectionEvidenceIds');
  });
});

describe('the photos a sale needs and sends', () => {
  const sale = { deviceId: DEVICE_ID, planId: TOTAL_CARE_ID, renewalOfOrderId: '' };

  it('are the chosen plan’s as quoted, none in a renewal, and every kind while the plan’s are not known', () => {
    expect(requiredPhotos({ ...sale, planPhotos: { planId: TOTAL_CARE_ID, kinds: ['DEVICE_BACK', 'DEVICE_FRONT'] } })).toEqual(['DEVICE_FRONT', 'DEVICE_BACK']);
    expect(requiredPhotos({ ...sale, planPhotos: { planId: TOTAL_CARE_ID, kinds: [] } })).toEqual([]);
    // Quoted for another plan than the one chosen now: not known.
    expect(requiredPhotos({ ...sale, planPhotos: { planId: SCREEN_GUARD_ID, kinds: [] } })).toEqual(['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN']);
    expect(requiredPhotos(sale)).toEqual(['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN']);
    expect(requiredPhotos({ ...sale, deviceId: COVERED_DEVICE_ID, renewalOfOrderId: RENEWED_ORDER_ID })).toEqual([]);
  });

  it('sends the photos taken of the chosen device, in the kinds’ order; none of another device, none in a renewal', () => {
    const inspection = inspectionOf(DEVICE_ID, { IMEI_SCREEN: IMEI_PHOTO_ID, DEVICE_FRONT: FRONT_PHOTO_ID, DEVICE_BACK: BACK_PHOTO_ID });
    expect(inspectionEvidenceIds({ ...sale, inspection })).toEqual([FRONT_PHOTO_ID, BACK_PHOTO_ID, IMEI_PHOTO_ID]);
    expect(inspectionEvidenceIds({ ...sale, inspection: inspectionOf(DEVICE_ID, { IMEI_SCREEN: IMEI_PHOTO_ID }) })).toEqual([IMEI_PHOTO_ID]);
    expect(inspectionEvidenceIds({ ...sale, inspection: inspectionOf(OLD_DEVICE_ID) })).toEqual([]);
    expect(inspectionEvidenceIds({ ...sale, renewalOfOrderId: RENEWED_ORDER_ID, inspection })).toEqual([]);
    expect(inspectionEvidenceIds(sale)).toEqual([]);
  });
});
