/**
 * @jest-environment node
 */
import type { Socket } from 'node:net';
import { forwardedFor } from './serverClient';

const visitor = (remoteAddress: string | undefined, forwarded?: string) => ({
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  socket: { remoteAddress } as Socket,
});

describe('forwardedFor', () => {
  it('names the address the visitor connected from', () => {
    expect(forwardedFor(visitor('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('appends it to the chain the request arrived with, so the data service reads the chain from the right', () => {
    expect(forwardedFor(visitor('10.0.0.2', '203.0.113.7'))).toBe('203.0.113.7, 10.0.0.2');
  });

  it('sends nothing when nothing is known', () => {
    expect(forwardedFor(visitor(undefined))).toBeUndefined();
  });
});
