/** A stretch of a video in seconds, start inclusive, end exclusive: `[12.5, 30]`. */
export type Interval = [number, number];

const EPSILON = 0.01;
const round = (n: number) => Math.round(n * 100) / 100;

/** The intervals sorted and merged where they touch or overlap; empty ones dropped. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter(([s, e]) => e - s > EPSILON).sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + EPSILON) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds covered by merged intervals. */
export function measure(intervals: readonly Interval[]): number {
  return round(intervals.reduce((sum, [s, e]) => sum + (e - s), 0));
}

/** The parts of `[start, end]` that `covered` (merged) does not cover, in order. */
export function uncovered([start, end]: Interval, covered: readonly Interval[]): Interval[] {
  const gaps: Interval[] = [];
  let cursor = start;
  for (const [s, e] of covered) {
    if (e <= cursor) continue;
    if (s >= end) break;
    if (s > cursor) gaps.push([cursor, Math.min(s, end)]);
    cursor = Math.max(cursor, e);
    if (cursor >= end) break;
  }
  if (cursor < end) gaps.push([cursor, end]);
  return gaps.filter(([s, e]) => e - s > EPSILON);
}

/** The fastest playback the server credits, whatever rate a client claims. */
export const MAX_PLAYBACK_RATE = 2;
/**
 * Give for timers and networks: a report may credit 5 % more than the wall-clock time since the last one.
 * Proportional, so a report replayed at once earns nothing; clients resend the session's whole played ranges,
 * so a second left uncredited by a late report is credited by the next.
 */
export const REPORT_TOLERANCE = 1.05;
/** How far past the furthest point watched a restricted player may start an interval (a keyframe's give). */
export const SEEK_TOLERANCE_SECONDS = 2;

export interface WatchState {
  /** Merged intervals credited so far. */
  watched: Interval[];
  /** The furthest second credited playback reached. */
  furthest: number;
}

export interface WatchReport {
  intervals: readonly Interval[];
  /** The playback rate the client says it played at. */
  rate: number;
}

export interface WatchRules {
  duration: number;
  seekRestricted: boolean;
  /**
   * Wall-clock seconds the report may be credited for: since the server last heard from this learner on this
   * lesson, and not already spent on another lesson (the learner's watch clock).
   */
  elapsed: number;
}

/**
 * What a progress report earns. New seconds are credited in the order the client played them, but never
 * more than the wall-clock time since the last report allows at the claimed rate (capped at 2×): one big
 * forged interval, or a minute reported after ten seconds, earns only what could have been watched. Seconds
 * already credited cost nothing, so replaying a report changes nothing. With the seek restriction, an
 * interval starting past the furthest point reached is what the restriction forbids and earns nothing.
 * `spent` is the wall-clock time the credit used up: what it costs the learner's watch clock.
 */
export function creditReport(
  state: WatchState,
  report: WatchReport,
  rules: WatchRules,
): WatchState & { credited: number; spent: number } {
  const rate = Math.min(Math.max(Number.isFinite(report.rate) ? report.rate : 1, 0.25), MAX_PLAYBACK_RATE);
  let budget = Math.max(0, rules.elapsed) * rate * REPORT_TOLERANCE;
  let watched = mergeIntervals(state.watched);
  let furthest = state.furthest;
  let credited = 0;
  for (const [rawStart, rawEnd] of report.intervals) {
    const start = Math.max(0, Math.min(rawStart, rules.duration));
    const end = Math.max(0, Math.min(rawEnd, rules.duration));
    if (!(end - start > EPSILON)) continue;
    if (rules.seekRestricted && start > furthest + SEEK_TOLERANCE_SECONDS) continue;
    let reached = end;
    const gaps = uncovered([start, end], watched);
    const accepted: Interval[] = [];
    for (const [s, e] of gaps) {
      if (budget <= EPSILON) {
        reached = s;
        break;
      }
      const take = Math.min(e - s, budget);
      accepted.push([s, round(s + take)]);
      budget -= take;
      credited += take;
      if (take < e - s) {
        reached = s + take;
        break;
      }
    }
    watched = mergeIntervals([...watched, ...accepted]);
    furthest = Math.max(furthest, round(reached));
  }
  return { watched, furthest, credited: round(credited), spent: credited / (rate * REPORT_TOLERANCE) };
}

/** Percent of a lesson watched, whole and at most 100. */
export function watchedPercent(watched: readonly Interval[], duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(100, Math.floor((measure(watched) / duration) * 100 + 1e-9));
}
