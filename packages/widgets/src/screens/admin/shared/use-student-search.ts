import { pageItems, type RemoteSearch } from '@saola/core/api';
import { useCallback } from 'react';
import { useSaola } from '../../../runtime/saola';

/** A remote search over the school's students for a Select, each shown with its username to tell namesakes apart. */
export function useStudentSearch() {
  const { api } = useSaola();
  return useCallback(
    async (search: RemoteSearch) =>
      pageItems(await api.student.list(search, { quiet: true })).map((s) => ({
        id: s.id,
        text: `${s.fullName} (${s.username})`,
      })),
    [api],
  );
}
