import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import { type ClassLevel, SCHOOL_LEVELS } from '@saola/core/api';
import { allows } from '@saola/core/session';
import { useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { ResourceList } from '../../kit/resource-list';
import { SCHOOL_LEVEL_LABEL } from '../../shared/school-labels';
import { ClassLevelDialog } from './class-level-dialog';

/** The school's class levels in their order, each in a school level: filter, add and edit in a dialog, delete. */
export function ClassLevelList() {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const [editing, setEditing] = useState<ClassLevel | 'new' | null>(null);
  const [round, setRound] = useState(0);
  const canEdit = Boolean(user && allows(api.classLevel.edit.access, user));
  return (
    <>
      <ResourceList
        area="classLevel"
        base="/setting/classLevel"
        title={t('route.settingClassLevels')}
        addLabel={t('classLevel.add')}
        onAdd={() => setEditing('new')}
        empty={t('classLevel.empty')}
        refresh={round}
        filters={[
          {
            name: 'schoolLevel',
            label: t('classLevel.schoolLevel'),
            choices: SCHOOL_LEVELS.map((value) => ({ value, label: t(SCHOOL_LEVEL_LABEL[value]) })),
          },
        ]}
        columns={[
          {
            key: 'sortOrder',
            header: t('classLevel.sortOrder'),
            sort: 'sortOrder',
            cell: (item) => item.sortOrder,
          },
          { key: 'name', header: t('classLevel.name'), sort: 'name', cell: (item) => item.name },
          {
            key: 'schoolLevel',
            header: t('classLevel.schoolLevel'),
            sort: 'schoolLevel',
            cell: (item) => t(SCHOOL_LEVEL_LABEL[item.schoolLevel]),
          },
        ]}
        {...(canEdit
          ? {
              rowActions: (item: ClassLevel) => (
                <Button
                  variant="ghost"
                  onClick={() => setEditing(item)}
                  aria-label={`${t('classLevel.edit')}: ${item.name}`}
                >
                  <PencilSquareIcon aria-hidden className="size-4" />
                  {/* The icon alone on a phone, where the table is narrow; the label names the row. */}
                  <span className="hidden sm:inline">{t('common.edit')}</span>
                </Button>
              ),
            }
          : {})}
      />
      <ClassLevelDialog
        editing={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) setRound((r) => r + 1);
        }}
      />
    </>
  );
}
