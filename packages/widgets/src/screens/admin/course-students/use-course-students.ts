import type { Enrolment } from '@saola/core/api';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import type { Load } from '../../../ui/data-table/use-data-table';

export type EnrolmentRow = Enrolment & { id: number };

/** A course's students: who to enrol (searched among the school's students), the table, and removal. */
export function useCourseStudents(idCourse: number) {
  const { api } = useSaola();
  const [refresh, setRefresh] = useState(0);

  const load: Load<EnrolmentRow> = useCallback(
    async (table) => {
      const reply = await api.enrolment.list({ ...table, idCourse });
      if (reply.error || !reply.data) return { ...reply, data: null };
      const data = reply.data.data.map((row) => ({ ...row, id: row.idUser }));
      return { ...reply, data: { ...reply.data, data } };
    },
    [api, idCourse],
  );

  return {
    load,
    refresh,
    enrol: async (idUsers: number[]) => {
      const reply = await api.enrolment.add({ idCourse, idUsers });
      if (reply.error) return false;
      setRefresh((n) => n + 1);
      return true;
    },
    remove: async (ids: number[]) => {
      await api.enrolment.delete({ idCourse, idUsers: ids });
    },
  };
}
