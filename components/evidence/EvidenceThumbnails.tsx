import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { EvidenceGroupsView, type EvidenceGroup } from './EvidenceGroupsView';
import type { FetchEvidenceLinks } from './evidenceLinks';

export { EVIDENCE_THUMBNAIL_MESSAGES, type EvidenceGroup, type EvidenceThumbnail } from './EvidenceGroupsView';

export interface EvidenceThumbnailsProps {
  groups: readonly EvidenceGroup[];
  /** The role's `evidence_links` (its requests module, loaded when first asked). */
  fetchLinks: FetchEvidenceLinks;
}

type LiveGroups = ComponentType<EvidenceThumbnailsProps>;

/**
 * Stored photos and documents, in groups: server-rendered with their names (and their frames), and once they
 * come on screen the code that asks for their short-lived links loads and shows them (a phone on mobile data
 * loads neither for files it never scrolls to). Offline, "Try again" asks again.
 */
export function EvidenceThumbnails({ groups, fetchLinks }: EvidenceThumbnailsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [Live, setLive] = useState<LiveGroups>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hasFiles = groups.some((group) => group.files.length > 0);

  useEffect(() => {
    const element = container.current;
    if (!hasFiles || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no way to know where it is: taken as on screen, once
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setOnScreen(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasFiles]);

  useEffect(() => {
    if (!onScreen) return;
    let current = true;
    import('./LiveEvidenceGroups')
      .then((module) => {
        if (current) setLive(() => module.LiveEvidenceGroups);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [onScreen, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };

  return (
    <Box ref={container}>
      {Live ? (
        <Live groups={groups} fetchLinks={fetchLinks} />
      ) : (
        <EvidenceGroupsView groups={groups} links={failed ? { status: 'failed', linkOf: () => undefined, onBroken: () => undefined, retry } : undefined} />
      )}
    </Box>
  );
}
