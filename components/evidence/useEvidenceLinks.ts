import { useCallback, useEffect, useRef, useState } from 'react';
import type { EvidenceLinksView } from './EvidenceGroupsView';
import { EVIDENCE_LINK_REFRESH_MS, type EvidenceLink, type FetchEvidenceLinks } from './evidenceLinks';

/**
 * Links to the files `ids`, asked for at once (the files are on screen: see EvidenceThumbnails), and again
 * before they stop working while the page is in view, or as soon as it is back in view after they did; a
 * photo that does not load asks again, once until the links are renewed.
 */
export function useEvidenceLinks(ids: readonly string[], fetchLinks: FetchEvidenceLinks): EvidenceLinksView {
  const [links, setLinks] = useState<ReadonlyMap<string, EvidenceLink>>(new Map());
  const [status, setStatus] = useState<EvidenceLinksView['status']>('loading');
  const [fetchedAt, setFetchedAt] = useState<number>();
  const asking = useRef(false);
  const retriedBroken = useRef(new Set<string>());
  const key = ids.join(',');
  const fetchRef = useRef(fetchLinks);
  useEffect(() => {
    fetchRef.current = fetchLinks;
  }, [fetchLinks]);

  const ask = useCallback(async () => {
    if (asking.current || key === '') return;
    asking.current = true;
    setStatus((shown) => (shown === 'ready' ? shown : 'loading'));
    try {
      const answer = await fetchRef.current(key.split(','));
      setLinks(new Map(answer.map((link) => [link.evidenceId, link])));
      setFetchedAt(Date.now());
      setStatus('ready');
    } catch {
      setStatus('failed');
    } finally {
      asking.current = false;
    }
  }, [key]);

  useEffect(() => {
    void ask();
  }, [ask]);

  // Before the links stop working: asked for again while the page is in view, else when it is back in view.
  useEffect(() => {
    if (fetchedAt === undefined) return;
    const expired = () => Date.now() - fetchedAt >= EVIDENCE_LINK_REFRESH_MS;
    const renew = () => {
      // New links: a file that failed with the old one may try its new one.
      retriedBroken.current.clear();
      void ask();
    };
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') renew();
    }, Math.max(0, fetchedAt + EVIDENCE_LINK_REFRESH_MS - Date.now()));
    const onVisible = () => {
      if (document.visibilityState === 'visible' && expired()) renew();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [fetchedAt, ask]);

  const onBroken = useCallback(
    (id: string) => {
      if (retriedBroken.current.has(id)) return;
      retriedBroken.current.add(id);
      void ask();
    },
    [ask],
  );

  return { status, linkOf: (id) => links.get(id), onBroken, retry: () => void ask() };
}
