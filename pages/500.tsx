import { MessageScreen } from '@/components/shell/MessageScreen';

export default function ServerErrorPage() {
  return <MessageScreen title="Something went wrong" message="This page could not be shown. Nothing you entered was lost; please try again in a moment." />;
}
