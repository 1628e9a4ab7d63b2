import type { Approval, CourseSummary, SelectOption, Visibility } from '@saola/core/api';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useCallback, useMemo, useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import type { Load } from '../../../ui/data-table/use-data-table';
import { categoryOptions } from '../shared/category-tree';
import { useTeacherSearch } from '../shared/use-teacher-search';

export interface CourseFilters {
  category: SelectOption | null;
  teacher: SelectOption | null;
  approval: Approval | '';
  visibility: Visibility | '';
  tuition: 'free' | 'paid' | '';
}

/** The id of the choice that clears a filter ("All"). */
const ANY = 0;
const chosen = (option: SelectOption | null) => (option && option.id !== ANY ? option : null);

const NO_FILTERS: CourseFilters = {
  category: null,
  teacher: null,
  approval: '',
  visibility: '',
  tuition: '',
};

/** The catalogue a course manager works from: filters, the server-side table's load, and bulk delete. */
export function useCourseList() {
  const { api } = useSaola();
  const { user } = useSession();
  const t = useT();
  const any: SelectOption = { id: ANY, text: t('course.all') };
  const [filters, setFilters] = useState<CourseFilters>(NO_FILTERS);
  const categories = useReply((a) => a.courseCategory.list({ isShowAll: true }), []);

  // What the table sends besides its own keyword, page and sort.
  const query = useMemo(
    () => ({
      ...(chosen(filters.category) ? { idCategory: Number(filters.category?.id) } : {}),
      ...(chosen(filters.teacher) ? { idTeacher: Number(filters.teacher?.id) } : {}),
      ...(filters.approval ? { approval: filters.approval } : {}),
      ...(filters.visibility ? { visibility: filters.visibility } : {}),
      ...(filters.tuition ? { isPaid: filters.tuition === 'paid' } : {}),
    }),
    [filters],
  );

  const load: Load<CourseSummary> = useCallback(
    (table) => api.course.list(table as Parameters<typeof api.course.list>[0]),
    [api],
  );

  const searchTeachers = useTeacherSearch(any);

  return {
    filters,
    setFilter: <K extends keyof CourseFilters>(name: K, value: CourseFilters[K]) =>
      setFilters((current) => ({ ...current, [name]: value })),
    query,
    load,
    categoryOptions: [any, ...categoryOptions(categories.data?.data ?? [])],
    /** Only someone who manages every course filters by teacher; a teacher's list is already their own. */
    byTeacher: hasRight(user, RIGHTS.manageAllCourses),
    searchTeachers,
    remove: async (ids: number[]) => {
      await api.course.delete({ ids });
    },
  };
}
