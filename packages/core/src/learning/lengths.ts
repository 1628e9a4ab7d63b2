/** How many distinct learners' players must report one length before it becomes the lesson's. */
export const LENGTH_CONFIRMATIONS = 3;
/** How far apart (seconds) players may report one video's length and still agree: rounding, ads, encodes. */
export const LENGTH_AGREEMENT_SECONDS = 2;

/**
 * The length the players of distinct learners agree on, or null while they do not: the claim with the most
 * other claims within ±2 s, once at least three agree. One learner (one claim each) cannot reach it alone;
 * on a tie the longer length wins, so a tie never makes a lesson quicker to complete.
 */
export function agreedLength(claims: readonly number[]): number | null {
  const sorted = claims.filter((c) => c > 0).sort((a, b) => a - b);
  let best: { length: number; votes: number } | null = null;
  let low = 0;
  let high = 0;
  for (const length of sorted) {
    while ((sorted[low] as number) < length - LENGTH_AGREEMENT_SECONDS) low++;
    while (high < sorted.length && (sorted[high] as number) <= length + LENGTH_AGREEMENT_SECONDS) high++;
    const votes = high - low;
    if (votes >= LENGTH_CONFIRMATIONS && (!best || votes >= best.votes)) best = { length, votes };
  }
  return best?.length ?? null;
}
