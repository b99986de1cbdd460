import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

/** A refusal with its HTTP status; the server turns it into the error body below. */
export class Refusal extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, 'The body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A JSON object body; `null` when the body is anything else (Termii's API takes JSON only). */
export function readJsonObject(body: Buffer): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(body.toString('utf8'));
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store' });
  response.end(html);
}

/**
 * Termii documents its status codes but not the body of an error, so this shape is ours:
 * `{"code":"error","message":"<plain words>"}` (the adapter reads only the status and, if present, `message`).
 */
export function refuse(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  sendJson(response, status, { code: 'error', message }, headers);
}
