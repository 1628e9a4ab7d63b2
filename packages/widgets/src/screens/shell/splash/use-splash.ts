import { type Failure, failureOf } from '@saola/core/http';
import { pathTo } from '@saola/core/routes';
import { isSessionReady, loadConfig, session, takeRedirect } from '@saola/core/session';
import { useCallback, useEffect, useState } from 'react';
import { useEmit } from '../../../runtime/emit';
import { useSaola } from '../../../runtime/saola';

/**
 * SPEC §2's first screen: loads the configuration; a known user goes on to the page they asked for (or the
 * dashboard), anyone else to sign-in. A server that cannot be reached leaves a way to try again.
 */
export function useSplash(onNavigate?: (to: string) => void) {
  const { api } = useSaola();
  const emit = useEmit();
  const [failure, setFailure] = useState<Failure | null>(null);

  const start = useCallback(
    async (stillWanted: () => boolean = () => true) => {
      setFailure(null);
      const reply = await loadConfig(api, { quiet: true });
      if (!stillWanted()) return;
      if (reply.error && reply.code !== 401) {
        setFailure(failureOf(reply));
        return;
      }
      const to = isSessionReady(session) ? takeRedirect() : pathTo('signIn');
      emit('saola-navigate', { to });
      onNavigate?.(to);
    },
    [api, emit, onNavigate],
  );

  useEffect(() => {
    let live = true;
    void start(() => live);
    return () => {
      live = false;
    };
  }, [start]);

  return { failure, retry: () => void start() };
}
