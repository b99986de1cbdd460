import { useCallback, useEffect } from 'react';
import { useIntercom, type IntercomProps } from 'react-use-intercom';

/**
 * Boots Intercom with the agent's attributes once they are known and opens the messenger; `open` opens it
 * again after the agent closed it. Booting twice is a no-op in react-use-intercom.
 */
export function useOpenChat(attributes: IntercomProps | undefined): { open: () => void } {
  const { boot, show } = useIntercom();

  useEffect(() => {
    if (!attributes) return;
    boot(attributes);
    show();
  }, [attributes, boot, show]);

  const open = useCallback(() => {
    if (attributes) boot(attributes);
    show();
  }, [attributes, boot, show]);

  return { open };
}
