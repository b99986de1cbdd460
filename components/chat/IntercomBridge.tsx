import { useEffect } from 'react';
import { IntercomProvider, useIntercom } from 'react-use-intercom';
import { intercomAppId } from './chatConfig';

/** The react-use-intercom calls ChatProvider forwards to. */
export interface IntercomApi {
  boot: ReturnType<typeof useIntercom>['boot'];
  show: () => void;
  hardShutdown: () => void;
}

export interface IntercomBridgeProps {
  /** The page's Content-Security-Policy nonce, put on Intercom's loader script. */
  nonce?: string;
  onReady: (api: IntercomApi) => void;
}

/**
 * Intercom's provider (which loads Intercom's script) with nothing inside but a hand-over of its calls:
 * ChatProvider mounts it, from its own chunk, the first time a screen asks for the chat.
 */
export default function IntercomBridge({ nonce, onReady }: IntercomBridgeProps) {
  return (
    <IntercomProvider appId={intercomAppId} autoBoot={false} cspNonce={nonce}>
      <HandOver onReady={onReady} />
    </IntercomProvider>
  );
}

function HandOver({ onReady }: Pick<IntercomBridgeProps, 'onReady'>) {
  const { boot, show, hardShutdown } = useIntercom();
  useEffect(() => onReady({ boot, show, hardShutdown }), [boot, show, hardShutdown, onReady]);
  return null;
}
