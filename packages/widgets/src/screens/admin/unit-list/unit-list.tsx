import ArrowsRightLeftIcon from '@heroicons/react/24/outline/ArrowsRightLeftIcon';
import type { Unit } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { allows } from '@saola/core/session';
import { useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { ResourceList } from '../../kit/resource-list';
import { unitPaths } from '../shared/unit-tree';
import { MoveUnitDialog } from './move-unit-dialog';

export interface UnitListProps {
  onNavigate?: (to: string) => void;
}

/**
 * The school's organisational units: each with its superior unit (by its path), manager and members; add,
 * open, move with its subtree, and delete empty ones. A manager without the organisation right sees her units.
 */
export function UnitList({ onNavigate }: UnitListProps) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const [moving, setMoving] = useState<Unit | null>(null);
  const [round, setRound] = useState(0);
  const tree = useReply((a) => a.unit.tree({}), [round]);
  const nodes = tree.data ?? [];
  const paths = unitPaths(nodes);
  const canMove = Boolean(user && allows(api.unit.move.access, user));
  return (
    <>
      <ResourceList
        area="unit"
        pages={{ add: 'unitAdd', edit: 'unitEdit' }}
        title={t('route.units')}
        addLabel={t('route.unitAdd')}
        empty={t('unit.empty')}
        onNavigate={onNavigate}
        refresh={round}
        deleteWarning={() => t('unit.deleteWarning')}
        columns={[
          { key: 'name', header: t('unit.name'), sort: 'name', link: true, cell: (item) => item.name },
          {
            key: 'parent',
            header: t('unit.parent'),
            cell: (item) => (item.idParent ? (paths.get(item.idParent) ?? item.parentName) : '—'),
          },
          { key: 'manager', header: t('unit.manager'), cell: (item) => item.managerName ?? '—' },
          {
            key: 'members',
            header: t('unit.members'),
            cell: (item) => t('unit.memberCount', { count: item.members }),
          },
          {
            key: 'createdAt',
            header: t('unit.createdAt'),
            sort: 'createdAt',
            cell: (item) => displayDate(item.createdAt),
          },
        ]}
        {...(canMove
          ? {
              rowActions: (item: Unit) => (
                <Button variant="ghost" onClick={() => setMoving(item)}>
                  <ArrowsRightLeftIcon aria-hidden className="size-4" />
                  {t('unit.move')}
                </Button>
              ),
            }
          : {})}
      />
      <MoveUnitDialog
        unit={moving}
        nodes={nodes}
        onClose={() => setMoving(null)}
        onMoved={() => setRound((r) => r + 1)}
      />
    </>
  );
}
