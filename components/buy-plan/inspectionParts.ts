// The photos' parts, one chunk the wizard loads on demand: the photos step, the payment's uploads notice, and
// the checks of "Next" and "Pay" (the camera, compression and upload libraries load only once a photo field shows).
export { InspectionPart } from './InspectionPart';
export { photosHolding, photosRefused } from './inspectionUploads';
