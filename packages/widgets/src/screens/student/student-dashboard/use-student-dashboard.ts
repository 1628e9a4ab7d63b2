import { buildPath, isScreenAvailable } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useReply } from '../../../runtime/use-reply';

const COURSE_DETAIL = '/my-course/:id';

/** The learner's unfinished courses and the lessons about to open; a course opens its page once that exists. */
export function useStudentDashboard(onNavigate?: (to: string) => void) {
  const { data, failed, reload } = useReply((api) => api.dashboard.student({}), []);
  const go = useNavigateTo(onNavigate);
  const canOpenCourse = isScreenAvailable('student', COURSE_DETAIL);
  return {
    data,
    failed,
    reload,
    openCourse: canOpenCourse
      ? (idCourse: number) => go(buildPath(COURSE_DETAIL, { id: idCourse }))
      : undefined,
  };
}
