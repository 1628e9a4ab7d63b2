import type { Api } from '@saola/core/api';
import { type Failure, failureOf, type Reply } from '@saola/core/http';
import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { useSaola } from './saola';

export interface Loaded<T> {
  data: T | null;
  /** Why the call failed (the request wrapper has already told the user), for the screen's own state. */
  failure: Failure | null;
  reload: () => void;
}

/**
 * Loads one reply for a screen and loads it again when `deps` change; a reply that arrives after the screen
 * moved on (unmounted or asked again) is dropped. A success without data is a record that is not there.
 */
export function useReply<T>(load: (api: Api) => Promise<Reply<T>>, deps: DependencyList): Loaded<T> {
  const { api } = useSaola();
  const [state, setState] = useState<{ data: T | null; failure: Failure | null }>({
    data: null,
    failure: null,
  });
  const [round, setRound] = useState(0);
  // A new function whenever the deps change, even when `load` is the same one (a prop a parent made once):
  // the effect below runs on that change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  const run = useCallback((client: Api) => load(client), deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is how reload asks for the same load again
  useEffect(() => {
    let live = true;
    // Trying again after a failure shows the load under way, not the old failure.
    setState((current) => (current.failure ? { data: null, failure: null } : current));
    void run(api).then((reply) => {
      if (!live) return;
      setState(
        reply.error || reply.data === null
          ? { data: null, failure: failureOf(reply) ?? 'notFound' }
          : { data: reply.data, failure: null },
      );
    });
    return () => {
      live = false;
    };
  }, [api, run, round]);
  return { ...state, reload: () => setRound((n) => n + 1) };
}
