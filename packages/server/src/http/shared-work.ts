/**
 * Identical questions asked while the first is still being answered share its answer: thirty staff opening
 * the same report at eight o'clock cost one computation, not thirty. Nothing is kept once it settles, so no
 * answer is older than its question. `scope` (the database) keeps two servers in one process apart.
 */
export function sharedWork<T>() {
  const running = new WeakMap<object, Map<string, Promise<T>>>();
  return (scope: object, key: string, work: () => Promise<T>): Promise<T> => {
    let inScope = running.get(scope);
    if (!inScope) {
      inScope = new Map();
      running.set(scope, inScope);
    }
    const pending = inScope.get(key);
    if (pending) return pending;
    const started = work().finally(() => inScope.delete(key));
    inScope.set(key, started);
    return started;
  };
}
