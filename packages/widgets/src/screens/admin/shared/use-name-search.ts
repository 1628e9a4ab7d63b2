import { type Api, pageItems, type RemoteSearch, type SelectOption } from '@saola/core/api';
import type { Reply } from '@saola/core/http';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';

type Named = { id: number; name: string };

/**
 * A remote search for a Select over one of the school's named lists (courses, classes, subjects…), each row
 * shown by its name. `list` names the call and is read once, so the search keeps its identity across renders.
 */
export function useNameSearch(list: (api: Api, search: RemoteSearch) => Promise<Reply<{ data: Named[] }>>) {
  const { api } = useSaola();
  const [call] = useState(() => list);
  return useCallback(
    async (search: RemoteSearch): Promise<SelectOption[]> =>
      pageItems(await call(api, search)).map((row) => ({ id: row.id, text: row.name })),
    [api, call],
  );
}
