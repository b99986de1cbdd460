import { useEffect } from 'react';
import { Notice } from '@/components/ui/Notice';
import { useBuyPlanFlow } from '@/lib/flows/buyPlanFlow';
import { useUploadsInProgress } from '@/lib/uploads/uploadsInProgress';
import { keepPhotosWithTheSale, saleInspection } from './inspectionPhotoChanges';
import { photoSlotPrefix } from './inspectionPhotos';
import { resumeInspectionUploads, stillUploadingMessage, usePayPressedTooSoon } from './inspectionUploads';

/**
 * On the payment step of a sale with photos: which photo is still uploading ("The photo 'Back' is still
 * uploading."), until every one is sent; nothing once they are. It also sends on a photo a reload left on
 * the phone, as the photos step would.
 */
export default function InspectionUploadsNotice() {
  // Each "Pay" pressed while a photo was still uploading says it again, as an alert.
  const asked = usePayPressedTooSoon();
  const inspection = useBuyPlanFlow((state) => saleInspection(state.values));
  const slotsId = inspection?.slotsId;
  // Every sale's slots start with their own prefix; with no photos yet, one that names none.
  const uploads = useUploadsInProgress(photoSlotPrefix(slotsId ?? 'none'));

  useEffect(() => {
    // Sold, its photos are let go of: forgotten on the phone.
    keepPhotosWithTheSale();
    const current = saleInspection(useBuyPlanFlow.getState().values);
    if (current) resumeInspectionUploads(current);
  }, [slotsId]);

  const message = stillUploadingMessage(uploads);
  if (!message) return null;
  // A new notice for each "Pay" pressed too soon, so a screen reader says it again.
  return <Notice key={asked} status="warning" role={asked > 0 ? 'alert' : 'status'} title={message} description="The payment can be sent once every photo says “Sent”." />;
}
