/**
 * One token bucket per key (a client address), in memory: `capacity` tokens, refilled at `capacity`
 * per `periodMs`; a key never seen has a full bucket. Past `maxKeys` keys, the refilled ones are
 * forgotten (they equal a fresh bucket), then the least recently used.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly capacity: number,
    periodMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {
    this.perMs = capacity / periodMs;
  }

  /** Tokens `key` has now. */
  available(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.capacity;
    return Math.min(this.capacity, bucket.tokens + (this.now() - bucket.at) * this.perMs);
  }

  /** Takes `cost` tokens when there are that many; otherwise takes all that are left (an over-budget ask still costs). */
  take(key: string, cost: number): boolean {
    const tokens = this.available(key);
    const granted = tokens >= cost;
    this.buckets.delete(key); // re-inserted last: the map stays in order of last use
    this.buckets.set(key, { tokens: granted ? tokens - cost : 0, at: this.now() });
    if (this.buckets.size > this.maxKeys) this.forgetRefilled();
    return granted;
  }

  /** Seconds until `key` has `cost` tokens again (at least 1). */
  secondsUntil(key: string, cost: number): number {
    const missing = Math.min(cost, this.capacity) - this.available(key);
    return Math.max(1, Math.ceil(missing / this.perMs / 1000));
  }

  private forgetRefilled(): void {
    for (const [key] of this.buckets) if (this.available(key) >= this.capacity) this.buckets.delete(key);
    // Still too many: forget the least recently used, which are nearest to full.
    for (const [key] of this.buckets) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}
