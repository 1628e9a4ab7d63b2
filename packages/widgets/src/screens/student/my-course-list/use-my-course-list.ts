import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useReply } from '../../../runtime/use-reply';
import { coursePath, lessonPath } from '../shared/learning-paths';

export type MyCourseFilter = 'all' | 'inProgress' | 'completed' | 'catalogue';
export const MY_COURSES_PAGE = 12;

/** The learner's courses, searched, filtered and paged on the server. */
export function useMyCourseList(onNavigate?: (to: string) => void) {
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<MyCourseFilter>('all');
  const [page, setPage] = useState(1);
  const reply = useReply(
    (api) =>
      api.learning.myCourses({ keyword: keyword.trim() || undefined, filter, page, take: MY_COURSES_PAGE }),
    [keyword, filter, page],
  );
  const go = useNavigateTo(onNavigate);
  return {
    ...reply,
    keyword,
    filter,
    page,
    search: (value: string) => {
      setKeyword(value);
      setPage(1);
    },
    choose: (value: MyCourseFilter) => {
      setFilter(value);
      setPage(1);
    },
    setPage,
    openCourse: (idCourse: number) => go(coursePath(idCourse)),
    continueCourse: (idCourse: number) => go(lessonPath(idCourse)),
  };
}
