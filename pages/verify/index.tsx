import { getPolicyCheckProps, type PolicyCheckProps } from '@/components/verify/getPolicyCheckProps';
import { PolicyCheckView } from '@/components/verify/PolicyCheckView';

export const getServerSideProps = getPolicyCheckProps;

/** Public: check a protection card by its policy number and the IMEI's last 4 digits. */
export default function PolicyCheckPage(props: PolicyCheckProps) {
  return <PolicyCheckView {...props} />;
}
