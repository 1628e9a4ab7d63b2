/**
 * The term average of a subject's transcript (issue 20): the weighted mean of the scores a learner has, each
 * weighted by its column's score factor (hệ số, 1 to 3). A learner with no score yet has no average (null),
 * never 0: a 0 would read as a failing grade she never got.
 */

/** The smallest and largest score factor a transcript column takes. */
export const SCORE_FACTOR_MIN = 1;
export const SCORE_FACTOR_MAX = 3;

export interface WeightedScore {
  /** The score, or null (or undefined) while it has not been given: it does not count. */
  score: number | null | undefined;
  /** Its column's score factor. */
  factor: number;
}

/**
 * Σ(score × factor) / Σ(factor) over the scores given, rounded half up to `decimals` places (1 by default,
 * as Vietnamese report cards show them); null when no score is given. A factor outside 1–3 or a score that is
 * not a finite number is a caller's bug and throws.
 */
export function termAverage(scores: readonly WeightedScore[], decimals = 1): number | null {
  let weighted = 0;
  let factors = 0;
  for (const { score, factor } of scores) {
    if (!Number.isInteger(factor) || factor < SCORE_FACTOR_MIN || factor > SCORE_FACTOR_MAX)
      throw new RangeError(`score factor ${factor} is not a whole number from 1 to 3`);
    if (score === null || score === undefined) continue;
    if (!Number.isFinite(score)) throw new RangeError(`score ${score} is not a number`);
    weighted += score * factor;
    factors += factor;
  }
  if (factors === 0) return null;
  const scale = 10 ** decimals;
  // Scaled to whole hundredths first, so 7.25 (7.2499999… in floating point) rounds to 7.3 as on paper.
  return Math.round(Math.round((weighted / factors) * scale * 1000) / 1000) / scale;
}
