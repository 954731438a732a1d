/**
 * Values made once per key for the whole process: the tests build a sandbox for each test, and
 * what a build makes from the contract (its parse, validators, serializers) is the same each time.
 */
export class MadeOnce<T, K = string> {
  private readonly made = new Map<K, T>();

  get(key: K, make: () => T): T {
    const known = this.made.get(key);
    if (known !== undefined) return known;
    const value = make();
    this.made.set(key, value);
    return value;
  }
}
