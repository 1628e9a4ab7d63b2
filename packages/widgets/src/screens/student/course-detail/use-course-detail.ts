import { useNavigateTo } from '../../../runtime/emit';
import { useReply } from '../../../runtime/use-reply';
import { lessonPath, MY_COURSES } from '../shared/learning-paths';

/** A course as its learner sees it, and the way into its lessons. */
export function useCourseDetail(idCourse: number, onNavigate?: (to: string) => void) {
  const reply = useReply((api) => api.learning.course({ idCourse }), [idCourse]);
  const go = useNavigateTo(onNavigate);
  return {
    ...reply,
    openLesson: (idLesson?: number | null) => go(lessonPath(idCourse, idLesson)),
    openList: () => go(MY_COURSES),
  };
}
