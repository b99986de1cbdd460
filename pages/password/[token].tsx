import { getPasswordLinkProps, type PasswordLinkPageProps } from '@/components/password-link/getPasswordLinkProps';
import { PasswordLinkView } from '@/components/password-link/PasswordLinkView';

export const getServerSideProps = getPasswordLinkProps;

/** Public (its token is the key): what an invitation or a password reset link opens. */
export default function PasswordLinkPage(props: PasswordLinkPageProps) {
  return <PasswordLinkView {...props} />;
}
