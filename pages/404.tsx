import { MessageScreen } from '@/components/shell/MessageScreen';

export default function NotFoundPage() {
  return <MessageScreen title="Page not found" message="There is nothing at this address. Check the link, or start again from the start page." />;
}
