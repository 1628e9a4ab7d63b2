import { displayDateTime } from '@saola/core/dates';
import { useMemo } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { ResourceList } from '../../kit/resource-list';
import { reportSearches } from '../../shared/report-options';

export interface OpenCourseLogsProps {
  onNavigate?: (to: string) => void;
}

/** Who opened which open course and when, for the learners the viewer may see; exported as a background job. */
export function OpenCourseLogs({ onNavigate }: OpenCourseLogsProps) {
  const t = useT();
  const { api } = useSaola();
  const searches = useMemo(() => reportSearches(api), [api]);
  return (
    <ResourceList
      area="openCourseLog"
      exportModule="openCourseLog"
      title={t('route.openCourseLogs')}
      empty={t('report.noData')}
      onNavigate={onNavigate}
      filters={[{ name: 'idCourse', label: t('report.course'), search: searches.courses }]}
      columns={[
        {
          key: 'fullName',
          header: t('report.learner'),
          sort: 'fullName',
          cell: (r) => (
            <div className="flex flex-col">
              <span className="font-medium text-ink">{r.fullName}</span>
              <span className="text-xs text-muted">{r.username}</span>
            </div>
          ),
        },
        { key: 'courseName', header: t('report.course'), sort: 'courseName', cell: (r) => r.courseName },
        {
          key: 'openedAt',
          header: t('report.openedAt'),
          sort: 'openedAt',
          cell: (r) => displayDateTime(r.openedAt),
        },
      ]}
    />
  );
}
