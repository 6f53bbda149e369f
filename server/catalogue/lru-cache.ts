/**
 * A small least-recently-used map: reading an entry renews it, the oldest go when it holds more
 * than `capacity` entries, or, when entries are weighed, more than `budget` in all.
 */
export class LruCache<Key, Value> {
  private entries = new Map<Key, Value>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly weighing?: { weigh: (value: Value) => number; budget: number },
  ) {}

  get(key: Key): Value | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: Key, value: Value): void {
    this.delete(key);
    this.entries.set(key, value);
    this.weight += this.weighOf(value);
    while (this.entries.size > this.capacity || (this.weighing && this.weight > this.weighing.budget && this.entries.size > 1)) {
      this.delete(this.entries.keys().next().value as Key);
    }
  }

  /** Every entry replaced by what `update` makes of it, in the same order; undefined removes it. */
  revise(update: (value: Value, key: Key) => Value | undefined): void {
    const entries = this.entries;
    this.clear();
    for (const [key, value] of entries) {
      const revised = update(value, key);
      if (revised === undefined) continue;
      this.entries.set(key, revised);
      this.weight += this.weighOf(revised);
    }
  }

  clear(): void {
    this.entries = new Map();
    this.weight = 0;
  }

  delete(key: Key): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weighOf(value);
  }

  private weighOf(value: Value): number {
    return this.weighing ? this.weighing.weigh(value) : 0;
  }
}
