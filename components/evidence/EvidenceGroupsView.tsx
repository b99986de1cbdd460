import { Button, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { EvidenceLink } from './evidenceLinks';

/** One stored photo or document as a screen lists it. */
export interface EvidenceThumbnail {
  id: string;
  contentType: string;
  /** What it is ("Damage photo 2", "Police report"). */
  label: string;
  /** When or where it was taken ("Added 24 Nov 2026, 14:05"). */
  caption?: string;
  /** Said under it, highlighted by the caller (the desk's reuse flags). */
  extra?: ReactNode;
}

/** A list of files under its own name (and heading, if any). */
export interface EvidenceGroup {
  /** Names the list for screen readers ("Sent with the claim"). */
  label: string;
  heading?: string;
  files: readonly EvidenceThumbnail[];
  /** Said when the group has no file. */
  empty?: string;
}

/** The files' links as a list shows them (useEvidenceLinks), or none yet. */
export interface EvidenceLinksView {
  status: 'loading' | 'ready' | 'failed';
  linkOf: (id: string) => EvidenceLink | undefined;
  /** A shown photo did not load. */
  onBroken: (id: string) => void;
  retry: () => void;
}

export const EVIDENCE_THUMBNAIL_MESSAGES = {
  failed: 'The photos could not be loaded.',
  loading: 'Loading…',
} as const;

const PDF_CONTENT_TYPE = 'application/pdf';
const FRAME = { boxSize: '24', flexShrink: 0, borderRadius: 'md', borderWidth: '1px', overflow: 'hidden', bg: 'bg.muted' } as const;

/**
 * The groups of files, each a list: a photo as a thumbnail opening it full size in a new tab, a PDF as a link
 * "Police report (PDF)" — once their links are had; until then each frame keeps its size.
 */
export function EvidenceGroupsView({ groups, links }: { groups: readonly EvidenceGroup[]; links?: EvidenceLinksView }) {
  return (
    <Stack gap="5">
      {links?.status === 'failed' ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Text color="fg.error">{EVIDENCE_THUMBNAIL_MESSAGES.failed}</Text>
          <Button type="button" size="sm" variant="outline" minHeight="11" onClick={links.retry}>
            Try again
          </Button>
        </Flex>
      ) : null}
      {groups.map((group) => (
        <Stack key={group.label} gap="3">
          {group.heading ? (
            <Heading as="h3" size="md">
              {group.heading}
            </Heading>
          ) : null}
          {group.files.length === 0 ? (
            <Text color="fg.muted">{group.empty}</Text>
          ) : (
            <Stack as="ul" aria-label={group.label} gap="3" listStyleType="none" margin="0" padding="0">
              {group.files.map((file) => (
                <Flex as="li" key={file.id} gap="3" align="flex-start" minWidth="0">
                  <FileThumbnail file={file} links={links} />
                  <Stack gap="1" minWidth="0" flex="1">
                    <FileName file={file} link={links?.linkOf(file.id)} />
                    {file.caption ? (
                      <Text textStyle="sm" color="fg.muted">
                        {file.caption}
                      </Text>
                    ) : null}
                    {file.extra}
                  </Stack>
                </Flex>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

const isPdf = (file: EvidenceThumbnail) => file.contentType === PDF_CONTENT_TYPE;

/** A photo's thumbnail (a link to it full size once its link is had), or a document's icon. */
function FileThumbnail({ file, links }: { file: EvidenceThumbnail; links?: EvidenceLinksView }) {
  const link = links?.linkOf(file.id);
  if (isPdf(file) || !link) {
    return (
      <Flex {...FRAME} align="center" justify="center" color="fg.muted" aria-hidden="true">
        {isPdf(file) ? <DocumentIcon /> : <chakra.span textStyle="xs">{links?.status === 'failed' ? '' : EVIDENCE_THUMBNAIL_MESSAGES.loading}</chakra.span>}
      </Flex>
    );
  }
  return (
    <Link href={link.url} target="_blank" rel="noopener noreferrer" {...FRAME} display="block" aria-label={`Open ${file.label} full size`}>
      <chakra.img src={link.url} alt={file.label} width="full" height="full" objectFit="cover" loading="lazy" onError={() => links?.onBroken(file.id)} />
    </Link>
  );
}

/** The file's name: for a document, the link that opens it. */
function FileName({ file, link }: { file: EvidenceThumbnail; link?: EvidenceLink }) {
  if (!isPdf(file)) return <Text fontWeight="semibold">{file.label}</Text>;
  const name = `${file.label} (PDF)`;
  if (!link) return <Text fontWeight="semibold">{name}</Text>;
  return (
    <Link href={link.url} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline" fontWeight="semibold">
      {name}
    </Link>
  );
}

function DocumentIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="8" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M9 13h6M9 17h4" />
    </chakra.svg>
  );
}
