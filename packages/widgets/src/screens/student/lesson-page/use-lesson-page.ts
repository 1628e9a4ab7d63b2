import type { LessonProgress, LessonView } from '@saola/core/api';
import { useEffect, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { coursePath, lessonPath } from '../shared/learning-paths';

/** A lesson and its course's outline, the learner's progress in it, and the ways to move on. */
export function useLessonPage(
  idCourse: number,
  idLesson: number | undefined,
  onNavigate?: (to: string) => void,
) {
  const { api } = useSaola();
  const view = useReply((a) => a.learning.lesson({ idCourse, idLesson }), [idCourse, idLesson]);
  const outline = useReply((a) => a.learning.course({ idCourse }), [idCourse]);
  const [progress, setProgress] = useState<LessonProgress | null>(null);
  const go = useNavigateTo(onNavigate);
  const lesson: LessonView | null = view.data;
  useEffect(() => setProgress(lesson?.progress ?? null), [lesson]);

  /** Progress moved: a lesson just completed may open the next one, so the outline is read again. */
  const progressed = (next: LessonProgress) => {
    if (next.completed && !progress?.completed) outline.reload();
    setProgress(next);
  };

  return {
    view,
    outline,
    progress,
    progressed,
    completeReading: async () => {
      if (!lesson) return;
      const done = await api.learning.complete({ idLesson: lesson.lesson.id }, { quiet: true });
      if (!done.error && done.data) progressed(done.data);
    },
    /** A passed quiz completed the lesson on the server: read it again for the course's new progress. */
    quizPassed: () => {
      view.reload();
      outline.reload();
    },
    openLesson: (id: number | null) => go(lessonPath(idCourse, id)),
    openCourse: () => go(coursePath(idCourse)),
  };
}
