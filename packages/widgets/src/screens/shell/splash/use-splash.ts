import { isSessionReady, loadConfig, session, takeRedirect } from '@saola/core/session';
import { useEffect, useState } from 'react';
import { useEmit } from '../../../runtime/emit';
import { useSaola } from '../../../runtime/saola';

/**
 * SPEC §2's first screen: loads the configuration; a known user goes on to the page they asked for (or the
 * dashboard), anyone else to sign-in. A server that cannot be reached leaves a way to try again.
 */
export function useSplash(onNavigate?: (to: string) => void) {
  const { api } = useSaola();
  const emit = useEmit();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      setFailed(false);
      const reply = await loadConfig(api, { quiet: true });
      if (!live) return;
      if (reply.error && reply.code !== 401) {
        setFailed(true);
        return;
      }
      const to = isSessionReady(session) ? takeRedirect() : '/signIn';
      emit('saola-navigate', { to });
      onNavigate?.(to);
    })();
    return () => {
      live = false;
    };
  }, [api, emit, onNavigate, attempt]);

  return { failed, retry: () => setAttempt((n) => n + 1) };
}
