/** A bounded map that forgets the least recently used entry when full. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  /** The most recent key: asking for it again needs no reordering (a busy client repeats itself). */
  private newest: K | undefined;

  constructor(private readonly capacity: number) {
    if (!(capacity > 0)) throw new Error('Lru capacity must be positive');
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined || key === this.newest) return value;
    // Map keeps insertion order: re-inserting marks the entry as most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
    if (key === this.newest) this.newest = undefined;
  }

  get size(): number {
    return this.entries.size;
  }
}
