import { displayDate } from '@saola/core/dates';
import { useT } from '../../../runtime/i18n';
import { ResourceList } from '../../kit/resource-list';

export interface MemberGroupListProps {
  onNavigate?: (to: string) => void;
}

/** The school's member groups (a cohort, a project team) with how many members each has. */
export function MemberGroupList({ onNavigate }: MemberGroupListProps) {
  const t = useT();
  return (
    <ResourceList
      area="memberGroup"
      pages={{ add: 'memberGroupAdd', edit: 'memberGroupEdit' }}
      title={t('route.memberGroups')}
      addLabel={t('route.memberGroupAdd')}
      empty={t('memberGroup.empty')}
      onNavigate={onNavigate}
      columns={[
        { key: 'name', header: t('memberGroup.name'), sort: 'name', link: true, cell: (item) => item.name },
        { key: 'description', header: t('memberGroup.description'), cell: (item) => item.description || '—' },
        {
          key: 'members',
          header: t('memberGroup.members'),
          cell: (item) => t('unit.memberCount', { count: item.members }),
        },
        {
          key: 'createdAt',
          header: t('memberGroup.createdAt'),
          sort: 'createdAt',
          cell: (item) => displayDate(item.createdAt),
        },
      ]}
    />
  );
}
