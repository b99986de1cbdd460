import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';

/**
 * `?print=1` (the "Print card" link after a sale): the print dialog opens once the card is on screen, and
 * the parameter leaves the address so a reload or Back does not print again.
 */
export function usePrintOnArrival(printOnArrival: boolean, cardPath: string) {
  const router = useRouter();
  const printed = useRef(false);
  useEffect(() => {
    if (!printOnArrival || printed.current) return;
    printed.current = true;
    window.print();
    void router.replace(cardPath, undefined, { shallow: true });
  }, [printOnArrival, cardPath, router]);
}
