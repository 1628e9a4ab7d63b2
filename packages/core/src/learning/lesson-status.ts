/** Who is looking at a lesson: an enrolled learner, whose progress counts; staff previewing; a visitor trying it. */
export const LESSON_VIEWERS = ['learner', 'staff', 'visitor'] as const;
export type LessonViewer = (typeof LESSON_VIEWERS)[number];

export type LessonStatus =
  | { state: 'notCounted'; viewer: Exclude<LessonViewer, 'learner'> }
  | { state: 'completed'; courseProgress: number }
  | { state: 'watching'; percent: number; threshold: number; courseProgress: number }
  | { state: 'pending'; courseProgress: number };

export interface LessonStatusInput {
  viewer: LessonViewer;
  /** A video lesson, completed by watching its threshold. */
  watched: boolean;
  threshold: number;
  progress: { completed: boolean; percent: number; courseProgress: number };
}

/**
 * The one state a lesson page shows, so it never says two things at once. Progress counts only in a course one
 * is enrolled in: staff and visitors get no completion and no course progress, whatever was recorded. A learner's
 * lesson is completed, or a video watched so far, or waiting to be read, opened or passed.
 */
export function lessonStatus({ viewer, watched, threshold, progress }: LessonStatusInput): LessonStatus {
  if (viewer !== 'learner') return { state: 'notCounted', viewer };
  const { courseProgress } = progress;
  if (progress.completed) return { state: 'completed', courseProgress };
  if (watched) return { state: 'watching', percent: progress.percent, threshold, courseProgress };
  return { state: 'pending', courseProgress };
}
