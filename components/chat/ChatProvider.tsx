import type { ReactNode } from 'react';
import { IntercomProvider } from 'react-use-intercom';

const intercomAppId = process.env.NEXT_PUBLIC_INTERCOM_APP_ID?.trim() ?? '';

/** Intercom's messenger; without an app id its script is never loaded (the hooks still work, doing nothing). */
export function ChatProvider({ children }: { children: ReactNode }) {
  return (
    <IntercomProvider appId={intercomAppId} shouldInitialize={Boolean(intercomAppId)} autoBoot={false}>
      {children}
    </IntercomProvider>
  );
}
