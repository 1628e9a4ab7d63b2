import { displayDateTime } from '@saola/core/dates';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { ResourceList } from '../../kit/resource-list';
import { useNameSearch } from '../shared/use-name-search';

export interface TeacherListProps {
  /** Where "add" and a teacher lead; the element fires `saola-navigate` as well. */
  onNavigate?: (to: string) => void;
}

/** The school's staff (owners and teachers): search, filter by status and group, open one, delete several. */
export function TeacherList({ onNavigate }: TeacherListProps) {
  const t = useT();
  const { phone } = useFormat();
  const searchGroups = useNameSearch((api, search) => api.rightGroup.list(search, { quiet: true }));
  return (
    <ResourceList
      area="teacher"
      pages={{ add: 'teacherAdd', edit: 'teacherEdit' }}
      title={t('route.teachers')}
      addLabel={t('route.teacherAdd')}
      empty={t('teacher.empty')}
      onNavigate={onNavigate}
      filters={[
        {
          name: 'status',
          label: t('teacher.status'),
          choices: [
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ],
        },
        { name: 'idGroup', label: t('teacher.groups'), search: searchGroups },
      ]}
      columns={[
        {
          key: 'fullName',
          header: t('teacher.fullName'),
          sort: 'fullName',
          link: true,
          cell: (s) => s.fullName,
        },
        { key: 'username', header: t('teacher.username'), sort: 'username', cell: (s) => s.username },
        { key: 'alias', header: t('teacher.alias'), cell: (s) => s.alias ?? '—' },
        { key: 'email', header: t('common.email'), cell: (s) => s.email ?? '—' },
        { key: 'phone', header: t('teacher.phone'), cell: (s) => (s.phone ? phone(s.phone) : '—') },
        {
          key: 'groups',
          header: t('teacher.groups'),
          cell: (s) =>
            s.kind === 'owner'
              ? t('teacher.owner')
              : s.groups.length
                ? s.groups.join(', ')
                : t('teacher.noGroup'),
        },
        { key: 'status', header: t('teacher.status'), cell: (s) => <StatusBadge status={s.status} /> },
        {
          key: 'lastSignIn',
          header: t('teacher.lastSignIn'),
          sort: 'lastSignInAt',
          cell: (s) => (s.lastSignInAt ? displayDateTime(s.lastSignInAt) : '—'),
        },
      ]}
    />
  );
}
