import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EvidenceField } from '@/components/evidence/EvidenceField';
import { Notice } from '@/components/ui/Notice';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { EVIDENCE_KIND_LABELS, INSPECTION_KINDS, type InspectionKind } from '@/lib/domain/evidence';
import { useBuyPlanFlow } from '@/lib/flows/buyPlanFlow';
import { beginInspection, keepInspectionPhoto, keepPhotosWithTheSale, keepPlanPhotos, photoSlotKey, saleInspection } from './inspectionPhotoChanges';
import { requiredPhotos } from './inspectionPhotos';
import type { PhotoProblems } from './inspectionUploads';
import { QuotePlan, quoteVariables } from './quotePlan';

/** How to take each photo, under its label. */
export const PHOTO_HINTS: Record<InspectionKind, string> = {
  DEVICE_FRONT: 'The whole front with the screen switched on, so any crack shows.',
  DEVICE_BACK: 'The whole back, with the camera and the edges.',
  IMEI_SCREEN: 'Dial *#06# on the customer’s phone and photograph the screen.',
};

export const PHOTOS_STEP_MESSAGES = {
  intro:
    'Take these photos of the customer’s phone with this phone’s camera: they show how the phone was when it was covered. Each photo is sent as soon as it is taken, and kept on this phone until it is.',
  missing: 'Take this photo: the plan needs it before payment.',
} as const;

export interface PhotosStepProps {
  /** What "Next", "Pay" or the service found wrong with the photos: said on each, focus on the first. */
  problems?: PhotoProblems;
}

/**
 * Step 3: the customer's phone photographed with this phone's camera — front with the screen on, back, and
 * the IMEI screen — each sent (tus) as soon as it is taken and kept on the phone until the service has it.
 * The uploads run in the page (lib/uploads), so they go on once the agent moves on to the payment. Which
 * photos the plan needs is the plan step's quote's (`planPhotos`); asked here when it is not known.
 */
function PhotosStep({ problems }: PhotosStepProps) {
  const values = useBuyPlanFlow((state) => state.values);
  const inspection = saleInspection(values);
  const slotsId = inspection?.slotsId;
  const planKnown = values.planPhotos !== undefined && values.planPhotos.planId === values.planId;
  const container = useRef<HTMLDivElement>(null);
  // The photos taken again since `problems` was said: their message goes.
  const [retaken, setRetaken] = useState<{ of?: PhotoProblems; kinds: readonly InspectionKind[] }>({ kinds: [] });
  const retakenNow = retaken.of === problems ? retaken.kinds : [];
  const missing = (problems?.missing ?? []).filter((kind) => !retakenNow.includes(kind));
  const onPhotoChanged = useCallback(
    (kind: InspectionKind) => setRetaken((current) => ({ of: problems, kinds: [...(current.of === problems ? current.kinds : []), kind] })),
    [problems],
  );

  // The photos of this device, under slots of their own (begun here for a new sale or another device); the
  // photos the sale lets go of are forgotten on the phone from now on (another device's, when begun).
  useEffect(() => {
    keepPhotosWithTheSale();
    if (!slotsId) beginInspection();
  }, [slotsId]);

  // A sale resumed from before the plans said which photos they need: asked (the plan step's answer when cached).
  const { data } = useQuery(
    QuotePlan,
    planKnown || !values.deviceId ? skipToken : { variables: quoteVariables(values.deviceId, values.renewalOfOrderId ?? ''), fetchPolicy: 'cache-first' },
  );
  const quote = data?.quote_plan.find((candidate) => candidate.plan_id === values.planId);
  useEffect(() => {
    if (quote) keepPlanPhotos(quote.plan_id, quote.inspection_photos);
  }, [quote]);

  const required = requiredPhotos(values);
  // To correct a photo: focus on its camera button (the file input) once the fields are on screen; after a
  // refusal of them all, the first photo's.
  const focusKind = problems ? (problems.missing[0] ?? required[0]) : undefined;
  useEffect(() => {
    if (!focusKind || !slotsId) return;
    container.current?.querySelector<HTMLInputElement>(`[data-photo="${focusKind}"] input[type="file"]`)?.focus();
  }, [problems, focusKind, slotsId]);

  if (!inspection) return <Skeleton height="40" borderRadius="md" aria-busy="true" />;
  return (
    <Stack gap="6" ref={container}>
      <Text color="fg.muted">{PHOTOS_STEP_MESSAGES.intro}</Text>
      {problems?.refusal ? <Notice status="error" title={problems.refusal} /> : null}
      {INSPECTION_KINDS.map((kind) => (
        <Box key={kind} data-photo={kind} borderTopWidth="1px" paddingTop="4">
          <InspectionPhoto
            slotsId={inspection.slotsId}
            kind={kind}
            required={required.includes(kind)}
            evidenceId={inspection.evidence[kind]}
            error={missing.includes(kind) ? PHOTOS_STEP_MESSAGES.missing : undefined}
            onPhotoChanged={onPhotoChanged}
          />
        </Box>
      ))}
    </Stack>
  );
}

interface InspectionPhotoProps {
  slotsId: string;
  kind: InspectionKind;
  required: boolean;
  evidenceId?: string;
  error?: string;
  onPhotoChanged: (kind: InspectionKind) => void;
}

/** One photo of the phone: what the service confirms (or a photo taken away) goes to the flow, even once off screen. */
function InspectionPhoto({ slotsId, kind, required, evidenceId, error, onPhotoChanged }: InspectionPhotoProps) {
  const onUploaded = useCallback(
    (id: string) => {
      keepInspectionPhoto(slotsId, kind, id);
      onPhotoChanged(kind);
    },
    [slotsId, kind, onPhotoChanged],
  );
  const onCleared = useCallback(() => {
    keepInspectionPhoto(slotsId, kind, undefined);
    onPhotoChanged(kind);
  }, [slotsId, kind, onPhotoChanged]);
  return (
    <EvidenceField
      slotKey={photoSlotKey(slotsId, kind)}
      kind={kind}
      label={EVIDENCE_KIND_LABELS[kind]}
      hint={PHOTO_HINTS[kind]}
      required={required}
      accepts="photo"
      evidenceId={evidenceId}
      onUploaded={onUploaded}
      onCleared={onCleared}
      error={error}
    />
  );
}

export default withAppApollo(PhotosStep);
