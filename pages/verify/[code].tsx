import { getVerifyCodeProps, type VerifyCodeProps } from '@/components/verify/getVerifyCodeProps';
import { VerifyCodeView } from '@/components/verify/VerifyCodeView';

export const getServerSideProps = getVerifyCodeProps;

/** Public (the middleware guards only /account): what a protection card's QR code opens. */
export default function VerifyCodePage(props: VerifyCodeProps) {
  return <VerifyCodeView {...props} />;
}
