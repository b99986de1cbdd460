import { SignInScreen } from '@/components/auth/SignInScreen';

export default function AuthPage() {
  return <SignInScreen />;
}
