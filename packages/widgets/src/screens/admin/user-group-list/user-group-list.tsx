import { displayDate } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { ResourceList } from '../../kit/resource-list';

export interface UserGroupListProps {
  onNavigate?: (to: string) => void;
}

/**
 * The school's classes (a teacher with a personal scope: those she is homeroom teacher of): search, sort, open
 * one, add, delete several.
 */
export function UserGroupList({ onNavigate }: UserGroupListProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourceList
      area="userGroup"
      pages={{ add: 'userGroupAdd', edit: 'userGroupEdit' }}
      title={t('route.userGroups')}
      addLabel={t('route.userGroupAdd')}
      empty={t('userGroup.empty')}
      onNavigate={onNavigate}
      rowActions={(c) => (
        <span className="flex gap-3 text-sm">
          {[
            [pathTo('userGroupScoreRecords', { id: c.id }), t('records.scores')],
            [pathTo('userGroupNoteRecords', { id: c.id }), t('records.notes')],
          ].map(([to, label]) => (
            <a
              key={to}
              href={to}
              onClick={(event) => {
                event.preventDefault();
                go(to as string);
              }}
              className="font-medium text-brand-700 hover:underline"
            >
              {label}
            </a>
          ))}
        </span>
      )}
      columns={[
        { key: 'name', header: t('userGroup.name'), sort: 'name', link: true, cell: (c) => c.name },
        {
          key: 'classLevel',
          header: t('userGroup.classLevel'),
          sort: 'classLevel',
          cell: (c) => c.classLevel ?? '—',
        },
        { key: 'schoolYear', header: t('userGroup.schoolYear'), cell: (c) => c.schoolYear ?? '—' },
        { key: 'teacher', header: t('userGroup.homeroomTeacher'), cell: (c) => c.homeroomTeacherName ?? '—' },
        {
          key: 'members',
          header: t('userGroup.members'),
          cell: (c) => t('userGroup.memberCount', { count: c.members }),
        },
        {
          key: 'createdAt',
          header: t('rightGroup.createdAt'),
          sort: 'createdAt',
          cell: (c) => displayDate(c.createdAt),
        },
      ]}
    />
  );
}
