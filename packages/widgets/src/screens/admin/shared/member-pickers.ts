import type { RemoteSearch, SelectOption } from '@saola/core/api';
import { useCallback } from 'react';
import { useReply } from '../../../runtime/use-reply';
import { unitOptions } from './unit-tree';
import { useNameSearch } from './use-name-search';

/** The searches a member's unit, position and group are chosen with (units by their path in the tree). */
export function useMemberPickers() {
  const tree = useReply((a) => a.unit.tree({}), []);
  const units = unitOptions(tree.data ?? []);
  const searchUnits = useCallback(
    async ({ keyword, page }: RemoteSearch): Promise<SelectOption[]> => {
      // The whole tree is already here: one page holds every match.
      if (page > 1) return [];
      const wanted = keyword?.trim().toLowerCase() ?? '';
      return units.filter((option) => option.text.toLowerCase().includes(wanted));
    },
    [units],
  );
  const searchPositions = useNameSearch((api, search) => api.position.list(search, { quiet: true }));
  const searchGroups = useNameSearch((api, search) => api.memberGroup.list(search, { quiet: true }));
  return { units, searchUnits, searchPositions, searchGroups };
}
