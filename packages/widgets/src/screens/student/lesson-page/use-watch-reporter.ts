import { type LessonProgress, REPORT_INTERVALS_MAX } from '@saola/core/api';
import { type Interval, mergeIntervals } from '@saola/core/learning';
import { useEffect, useRef } from 'react';
import { useSaola } from '../../../runtime/saola';

/** How often a playing video reports what was watched. */
export const REPORT_EVERY_MS = 15_000;

export interface WatchReporter {
  /** The player's played ranges (or sampled stretches) so far this session. */
  played: (intervals: readonly Interval[]) => void;
  moved: (position: number, rate: number, duration?: number) => void;
  /** Report now: on pause, on ending, and (with keepalive) when the learner leaves. */
  flush: (keepalive?: boolean) => void;
  playing: (on: boolean) => void;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Sends what a learner watched: every 15 s while playing, on pause and on leaving. Each report carries the
 * session's whole played ranges; the server credits only what is new and what the time since allows.
 */
export function useWatchReporter(
  idLesson: number,
  onProgress: (progress: LessonProgress) => void,
): WatchReporter {
  const { api } = useSaola();
  const session = useRef<Interval[]>([]);
  const where = useRef<{ position: number; rate: number; duration: number | undefined }>({
    position: 0,
    rate: 1,
    duration: undefined,
  });
  const sent = useRef('');
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const latest = useRef(onProgress);
  latest.current = onProgress;

  const flush = (keepalive = false) => {
    const intervals = session.current
      .slice(-REPORT_INTERVALS_MAX)
      .map(([s, e]): Interval => [round(s), round(e)]);
    const key = JSON.stringify([intervals, round(where.current.position)]);
    if (intervals.length === 0 || key === sent.current) return;
    sent.current = key;
    const { position, rate, duration } = where.current;
    void api.learning
      .progress(
        {
          idLesson,
          intervals,
          position: round(position),
          rate,
          ...(duration ? { duration: round(duration) } : {}),
        },
        { quiet: true, keepalive },
      )
      .then((reply) => {
        if (!reply.error && reply.data) latest.current(reply.data);
      });
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    const leave = () => flushRef.current(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      if (timer.current) clearInterval(timer.current);
      flushRef.current(true);
    };
  }, []);

  return {
    played: (intervals) => {
      session.current = mergeIntervals(intervals);
    },
    moved: (position, rate, duration) => {
      where.current = {
        position,
        rate,
        duration: duration && Number.isFinite(duration) ? duration : undefined,
      };
    },
    flush: (keepalive) => flushRef.current(keepalive),
    playing: (on) => {
      if (timer.current) clearInterval(timer.current);
      timer.current = on ? setInterval(() => flushRef.current(), REPORT_EVERY_MS) : null;
      if (!on) flushRef.current();
    },
  };
}
