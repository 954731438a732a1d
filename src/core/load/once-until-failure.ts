/**
 * A promise made at the first ask and given to every ask after it; one that failed (its chunk did
 * not load, no configuration came) is made again at the next ask.
 */
export function onceUntilFailure<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}
