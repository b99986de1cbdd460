import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import { acceptsPdf, isEvidenceKind } from '@/lib/domain/evidence';
import { AGENT_ROLE } from '@/lib/domain/roles';
import type { Authenticate } from '../../auth/authenticate';
import type { CorsPolicy } from '../../http/cors';
import type { Database } from '../../db/types';
import type { Logger } from '../../log';
import { GraphqlRequestError } from '../../engine/errors';
import { DatabaseUnavailableError } from '../../db/types';
import { MAX_PDF_BYTES, MAX_PHOTO_BYTES } from '../files/fileLimits';
import { DatabaseUploadStore, type FinishUpload } from './databaseUploadStore';
import { isUploadRefusal, uploadRefusal } from './uploadRefusal';

export const UPLOADS_PATH = '/v1/uploads';

export interface UploadServerOptions {
  db: Database;
  authenticate: Authenticate;
  cors: CorsPolicy;
  log: Logger;
  finish: FinishUpload;
}

/** The request's headers as Node keeps them, for the service's one authenticator. */
function nodeHeaders(request: Request): http.IncomingHttpHeaders {
  return Object.fromEntries(request.headers.entries());
}

const SESSION_ENDED = 'Your session has ended. Sign in again to send the photo.';

/**
 * Who is uploading: an agent with a live session, else the request is refused (401) before anything is
 * stored. Refusals are tus answers with a JSON message the phone shows.
 */
async function uploaderOf(authenticate: Authenticate, request: Request): Promise<{ agentId: string; partnerId: string }> {
  let session;
  try {
    session = await authenticate(nodeHeaders(request));
  } catch (error) {
    if (error instanceof GraphqlRequestError) throw uploadRefusal(401, SESSION_ENDED);
    if (error instanceof DatabaseUnavailableError) throw uploadRefusal(503, 'The service is busy. The photo is kept and will be sent again.');
    throw error;
  }
  const agentId = session.variables['x-hasura-user-id'];
  const partnerId = session.variables['x-hasura-partner-id'];
  if (session.role !== AGENT_ROLE || !agentId || !partnerId) throw uploadRefusal(session.role === 'anonymous' ? 401 : 403, session.role === 'anonymous' ? SESSION_ENDED : 'Only agents add photos to sales and claims.');
  return { agentId: agentId.toLowerCase(), partnerId: partnerId.toLowerCase() };
}

const FILE_NAME_MAX = 200;

/** The name the phone gave, for people reading it: printable, short. */
function cleanFileName(name: string | null | undefined): string {
  return (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, FILE_NAME_MAX) || 'photo';
}

/**
 * The evidence upload endpoint (`/v1/uploads`, the tus protocol through @tus/server): agents create an
 * upload for one file (its `kind` in the metadata), send it in pieces, and resume after a dropped
 * connection from the offset the server reports. The upload's id is the evidence's id once stored.
 * Only the agent who created an upload may see, continue or cancel it; another's is "not found".
 */
export function createUploadServer(options: UploadServerOptions): Server {
  const { db, authenticate, cors, log } = options;
  const store = new DatabaseUploadStore(db, options.finish);

  // No `locker`: @tus/server's in-process one; across processes the store's offset check decides.
  return new Server({
    path: UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    disableTerminationForFinishedUploads: true,
    allowedOrigins: (origin) => cors.allows(origin),
    // Sentry's tracing headers, which the app's fetches carry (as http/cors.ts allows them for GraphQL).
    allowedHeaders: ['sentry-trace', 'baggage'],
    maxSize: Math.max(MAX_PHOTO_BYTES, MAX_PDF_BYTES),
    namingFunction: () => randomUUID(),
    async onUploadCreate(request, upload: Upload) {
      const owner = await uploaderOf(authenticate, request);
      const kind = upload.metadata?.kind;
      if (!isEvidenceKind(kind)) throw uploadRefusal(400, 'The app asked to send a file it does not name. Update the app and try again.');
      const limit = acceptsPdf(kind) ? Math.max(MAX_PHOTO_BYTES, MAX_PDF_BYTES) : MAX_PHOTO_BYTES;
      if ((upload.size ?? 0) > limit) throw uploadRefusal(413, `This file is larger than ${Math.round(limit / 1024 / 1024)} MB. Take the photo again.`);
      if ((upload.size ?? 0) === 0) throw uploadRefusal(422, 'This file is empty. Take the photo again.');
      // Only what the server decides is kept: the phone's own metadata names the kind and the file, nothing more.
      return { metadata: { kind, filename: cleanFileName(upload.metadata?.filename), agent_id: owner.agentId, partner_id: owner.partnerId } };
    },
    async onIncomingRequest(request, uploadId) {
      if (request.method === 'POST' || request.method === 'OPTIONS') return;
      const owner = await uploaderOf(authenticate, request);
      const { rows } = await db.query(`SELECT 1 FROM public.evidence_upload WHERE id::text = $1 AND agent_id = $2`, [uploadId, owner.agentId]);
      if (rows.length === 0) throw uploadRefusal(404, 'This upload is not known. Take the photo again.');
    },
    onResponseError(_request, error) {
      if (isUploadRefusal(error)) return error;
      log.error('evidence upload failed', error);
      return uploadRefusal(500, 'The photo could not be saved. It is kept and will be sent again.');
    },
  });
}
