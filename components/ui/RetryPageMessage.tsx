import { useServerPageRetry } from '@/lib/network/useServerPageRetry';
import { PageMessage } from './PageMessage';

export interface RetryPageMessageProps {
  title: string;
  message: string;
  /** The page again: "Try again" and the automatic tries ask the server for it. */
  retryPath: string;
}

/** A server-rendered screen whose data could not be loaded: says so, offers "Try again", and tries by itself. */
export function RetryPageMessage({ title, message, retryPath }: RetryPageMessageProps) {
  useServerPageRetry(retryPath);
  return <PageMessage title={title} message={message} link={{ href: retryPath, label: 'Try again' }} />;
}
