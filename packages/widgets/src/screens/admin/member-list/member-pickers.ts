import { pageItems, type RemoteSearch, type SelectOption } from '@saola/core/api';
import { useCallback } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { unitOptions } from '../unit-list/unit-tree';

/** The searches a member's unit, position and group are chosen with (units by their path in the tree). */
export function useMemberPickers() {
  const { api } = useSaola();
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
  const searchPositions = useCallback(
    async (search: RemoteSearch) =>
      pageItems(await api.position.list(search, { quiet: true })).map((p) => ({
        id: p.id,
        text: p.name,
      })),
    [api],
  );
  const searchGroups = useCallback(
    async (search: RemoteSearch) =>
      pageItems(await api.memberGroup.list(search, { quiet: true })).map((g) => ({
        id: g.id,
        text: g.name,
      })),
    [api],
  );
  return { units, searchUnits, searchPositions, searchGroups };
}
