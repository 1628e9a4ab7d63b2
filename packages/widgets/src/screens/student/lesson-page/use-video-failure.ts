import type { VideoFailure } from '@saola/core/learning';
import { useRef, useState } from 'react';
import { useSaola } from '../../../runtime/saola';

export interface Failure {
  reason: VideoFailure;
  /** The player's error code; none when the IFrame API never arrived. */
  code?: number;
}

/**
 * A lesson's video that could not be played: what went wrong, reported to the server so the teacher sees it
 * (`told` once the server kept it), and another attempt on retry.
 */
export function useVideoFailure(idLesson: number) {
  const { api } = useSaola();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [told, setTold] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef(0);
  current.current = attempt;

  return {
    failure,
    told,
    /** Changes on each retry: the player loads again. */
    attempt,
    failed: (next: Failure) => {
      const mine = current.current;
      setFailure(next);
      setTold(false);
      void api.learning.videoFailed({ idLesson, ...next }, { quiet: true }).then((reply) => {
        if (mine === current.current && !reply.error && reply.data?.reported) setTold(true);
      });
    },
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}
