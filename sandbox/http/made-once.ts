/**
 * Values made once per key for the whole process: the tests build a sandbox for each test, and
 * what a build makes from the contract (its parse, validators, serializers) is the same each time.
 * A long-lived process that meets ever new keys (the staff console's edited files) names how many
 * it keeps at most; past that, it starts again from none.
 */
export class MadeOnce<T, K = string> {
  private readonly made = new Map<K, T>();

  constructor(private readonly most = Number.POSITIVE_INFINITY) {}

  get(key: K, make: () => T): T {
    const known = this.made.get(key);
    if (known !== undefined) return known;
    const value = make();
    if (this.made.size >= this.most) this.made.clear();
    this.made.set(key, value);
    return value;
  }
}
