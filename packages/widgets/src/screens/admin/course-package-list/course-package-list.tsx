import { displayDate } from '@saola/core/dates';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { ResourceList } from '../../kit/resource-list';

export interface CoursePackageListProps {
  onNavigate?: (to: string) => void;
}

/** The school's course packages: search, sort by name or price, open one, add, delete several. */
export function CoursePackageList({ onNavigate }: CoursePackageListProps) {
  const t = useT();
  const { money } = useFormat();
  return (
    <ResourceList
      area="coursePackage"
      pages={{ add: 'coursePackageAdd', edit: 'coursePackageEdit' }}
      title={t('route.coursePackages')}
      addLabel={t('route.coursePackageAdd')}
      empty={t('empty.coursePackages')}
      onNavigate={onNavigate}
      columns={[
        { key: 'name', header: t('package.name'), sort: 'name', link: true, cell: (item) => item.name },
        {
          key: 'courses',
          header: t('package.courses'),
          cell: (item) => t('package.courseCount', { count: item.courses }),
        },
        {
          key: 'price',
          header: t('package.price'),
          sort: 'price',
          cell: (item) => (item.price ? money(item.price) : t('course.free')),
        },
        {
          key: 'createdAt',
          header: t('package.createdAt'),
          sort: 'createdAt',
          cell: (item) => displayDate(item.createdAt),
        },
      ]}
    />
  );
}
