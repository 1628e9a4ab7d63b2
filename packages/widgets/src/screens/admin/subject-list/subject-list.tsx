import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import type { Subject } from '@saola/core/api';
import { allows } from '@saola/core/session';
import { useState } from 'react';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { ResourceList } from '../../kit/resource-list';
import { SubjectDialog } from './subject-dialog';

/** The school's subjects in their display order: add and edit in a dialog, delete several. */
export function SubjectList() {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const [editing, setEditing] = useState<Subject | 'new' | null>(null);
  const [round, setRound] = useState(0);
  const canEdit = Boolean(user && allows(api.subject.edit.access, user));
  return (
    <>
      <ResourceList
        area="subject"
        base="/setting/subject"
        title={t('route.settingSubjects')}
        addLabel={t('subject.add')}
        onAdd={() => setEditing('new')}
        empty={t('subject.empty')}
        refresh={round}
        columns={[
          {
            key: 'sortOrder',
            header: t('subject.sortOrder'),
            sort: 'sortOrder',
            cell: (item) => item.sortOrder,
          },
          { key: 'name', header: t('subject.name'), sort: 'name', cell: (item) => item.name },
          { key: 'code', header: t('subject.code'), sort: 'code', cell: (item) => item.code || '—' },
          {
            key: 'description',
            header: t('subject.description'),
            cell: (item) => <span className="line-clamp-2">{item.description}</span>,
          },
        ]}
        {...(canEdit
          ? {
              rowActions: (item: Subject) => (
                <Button
                  variant="ghost"
                  onClick={() => setEditing(item)}
                  aria-label={`${t('subject.edit')}: ${item.name}`}
                >
                  <PencilSquareIcon aria-hidden className="size-4" />
                  {/* The icon alone on a phone, where the table is narrow; the label names the row. */}
                  <span className="hidden sm:inline">{t('common.edit')}</span>
                </Button>
              ),
            }
          : {})}
      />
      <SubjectDialog
        editing={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) setRound((r) => r + 1);
        }}
      />
    </>
  );
}
