import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import type { Position } from '@saola/core/api';
import { allows } from '@saola/core/session';
import { useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { ResourceList } from '../../kit/resource-list';
import { PositionDialog } from './position-dialog';

/** The job positions members hold, by position group: add, edit in place, delete several. */
export function JobPositionList() {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const [editing, setEditing] = useState<Position | 'new' | null>(null);
  const [round, setRound] = useState(0);
  const canEdit = Boolean(user && allows(api.position.edit.access, user));
  return (
    <>
      <ResourceList
        area="position"
        base="/job-position"
        title={t('route.jobPositions')}
        addLabel={t('position.add')}
        onAdd={() => setEditing('new')}
        empty={t('position.empty')}
        refresh={round}
        columns={[
          { key: 'name', header: t('position.name'), sort: 'name', cell: (item) => item.name },
          {
            key: 'positionGroup',
            header: t('position.group'),
            sort: 'positionGroup',
            cell: (item) => item.positionGroup || '—',
          },
          {
            key: 'description',
            header: t('position.description'),
            cell: (item) => <span className="line-clamp-2">{item.description}</span>,
          },
          { key: 'members', header: t('position.members'), cell: (item) => item.members },
        ]}
        {...(canEdit
          ? {
              rowActions: (item: Position) => (
                <Button
                  variant="ghost"
                  onClick={() => setEditing(item)}
                  aria-label={`${t('position.edit')}: ${item.name}`}
                >
                  <PencilSquareIcon aria-hidden className="size-4" />
                  {t('common.edit')}
                </Button>
              ),
            }
          : {})}
      />
      <PositionDialog
        editing={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) setRound((r) => r + 1);
        }}
      />
    </>
  );
}
