import type { Api } from '@saola/core/api';
import type { Reply } from '@saola/core/http';
import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { useSaola } from './saola';

export interface Loaded<T> {
  data: T | null;
  /** The call failed (the request wrapper has already told the user why). */
  failed: boolean;
  reload: () => void;
}

/**
 * Loads one reply for a screen and loads it again when `deps` change; a reply that arrives after the screen
 * moved on (unmounted or asked again) is dropped.
 */
export function useReply<T>(load: (api: Api) => Promise<Reply<T>>, deps: DependencyList): Loaded<T> {
  const { api } = useSaola();
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: null, failed: false });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  const run = useCallback(load, deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is how reload asks for the same load again
  useEffect(() => {
    let live = true;
    void run(api).then((reply) => {
      if (!live) return;
      setState(
        reply.error || reply.data === null
          ? { data: null, failed: true }
          : { data: reply.data, failed: false },
      );
    });
    return () => {
      live = false;
    };
  }, [api, run, round]);
  return { ...state, reload: () => setRound((n) => n + 1) };
}
