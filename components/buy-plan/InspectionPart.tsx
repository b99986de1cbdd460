import InspectionUploadsNotice from './InspectionUploadsNotice';
import PhotosStep, { type PhotosStepProps } from './PhotosStep';

/** What the wizard shows of the photos: their step, or on the payment step which photo still uploads. */
export type InspectionPartProps = ({ part: 'step' } & PhotosStepProps) | { part: 'uploads' };

/** The photos' parts behind one next/dynamic in the wizard (one chunk, one declaration in its first load). */
export function InspectionPart(props: InspectionPartProps) {
  return props.part === 'step' ? <PhotosStep problems={props.problems} /> : <InspectionUploadsNotice />;
}
