import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import type { Department } from '@saola/core/api';
import { allows } from '@saola/core/session';
import { useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { ResourceList } from '../../kit/resource-list';
import { DepartmentDialog } from './department-dialog';

/** The school's departments (majors) by name: add and edit in a dialog, delete several. */
export function DepartmentList() {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [round, setRound] = useState(0);
  const canEdit = Boolean(user && allows(api.department.edit.access, user));
  return (
    <>
      <ResourceList
        area="department"
        base="/setting/department"
        title={t('route.settingDepartments')}
        addLabel={t('department.add')}
        onAdd={() => setEditing('new')}
        empty={t('department.empty')}
        refresh={round}
        columns={[
          { key: 'name', header: t('department.name'), sort: 'name', cell: (item) => item.name },
          { key: 'code', header: t('department.code'), sort: 'code', cell: (item) => item.code || '—' },
          {
            key: 'description',
            header: t('department.description'),
            cell: (item) => <span className="line-clamp-2">{item.description}</span>,
          },
        ]}
        {...(canEdit
          ? {
              rowActions: (item: Department) => (
                <Button
                  variant="ghost"
                  onClick={() => setEditing(item)}
                  aria-label={`${t('department.edit')}: ${item.name}`}
                >
                  <PencilSquareIcon aria-hidden className="size-4" />
                  {/* The icon alone on a phone, where the table is narrow; the label names the row. */}
                  <span className="hidden sm:inline">{t('common.edit')}</span>
                </Button>
              ),
            }
          : {})}
      />
      <DepartmentDialog
        editing={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) setRound((r) => r + 1);
        }}
      />
    </>
  );
}
