import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import { type DetailRow, PROGRESS_STATES, type SelectOption } from '@saola/core/api';
import { displayDate, displayDateTime } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useCallback, useMemo, useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { useNavigateTo } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load } from '../../../ui/data-table/use-data-table';
import { DateRange, type DateRangeValue } from '../../../ui/date-range/date-range';
import { inputClass } from '../../../ui/field/field';
import { ProgressBar } from '../../../ui/progress/progress';
import { Select } from '../../../ui/select/select';
import { Pill } from '../../../ui/status-badge/pill';
import { PROGRESS_STATE_LABEL } from '../../shared/report-labels';
import { reportSearches } from '../../shared/report-options';

export interface DetailReportProps {
  onNavigate?: (to: string) => void;
}

const STATE_TONE = { notStarted: 'gray', inProgress: 'blue', completed: 'green' } as const;

/**
 * One row per learner and course the viewer may see: progress, lessons done, minutes watched, best quiz,
 * filtered by enrolment dates, unit, course, class, teacher and state, paged on the server; exported to Excel
 * as a background job with the same filters.
 */
export function DetailReport({ onNavigate }: DetailReportProps) {
  const t = useT();
  const { percent } = useFormat();
  const { api } = useSaola();
  const go = useNavigateTo(onNavigate);
  const searches = useMemo(() => reportSearches(api), [api]);
  const [range, setRange] = useState<DateRangeValue>({ from: undefined, to: undefined });
  const [unit, setUnit] = useState<SelectOption | null>(null);
  const [course, setCourse] = useState<SelectOption | null>(null);
  const [group, setGroup] = useState<SelectOption | null>(null);
  const [teacher, setTeacher] = useState<SelectOption | null>(null);
  const [state, setState] = useState(-1);
  const [exporting, setExporting] = useState(false);
  const backwards = Boolean(range.from && range.to && range.to < range.from);
  const filters = useMemo(
    () => ({
      ...(range.from && !backwards ? { from: range.from } : {}),
      ...(range.to && !backwards ? { to: range.to } : {}),
      ...(unit ? { idUnit: Number(unit.id) } : {}),
      ...(course ? { idCourse: Number(course.id) } : {}),
      ...(group ? { idGroup: Number(group.id) } : {}),
      ...(teacher ? { idTeacher: Number(teacher.id) } : {}),
      ...(state >= 0 ? { state: PROGRESS_STATES[state] } : {}),
    }),
    [range.from, range.to, backwards, unit, course, group, teacher, state],
  );
  const load: Load<DetailRow> = useCallback((query) => api.report.detail(query), [api]);
  const startExport = async () => {
    setExporting(true);
    const reply = await api.dataExport.start({ module: 'detailReport', ...filters });
    setExporting(false);
    if (!reply.error) go(pathTo('exportList', { moduleName: 'detailReport' }));
  };
  return (
    <RequireAccess access={api.report.detail.access}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-semibold text-ink">{t('route.detailReport')}</h1>
          <Button variant="secondary" busy={exporting} onClick={startExport}>
            <ArrowDownTrayIcon aria-hidden className="size-4" />
            {t('common.export')}
          </Button>
        </div>
        <p className="text-sm text-muted">{t('report.scopeNote')}</p>
        <DataTable<DetailRow>
          label={t('route.detailReport')}
          empty={t('report.noData')}
          load={load}
          filters={filters}
          inUrl
          filterBar={
            <>
              <DateRange label={t('report.enrolledAt')} name="enrolled" value={range} onChange={setRange} />
              <div className="min-w-48">
                <Select
                  label={t('report.unit')}
                  name="idUnit"
                  placeholder={t('report.allUnits')}
                  search={searches.units}
                  value={unit}
                  onChange={setUnit}
                />
              </div>
              <div className="min-w-48">
                <Select
                  label={t('report.course')}
                  name="idCourse"
                  placeholder={t('report.allCourses')}
                  search={searches.courses}
                  value={course}
                  onChange={setCourse}
                />
              </div>
              <div className="min-w-48">
                <Select
                  label={t('report.class')}
                  name="idGroup"
                  placeholder={t('report.allClasses')}
                  search={searches.classes}
                  value={group}
                  onChange={setGroup}
                />
              </div>
              <div className="min-w-48">
                <Select
                  label={t('report.teacher')}
                  name="idTeacher"
                  placeholder={t('report.allTeachers')}
                  search={searches.teachers}
                  value={teacher}
                  onChange={setTeacher}
                />
              </div>
              <label className="flex flex-col gap-1 text-sm font-medium text-ink">
                {t('report.state')}
                <select
                  className={inputClass(false)}
                  value={state}
                  onChange={(e) => setState(Number(e.target.value))}
                >
                  <option value={-1}>{t('report.allStates')}</option>
                  {PROGRESS_STATES.map((value, index) => (
                    <option key={value} value={index}>
                      {t(PROGRESS_STATE_LABEL[value])}
                    </option>
                  ))}
                </select>
              </label>
            </>
          }
          columns={[
            {
              key: 'fullName',
              header: t('report.learner'),
              sort: 'fullName',
              cell: (r) => (
                <div className="flex flex-col">
                  <span className="font-medium text-ink">{r.fullName}</span>
                  <span className="text-xs text-muted">
                    {r.username}
                    {r.unitName ? ` · ${r.unitName}` : ''}
                  </span>
                </div>
              ),
            },
            {
              key: 'courseName',
              header: t('report.course'),
              sort: 'courseName',
              cell: (r) => (
                <div className="flex flex-col">
                  <span>{r.courseName}</span>
                  {r.teacherName && <span className="text-xs text-muted">{r.teacherName}</span>}
                </div>
              ),
            },
            {
              key: 'enrolledAt',
              header: t('report.enrolledAt'),
              sort: 'enrolledAt',
              cell: (r) => displayDate(r.enrolledAt),
            },
            {
              key: 'progress',
              header: t('report.progress'),
              sort: 'progress',
              cell: (r) => (
                <div className="flex min-w-28 flex-col gap-1">
                  <ProgressBar
                    value={r.progress}
                    label={`${r.fullName} · ${r.courseName}: ${percent(r.progress)}`}
                  />
                  <span>
                    <Pill tone={STATE_TONE[r.state]}>{t(PROGRESS_STATE_LABEL[r.state])}</Pill>
                  </span>
                </div>
              ),
            },
            { key: 'lessonsDone', header: t('report.lessonsDone'), cell: (r) => r.lessonsDone },
            { key: 'watchedMinutes', header: t('report.watchedMinutes'), cell: (r) => r.watchedMinutes },
            {
              key: 'bestQuiz',
              header: t('report.bestQuiz'),
              cell: (r) => (r.bestQuiz === null ? '—' : r.bestQuiz),
            },
            {
              key: 'lastActivityAt',
              header: t('report.lastActivity'),
              sort: 'lastActivityAt',
              cell: (r) => (r.lastActivityAt ? displayDateTime(r.lastActivityAt) : '—'),
            },
          ]}
        />
      </div>
    </RequireAccess>
  );
}
