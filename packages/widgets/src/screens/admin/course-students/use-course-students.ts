import { type Enrolment, pageItems, type RemoteSearch, type SelectOption } from '@saola/core/api';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import type { Load } from '../../../ui/data-table/use-data-table';

export type EnrolmentRow = Enrolment & { id: number };

/** A course's students: who to enrol (searched among the school's students), the table, and removal. */
export function useCourseStudents(idCourse: number) {
  const { api } = useSaola();
  const [chosen, setChosen] = useState<SelectOption[]>([]);
  const [refresh, setRefresh] = useState(0);
  const [busy, setBusy] = useState(false);

  const searchStudents = useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.student.list(search, { quiet: true });
      return pageItems(reply.data).map((student) => ({
        id: student.id,
        text: `${student.fullName} (${student.username})`,
      }));
    },
    [api],
  );

  const load: Load<EnrolmentRow> = useCallback(
    async (table) => {
      const reply = await api.enrolment.list({ ...(table as object), idCourse } as never);
      if (reply.error || !reply.data) return null;
      return { ...reply.data, data: reply.data.data.map((row) => ({ ...row, id: row.idUser })) };
    },
    [api, idCourse],
  );

  return {
    chosen,
    setChosen,
    searchStudents,
    load,
    refresh,
    busy,
    enrol: async () => {
      if (chosen.length === 0) return;
      setBusy(true);
      const reply = await api.enrolment.add({ idCourse, idUsers: chosen.map((option) => Number(option.id)) });
      setBusy(false);
      if (reply.error) return;
      setChosen([]);
      setRefresh((n) => n + 1);
    },
    remove: async (ids: number[]) => {
      await api.enrolment.delete({ idCourse, idUsers: ids });
    },
  };
}
