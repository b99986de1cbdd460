import { PDF_MESSAGES, refuse, type FileRefusal, type InspectedFile } from './inspectionResult';
import { inspectPdf } from './inspectPdf';
import { inspectPhoto } from './inspectPhoto';
import { sniffFileType } from './sniffFileType';

export type { FileRefusal, FileRefusalReason, InspectedFile } from './inspectionResult';

/**
 * The server's check of an uploaded evidence file, trusting nothing the phone said about it: its type is
 * read from its bytes, a photo is opened and written again (inspectPhoto.ts), a PDF is scanned
 * (inspectPdf.ts). Answers the bytes to store, or a refusal whose message the agent reads. Never throws for
 * a bad file, however it is made.
 *
 * `accepts`: 'photo-or-pdf' for a police report, 'photo' for everything else (lib/domain/evidence.ts).
 */
export async function inspectFile(bytes: Buffer, accepts: 'photo' | 'photo-or-pdf'): Promise<InspectedFile | FileRefusal> {
  if (bytes.length === 0) return refuse('empty');
  const type = sniffFileType(bytes);
  if (type === 'pdf') return accepts === 'photo-or-pdf' ? inspectPdf(bytes) : refuse('not-a-photo', PDF_MESSAGES.notAPhoto);
  if (type === 'unknown') return refuse(accepts === 'photo' ? 'not-a-photo' : 'not-a-photo-or-pdf');
  return inspectPhoto(bytes, type);
}
