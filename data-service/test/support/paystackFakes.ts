import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** A Paystack answer a scripted server gives. */
export interface ScriptedAnswer {
  status: number;
  body: unknown;
  /** Wait this long before answering (ms). */
  delayMs?: number;
}

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** An HTTP server that answers each call as `answer` says and records what was sent (the adapter's requests). */
export async function startScriptedPaystack(answer: (call: RecordedCall) => ScriptedAnswer) {
  const calls: RecordedCall[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const call: RecordedCall = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const scripted = answer(call);
      setTimeout(() => {
        const json = JSON.stringify(scripted.body);
        response.writeHead(scripted.status, { 'content-type': 'application/json' });
        response.end(json);
      }, scripted.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface ReceivedWebhook {
  rawBody: Buffer;
  signature: string | undefined;
  event: string;
}

/** Our side of Paystack's webhooks in a test: records each delivery and answers `status()` (200 unless told). */
export async function startWebhookReceiver(status: () => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      let event = '';
      try {
        event = (JSON.parse(rawBody.toString('utf8')) as { event?: string }).event ?? '';
      } catch {
        // Recorded as it came.
      }
      received.push({ rawBody, signature: request.headers['x-paystack-signature'] as string | undefined, event });
      response.writeHead(status());
      response.end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/payments/paystack/webhook`,
    received,
    /** Resolves once `count` deliveries arrived; rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 3000): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} webhooks, got ${received.length} (${received.map((hook) => hook.event).join(', ')})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One documented Paystack example from data-service/test/fixtures/paystack/ (see its README). */
export interface DocumentedExample {
  source: string;
  httpStatus?: number;
  body: unknown;
}

export function documentedExample(name: string): DocumentedExample {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'paystack', name), 'utf8')) as DocumentedExample;
}
