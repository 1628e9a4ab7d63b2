import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import { displayDateTime } from '@saola/core/dates';
import { useMemo, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { ResourceList } from '../../kit/resource-list';
import { reportSearches } from '../../shared/report-options';

export interface OpenCourseLogsProps {
  onNavigate?: (to: string) => void;
}

/** Who opened which open course and when, for the learners the viewer may see; exported as a background job. */
export function OpenCourseLogs({ onNavigate }: OpenCourseLogsProps) {
  const t = useT();
  const { api } = useSaola();
  const go = useNavigateTo(onNavigate);
  const searches = useMemo(() => reportSearches(api), [api]);
  const [exporting, setExporting] = useState(false);
  const startExport = async () => {
    setExporting(true);
    const reply = await api.dataExport.start({ module: 'openCourseLog' });
    setExporting(false);
    if (!reply.error) go('/backgroundJob/exportList/openCourseLog');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end">
        <Button variant="secondary" busy={exporting} onClick={startExport}>
          <ArrowDownTrayIcon aria-hidden className="size-4" />
          {t('report.export')}
        </Button>
      </div>
      <ResourceList
        area="openCourseLog"
        base="/openCourseLogs"
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
    </div>
  );
}
