import { useRef, useState } from 'react';

/**
 * Runs an action at most once at a time. While the promise it returned is unsettled, `pending` is true and
 * further calls are ignored: the guard is a ref, so a second click or Enter that comes before React has
 * re-rendered the disabled button is ignored too. An action that returns no promise is simply run.
 */
export function useAction<A extends unknown[]>(action: ((...args: A) => unknown) | undefined) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = (...args: A): void => {
    if (running.current || !action) return;
    const result = action(...args);
    if (!(result instanceof Promise)) return;
    running.current = true;
    setPending(true);
    void result.finally(() => {
      running.current = false;
      setPending(false);
    });
  };
  return { run, pending };
}
