type LessonLengths = { kind: string; fileDuration: number | null; duration: number | null };

/**
 * The length no learner chose: ffprobe's for an upload, the author's for a YouTube video (her player measures
 * it when she saves the lesson), or one that the players of three learners agree on where neither exists
 * (lessons saved before authors were asked). Null while there is none.
 *
 * Paths that must ask this: learning/watching.ts (a progress report) and learning/access.ts (the length and
 * percent a learner is shown). course/curriculum.ts writes the author's length; watching.ts's agreement writes
 * only where the lesson has none.
 */
export function trustedLength(lesson: LessonLengths): number | null {
  return lesson.fileDuration ?? lesson.duration;
}

/**
 * The length a video lesson's completion needs; null means no report can complete it yet. Completion leads to
 * certificates, so a YouTube lesson completes only against a trusted length: a learner who lies about it in
 * their first report would otherwise need to watch only what they claimed. An upload without ffprobe still
 * falls back on the learner's own claim (its author has no player measuring it yet: SECURITY.md says so).
 * Path: learning/watching.ts, the only path that completes a video lesson.
 */
export function completionLength(lesson: LessonLengths, claimed: number | null): number | null {
  return trustedLength(lesson) ?? (lesson.kind === 'video' ? claimed : null);
}

/**
 * The length a learner's player claims for a lesson, kept per learner: the longest it ever reported, so a later
 * report cannot shorten it. It measures that learner's share where no length is trusted and is one vote towards
 * agreement; it never completes the lesson (see trustedLength).
 */
export function claimedLength(kept: number | null, reported: number | undefined): number | null {
  return Math.max(kept ?? 0, reported ?? 0) || null;
}
