import type { RightGroup } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { ResourceList } from '../../kit/resource-list';
import { RightGroupDialog } from './right-group-dialog';

/**
 * The school's permission groups: each with its data scope, rights and number of teachers; add and edit in a
 * dialog built from the server's rights catalogue, delete several.
 */
export function RightGroupList() {
  const t = useT();
  const catalogue = useReply((api) => api.rightGroup.rights({}), []);
  const [open, setOpen] = useState<{ group: RightGroup | null } | null>(null);
  const [refresh, setRefresh] = useState(0);
  if (catalogue.failure) return <LoadFailed failure={catalogue.failure} onRetry={catalogue.reload} />;
  return (
    <>
      <ResourceList
        area="rightGroup"
        base="/rightGroup"
        title={t('route.rightGroups')}
        addLabel={t('rightGroup.add')}
        empty={t('rightGroup.empty')}
        refresh={refresh}
        onAdd={() => setOpen({ group: null })}
        onOpen={(group) => setOpen({ group })}
        columns={[
          { key: 'name', header: t('rightGroup.name'), sort: 'name', link: true, cell: (g) => g.name },
          {
            key: 'scope',
            header: t('rightGroup.scope'),
            cell: (g) => (g.scope === 'school' ? t('rightGroup.scopeSchool') : t('rightGroup.scopePersonal')),
          },
          {
            key: 'rights',
            header: t('rightGroup.rights'),
            cell: (g) => t('rightGroup.rightCount', { count: g.rights.length }),
          },
          {
            key: 'teachers',
            header: t('route.teachers'),
            cell: (g) => t('rightGroup.teacherCount', { count: g.teachers }),
          },
          {
            key: 'createdAt',
            header: t('rightGroup.createdAt'),
            sort: 'createdAt',
            cell: (g) => displayDate(g.createdAt),
          },
        ]}
      />
      {open && catalogue.data && (
        <RightGroupDialog
          group={open.group}
          catalogue={catalogue.data}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            setRefresh((n) => n + 1);
          }}
        />
      )}
    </>
  );
}
