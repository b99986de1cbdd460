import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { E2E_LOG_DIR } from './logDir';

/**
 * Where the error-reporting build's DSN points (scripts/e2e.mjs, `extraBuildEnv.red`:
 * http://e2epublickey@127.0.0.1:18090/1). Nothing listens there unless a spec starts the recorder, and the
 * SDK then fails quietly.
 */
export const ERROR_RECORDER_PORT = 18090;

/** One item of a Sentry envelope: its header and its payload as text (a replay recording decompressed). */
export interface EnvelopeItem {
  type: string;
  header: Record<string, unknown>;
  payload: string;
}

export interface RecordedEnvelope {
  /** Which SDK sent it: the browser's or the app server's (by the request's path and client). */
  path: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** Everything received, as text: what must not hold a secret or a customer's details. */
  text: string;
}

/**
 * A stand-in for Sentry's ingestion: answers envelope POSTs (`/api/<project>/envelope/`) with 200, as the
 * browser's cross-origin fetch needs (CORS), and keeps what it received.
 */
export async function startErrorRecorder(port = ERROR_RECORDER_PORT) {
  const envelopes: RecordedEnvelope[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) {
        const body = decodeBody(Buffer.concat(chunks), request.headers['content-encoding']);
        try {
          envelopes.push(parseEnvelope(request.url ?? '', body));
        } catch (error) {
          // Kept whole, so a check over everything received still reads it.
          envelopes.push({ path: request.url ?? '', header: { unreadable: String(error) }, items: [], text: body.toString('utf8') });
        }
        // Also kept (replays decompressed) with the run's logs, which the card-data sweep reads after the run.
        fs.mkdirSync(E2E_LOG_DIR, { recursive: true });
        fs.appendFileSync(path.join(E2E_LOG_DIR, 'error-reports.log'), `${JSON.stringify(envelopes.at(-1))}\n`);
        response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
      } else {
        response.writeHead(request.method === 'OPTIONS' ? 204 : 404, cors).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    envelopes,
    items: (type: string) => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === type)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ErrorRecorder = Awaited<ReturnType<typeof startErrorRecorder>>;

function decodeBody(body: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/** An envelope: a header line, then per item a header line and a payload (of `length` bytes when given). */
function parseEnvelope(path: string, body: Buffer): RecordedEnvelope {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const itemLine = readLine();
    if (itemLine.length === 0) continue;
    const itemHeader = JSON.parse(itemLine.toString('utf8')) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    const type = String(itemHeader.type);
    items.push({ type, header: itemHeader, payload: type === 'replay_recording' ? recordingText(payload) : payload.toString('utf8') });
  }
  const text = [JSON.stringify(header), ...items.flatMap((item) => [JSON.stringify(item.header), item.payload])].join('\n');
  return { path, header, items, text };
}

/** A replay recording: `{"segment_id":N}` and a line break, then the rrweb events, compressed by the SDK's worker or not. */
function recordingText(payload: Buffer): string {
  const lineEnd = payload.indexOf(0x0a);
  const segmentHeader = payload.subarray(0, lineEnd + 1).toString('utf8');
  const events = payload.subarray(lineEnd + 1);
  for (const inflate of [zlib.inflateSync, zlib.gunzipSync, zlib.inflateRawSync]) {
    try {
      return segmentHeader + inflate(events).toString('utf8');
    } catch {
      // Not this format: try the next.
    }
  }
  return segmentHeader + events.toString('utf8');
}
