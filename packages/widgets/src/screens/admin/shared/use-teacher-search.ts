import { pageItems, type RemoteSearch, type SelectOption } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { useCallback } from 'react';
import { useSaola } from '../../../runtime/saola';

/** A remote search over the school's teachers for a Select; `first` leads the first unfiltered page. */
export function useTeacherSearch(first?: SelectOption) {
  const { api } = useSaola();
  const firstId = first?.id;
  const firstText = first?.text;
  return useCallback(
    async (search: RemoteSearch) => {
      const reply = await api.auth.users({ ...search, idType: ID_TYPE.TEACHER }, { quiet: true });
      const teachers = pageItems(reply).map((teacher) => ({ id: teacher.id, text: teacher.fullName }));
      return firstId !== undefined && firstText !== undefined && search.page === 1 && !search.keyword
        ? [{ id: firstId, text: firstText }, ...teachers]
        : teachers;
    },
    [api, firstId, firstText],
  );
}
