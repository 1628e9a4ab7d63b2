import { isScreenAvailable } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useReply } from '../../../runtime/use-reply';
import { COURSE_PAGE, coursePath } from '../shared/learning-paths';

/** The learner's unfinished courses and the lessons about to open; a course opens its page once that exists. */
export function useStudentDashboard(onNavigate?: (to: string) => void) {
  const { data, failure, reload } = useReply((api) => api.dashboard.student({}), []);
  const go = useNavigateTo(onNavigate);
  const canOpenCourse = isScreenAvailable('student', COURSE_PAGE);
  return {
    data,
    failure,
    reload,
    openCourse: canOpenCourse ? (idCourse: number) => go(coursePath(idCourse)) : undefined,
  };
}
