import { EvidenceGroupsView, type EvidenceGroup } from './EvidenceGroupsView';
import type { FetchEvidenceLinks } from './evidenceLinks';
import { useEvidenceLinks } from './useEvidenceLinks';

/** The groups with their files' links, asked for now and kept fresh: loaded once the files come on screen. */
export function LiveEvidenceGroups({ groups, fetchLinks }: { groups: readonly EvidenceGroup[]; fetchLinks: FetchEvidenceLinks }) {
  const links = useEvidenceLinks(
    groups.flatMap((group) => group.files.map((file) => file.id)),
    fetchLinks,
  );
  return <EvidenceGroupsView groups={groups} links={links} />;
}
