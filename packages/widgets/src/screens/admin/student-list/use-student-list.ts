import type { Student, StudentKind } from '@saola/core/api';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import type { Load } from '../../../ui/data-table/use-data-table';

/** One kind of students: the table's load with its filter, and bulk delete for those allowed. */
export function useStudentList(kind: StudentKind) {
  const { api } = useSaola();
  const { user } = useSession();
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const query = useMemo(() => ({ kind, ...(status ? { status } : {}) }), [kind, status]);
  const load: Load<Student> = useCallback(
    (table) => api.student.list(table as Parameters<typeof api.student.list>[0]),
    [api],
  );
  return {
    status,
    setStatus,
    query,
    load,
    canEdit: hasRight(user, RIGHTS.student),
    remove: async (ids: number[]) => {
      await api.student.delete({ ids });
    },
  };
}
