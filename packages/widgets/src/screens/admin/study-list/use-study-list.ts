import { pageItems, type RemoteSearch, type SelectOption, type StudyRow } from '@saola/core/api';
import { useCallback, useMemo, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import type { Load } from '../../../ui/data-table/use-data-table';

export type StudyState = '' | 'completed' | 'inProgress';
export type StudyLine = StudyRow & { id: string };

/** Learners' progress across the courses the caller manages: one learner, one course, or everyone. */
export function useStudyList(idUser?: number) {
  const { api } = useSaola();
  const [course, setCourse] = useState<SelectOption | null>(null);
  const [state, setState] = useState<StudyState>('');
  const query = useMemo(
    () => ({
      ...(idUser ? { idUser } : {}),
      ...(course ? { idCourse: Number(course.id) } : {}),
      ...(state ? { completed: state === 'completed' } : {}),
    }),
    [idUser, course, state],
  );
  const load: Load<StudyLine> = useCallback(
    async (table) => {
      const reply = await api.study.list(table as Parameters<typeof api.study.list>[0]);
      if (reply.error || !reply.data) return { ...reply, data: null };
      // One row is one learner in one course: that pair is the row's key.
      const data = reply.data.data.map((row) => ({ ...row, id: `${row.idUser}-${row.idCourse}` }));
      return { ...reply, data: { ...reply.data, data } };
    },
    [api],
  );
  const searchCourses = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.course.list(search, { quiet: true });
      return pageItems(reply).map((c) => ({ id: c.id, text: c.name }));
    },
    [api],
  );
  return { query, load, course, setCourse, state, setState, searchCourses };
}
