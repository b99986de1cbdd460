import { type BucketRule, type SharedBuckets, type Taken } from './sharedBuckets';

/**
 * This process's share of the shared buckets of one rule, for a limit charged on every request (anonymous
 * root fields): tokens are taken from the shared bucket a slice at a time and spent here, so most charges
 * touch no database; a key the shared bucket refused is refused here, without asking again, until it has
 * refilled. Nothing is granted that the shared bucket did not grant. What a process holds unspent is at
 * most one slice per key, so N processes may refuse a key up to N slices early.
 */
interface Lease {
  tokens: number;
  /** Epoch ms before which the shared bucket is known to be short: refused here without asking. */
  refusedUntil: number;
  /** The slice being taken from the shared bucket, which other charges of the key wait for. */
  refill?: Promise<void>;
}

/** A slice is this fraction of the bucket's capacity. */
const SLICES_PER_CAPACITY = 20;

export class LeasedBuckets {
  private readonly leases = new Map<string, Lease>();
  private readonly slice: number;

  constructor(
    private readonly shared: SharedBuckets,
    private readonly rule: BucketRule,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {
    this.slice = Math.max(1, Math.ceil(rule.capacity / SLICES_PER_CAPACITY));
  }

  /** Seconds until `key` may be charged again, as far as this process already knows (no database); 0 if it may try now. */
  refusedFor(key: string): number {
    const lease = this.leases.get(key);
    const ms = lease ? lease.refusedUntil - this.now() : 0;
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }

  /** Spends `cost` tokens of `key`'s, taking a slice from the shared bucket when this process holds too few. */
  async take(key: string, cost: number): Promise<Taken> {
    for (;;) {
      const lease = this.leaseOf(key);
      if (lease.tokens >= cost) {
        lease.tokens -= cost;
        return { granted: cost, retryAfterSeconds: 0 };
      }
      const refused = this.refusedFor(key);
      if (refused > 0) return { granted: 0, retryAfterSeconds: refused };
      // One slice at a time per key: charges arriving meanwhile wait for it, then look again.
      lease.refill ??= this.refill(key, lease, cost - lease.tokens).finally(() => {
        lease.refill = undefined;
      });
      await lease.refill;
    }
  }

  /**
   * Empties `key`'s bucket, here and shared: its sender sent what no screen sends. This process then refuses
   * it unread for the bucket's whole period (other processes, from the emptied shared bucket, as it refills):
   * a flood of oversized operations costs one parse per period, not one per refill.
   */
  async empty(key: string): Promise<void> {
    const lease = this.leaseOf(key);
    lease.tokens = 0;
    await this.shared.take(this.rule, key, this.rule.capacity, 0);
    lease.refusedUntil = this.now() + this.rule.periodMs;
  }

  private async refill(key: string, lease: Lease, needed: number): Promise<void> {
    const taken = await this.shared.take(this.rule, key, Math.max(needed, this.slice), needed);
    if (taken.granted > 0) lease.tokens += taken.granted;
    else lease.refusedUntil = this.now() + taken.retryAfterSeconds * 1000;
  }

  private leaseOf(key: string): Lease {
    let lease = this.leases.get(key);
    if (lease) {
      // Re-inserted last: the map stays in order of last use, so the oldest go first.
      this.leases.delete(key);
    } else {
      lease = { tokens: 0, refusedUntil: 0 };
      if (this.leases.size >= this.maxKeys) this.leases.delete(this.leases.keys().next().value as string);
    }
    this.leases.set(key, lease);
    return lease;
  }
}
