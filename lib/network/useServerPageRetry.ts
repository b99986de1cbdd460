import { useRouter } from 'next/router';
import { useState } from 'react';
import { useAutoRetry } from './useAutoRetry';

/**
 * For a page the server rendered without the data it could not load (HTTP 503): asks the server again by
 * itself (with backoff, and at once back online) and shows the page as soon as the server can answer.
 * Each try is a HEAD request of the page, not a navigation: a 503 navigation would reload the whole page
 * and start the waits again from the shortest.
 */
export function useServerPageRetry(path: string): void {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    fetch(path, { method: 'HEAD', cache: 'no-store' })
      .then((response) => (response.status < 500 ? router.replace(path, undefined, { scroll: false }) : undefined))
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  useAutoRetry({ failed: true, retrying, retry });
}
