import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authenticate, type StandInCredentials } from './authenticate';
import { BucketObjects } from './bucketObjects';
import { refuseUnsupportedBody } from './bodyEncoding';
import { MAX_OBJECT_BYTES, S3_STAND_IN_ACCESS_KEY_ID, S3_STAND_IN_PORT, S3_STAND_IN_REGION, S3_STAND_IN_SECRET_ACCESS_KEY } from './constants';
import { handleObjectRequest } from './objectApi';
import { S3Error, sendS3Error } from './s3Errors';

export interface S3StandInOptions {
  /** 0 picks a free port (tests). Default 9000. */
  port?: number;
  host?: string;
  /** The one key pair it accepts. Default: the public stand-in pair (constants.ts). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The region requests must be signed for. Default `us-east-1`. */
  region?: string;
  /** One line per refused request; silent by default. */
  log?: (line: string) => void;
}

export interface S3StandIn {
  /** `http://127.0.0.1:<port>`: the S3 endpoint (path-style). */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** What it holds (tests). */
  objects: BucketObjects;
  stop(): Promise<void>;
}

/** Starts the stand-in; resolves once it listens. */
export async function startS3StandIn(options: S3StandInOptions = {}): Promise<S3StandIn> {
  const credentials: StandInCredentials = {
    accessKeyId: options.accessKeyId ?? S3_STAND_IN_ACCESS_KEY_ID,
    secretAccessKey: options.secretAccessKey ?? S3_STAND_IN_SECRET_ACCESS_KEY,
    region: options.region ?? S3_STAND_IN_REGION,
  };
  const log = options.log ?? (() => {});
  const objects = new BucketObjects();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const { rawPath, query } = parseTarget(request.url ?? '/');
    const body = await readBody(request);
    refuseUnsupportedBody(request.headers);
    authenticate({ method, rawPath, query, headers: request.headers, body }, credentials, Date.now());
    const [bucket = '', ...key] = rawPath.slice(1).split('/').map((segment) => decodeURIComponent(segment));
    if (bucket === '') throw new S3Error('NotImplemented', 501, 'The S3 stand-in does not implement ListBuckets.');
    handleObjectRequest(objects, { method, bucket, key: key.join('/'), query, headers: request.headers, body }, response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      const refusal = error instanceof S3Error ? error : new S3Error('InternalError', 500, 'We encountered an internal error. Please try again.');
      log(`${request.method} ${request.url?.split('?')[0]} → ${refusal.httpStatus} ${refusal.code}: ${error instanceof Error ? error.message : String(error)}`);
      sendS3Error(response, refusal, request.url?.split('?')[0] ?? '/', request.method === 'HEAD');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? S3_STAND_IN_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url,
    ...credentials,
    objects,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The path as sent (for the signature) and the decoded query parameters; S3's InvalidURI when they do not decode. */
function parseTarget(target: string): { rawPath: string; query: Array<[string, string]> } {
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : target.slice(queryStart + 1);
  try {
    decodeURIComponent(rawPath);
    const query = rawQuery
      .split('&')
      .filter((part) => part !== '')
      .map((part): [string, string] => {
        const equals = part.indexOf('=');
        return equals === -1 ? [decodeURIComponent(part), ''] : [decodeURIComponent(part.slice(0, equals)), decodeURIComponent(part.slice(equals + 1))];
      });
    return { rawPath, query };
  } catch {
    throw new S3Error('InvalidURI', 400, "Couldn't parse the specified URI.");
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_OBJECT_BYTES) throw new S3Error('EntityTooLarge', 400, 'Your proposed upload exceeds the maximum allowed size', { MaxSizeAllowed: String(MAX_OBJECT_BYTES) });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
