import { INSPECTION_KINDS, isInspectionKind, type InspectionKind } from '@/lib/domain/evidence';
import { useBuyPlanFlow, type SaleInspection } from '@/lib/flows/buyPlanFlow';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { forgetPhotoSlots, photoSlotPrefix, requiredPhotos, type SalePhotoChoices } from './inspectionPhotos';

// What the plan and photos steps read and write of the sale's photos in the flow: loaded with them, not with
// the wizard.

/** The sale's photos, when they are of the device chosen now (else they were another sale's). */
export function saleInspection(sale: SalePhotoChoices): SaleInspection | undefined {
  const { inspection, deviceId } = sale;
  return inspection && inspection.deviceId === deviceId ? inspection : undefined;
}

let keepingPhotos = false;

/**
 * From now on in this page, the photos the flow lets go of are forgotten on the phone — the sale sold, "Start
 * over", photos the service would not take, photos of another device than the one chosen now (let go here) —:
 * their uploads stopped, their files removed. Called by the parts that show the photos.
 */
export function keepPhotosWithTheSale(): void {
  if (keepingPhotos) return;
  keepingPhotos = true;
  useBuyPlanFlow.subscribe((state, previous) => {
    const kept = state.values.inspection;
    if (kept && kept.deviceId !== state.values.deviceId) state.setValues({ inspection: undefined });
    const dropped = previous.values.inspection;
    if (dropped && dropped.slotsId !== useBuyPlanFlow.getState().values.inspection?.slotsId) forgetPhotoSlots(dropped.slotsId);
  });
}

export function photoSlotKey(slotsId: string, kind: InspectionKind): string {
  return `${photoSlotPrefix(slotsId)}${kind}`;
}

/** The sale's photos of the device in the flow, begun (under new slots) when there are none yet. */
export function beginInspection(): SaleInspection | undefined {
  const flow = useBuyPlanFlow.getState();
  const { deviceId } = flow.values;
  if (!deviceId) return undefined;
  const current = saleInspection(flow.values);
  if (current) return current;
  const inspection: SaleInspection = { slotsId: newIdempotencyKey(), deviceId, evidence: {} };
  flow.setValues({ inspection });
  return inspection;
}

/**
 * A photo the service confirmed (its evidence id), or one taken away (undefined), in the sale's slots
 * `slotsId`: kept in the flow. Other photos make another request, so a key made for the earlier ones is
 * dropped (unless a payment awaits its answer under it: that request stays as it was sent).
 */
export function keepInspectionPhoto(slotsId: string, kind: InspectionKind, evidenceId: string | undefined): void {
  const flow = useBuyPlanFlow.getState();
  const { inspection, awaitingAnswer } = flow.values;
  if (!inspection || inspection.slotsId !== slotsId || inspection.evidence[kind] === evidenceId) return;
  const evidence = { ...inspection.evidence };
  if (evidenceId === undefined) delete evidence[kind];
  else evidence[kind] = evidenceId;
  flow.setValues({ inspection: { ...inspection, evidence }, ...(awaitingAnswer ? {} : { idempotencyKey: undefined }) });
}

/** What the chosen plan needs photographed, from its quote; kept (once) for the steps after the plan. */
export function keepPlanPhotos(planId: string, quoted: readonly string[]): void {
  const flow = useBuyPlanFlow.getState();
  const kinds = INSPECTION_KINDS.filter((kind) => quoted.some((given) => isInspectionKind(given) && given === kind));
  const known = flow.values.planPhotos;
  if (known && known.planId === planId && known.kinds.join() === kinds.join()) return;
  flow.setValues({ planPhotos: { planId, kinds } });
}

/** The photos the service said are missing are needed, whatever the quote said. */
export function needPlanPhotos(kinds: readonly InspectionKind[]): void {
  const flow = useBuyPlanFlow.getState();
  const { planId } = flow.values;
  if (!planId) return;
  const needed = requiredPhotos({ ...flow.values, renewalOfOrderId: '' });
  flow.setValues({ planPhotos: { planId, kinds: INSPECTION_KINDS.filter((kind) => needed.includes(kind) || kinds.includes(kind)) } });
}

/** Lets the sale's photos go (the service would not take them): taken again under new slots, the old ones forgotten (keepPhotosWithTheSale). */
export function dropInspection(): void {
  useBuyPlanFlow.getState().setValues({ inspection: undefined });
}
