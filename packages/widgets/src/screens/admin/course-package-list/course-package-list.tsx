import { PlusIcon } from '@heroicons/react/24/outline';
import type { CoursePackageSummary } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useCallback } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useNumberFormat, useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { type Column, DataTable } from '../../../ui/data-table/data-table';
import type { Load } from '../../../ui/data-table/use-data-table';

export interface CoursePackageListProps {
  onNavigate?: (to: string) => void;
}

/** The school's course packages: search, sort by name or price, open one, add, delete several. */
export function CoursePackageList({ onNavigate }: CoursePackageListProps) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const { money } = useNumberFormat();
  const canEdit = hasRight(user, RIGHTS.coursePackage);
  const go = useNavigateTo(onNavigate);
  const load: Load<CoursePackageSummary> = useCallback(
    (query) => api.coursePackage.list(query as Parameters<typeof api.coursePackage.list>[0]),
    [api],
  );
  const columns: Array<Column<CoursePackageSummary>> = [
    {
      key: 'name',
      header: t('package.name'),
      sort: 'name',
      // Without the right the form would refuse every save, so the name does not lead there.
      cell: (item) =>
        canEdit ? (
          <a
            href={`/course-package/edit/${item.id}`}
            onClick={(event) => {
              event.preventDefault();
              go(`/course-package/edit/${item.id}`);
            }}
            className="font-medium text-brand-700 hover:underline"
          >
            {item.name}
          </a>
        ) : (
          <span className="font-medium text-ink">{item.name}</span>
        ),
    },
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
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{t('route.coursePackages')}</h1>
        {canEdit && (
          <Button onClick={() => go('/course-package/add')}>
            <PlusIcon aria-hidden className="size-4" />
            {t('route.coursePackageAdd')}
          </Button>
        )}
      </div>
      <DataTable<CoursePackageSummary>
        label={t('route.coursePackages')}
        empty={t('empty.coursePackages')}
        columns={columns}
        load={load}
        inUrl
        {...(canEdit
          ? { onDeleteSelected: async (ids: number[]) => void (await api.coursePackage.delete({ ids })) }
          : {})}
      />
    </div>
  );
}
