import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import type { GeneralTotals, GeneralReport as Report, ReportGroup, SelectOption } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { type ReactNode, useMemo, useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { useNavigateTo } from '../../../runtime/emit';
import { useNumberFormat, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { BarChart } from '../../../ui/bar-chart/bar-chart';
import { Button } from '../../../ui/button/button';
import { DateRange, type DateRangeValue } from '../../../ui/date-range/date-range';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { PROGRESS_BAND_LABEL } from '../../shared/report-labels';
import { reportSearches } from '../../shared/report-options';
import { schoolDay } from '../../shared/school-time';

const TOTALS: ReadonlyArray<readonly [Exclude<keyof GeneralTotals, 'revenue'>, TranslationKey]> = [
  ['learners', 'report.learners'],
  ['newLearners', 'report.newLearners'],
  ['activeLearners', 'report.activeLearners'],
  ['enrolments', 'report.enrolments'],
  ['completions', 'report.completions'],
  ['averageProgress', 'report.averageProgress'],
  ['watchedHours', 'report.watchedHours'],
  ['quizAttempts', 'report.quizAttempts'],
  ['quizPassed', 'report.quizPassed'],
];

export interface GeneralReportProps {
  /** The first day shown (YYYY-MM-DD); the start of the current month by default. */
  from?: string;
  to?: string;
  onNavigate?: (to: string) => void;
}

/** A table of figures that scrolls sideways on a phone (focusable, so keys scroll it). */
function Figures<R>({
  title,
  head,
  rows,
  cells,
  rowKey,
}: {
  title: string;
  head: string[];
  rows: R[];
  cells: (row: R) => ReactNode[];
  rowKey: (row: R) => string;
}) {
  const t = useT();
  return (
    <section
      aria-label={title}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white p-4 shadow-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-semibold text-ink">{title}</caption>
        <thead>
          <tr className="text-muted">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`py-1 font-medium ${i ? 'text-end' : 'text-start'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className="py-2 text-muted">
                {t('report.noData')}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const [first, ...rest] = cells(row);
              return (
                <tr key={rowKey(row)}>
                  <th scope="row" className="py-1 text-start font-normal text-ink">
                    {first}
                  </th>
                  {rest.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
                    <td key={i} className="py-1 text-end">
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The school's figures over a period, for the learners the viewer may see: totals, the trend by day or month,
 * course progress, and tables by period, unit and course; exported to Excel as a background job.
 */
export function GeneralReport({ from, to, onNavigate }: GeneralReportProps) {
  const t = useT();
  const { api } = useSaola();
  const go = useNavigateTo(onNavigate);
  const { number, money } = useNumberFormat();
  const searches = useMemo(() => reportSearches(api), [api]);
  const [range, setRange] = useState<DateRangeValue>(() => {
    // Today as the school counts days, in its own time zone, whatever the browser's zone.
    const today = schoolDay(new Date().toISOString());
    return { from: from ?? `${today.slice(0, 8)}01`, to: to ?? today };
  });
  const [groupBy, setGroupBy] = useState<ReportGroup>('day');
  const [unit, setUnit] = useState<SelectOption | null>(null);
  const [exporting, setExporting] = useState(false);
  const ready = Boolean(range.from && range.to && range.from <= range.to);
  const query = {
    from: range.from ?? '',
    to: range.to ?? '',
    groupBy,
    ...(unit ? { idUnit: Number(unit.id) } : {}),
  };
  const loaded = useReply(
    (a) =>
      ready ? a.report.general(query) : Promise.resolve({ error: false, code: 200, message: '', data: null }),
    [range.from, range.to, groupBy, unit?.id, ready],
  );
  const report: Report | null = ready ? loaded.data : null;
  const startExport = async () => {
    setExporting(true);
    const reply = await api.dataExport.start({ module: 'generalReport', ...query });
    setExporting(false);
    if (!reply.error) go('/backgroundJob/exportList/generalReport');
  };
  return (
    <RequireAccess access={api.report.general.access}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-semibold text-ink">{t('route.generalReport')}</h1>
          <Button variant="secondary" busy={exporting} disabled={!ready} onClick={startExport}>
            <ArrowDownTrayIcon aria-hidden className="size-4" />
            {t('report.export')}
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
          <DateRange label={t('report.period')} name="period" value={range} onChange={setRange} required />
          <RadioGroup
            inline
            label={t('report.groupBy')}
            name="groupBy"
            value={groupBy}
            onChange={setGroupBy}
            options={[
              { value: 'day', label: t('report.day') },
              { value: 'month', label: t('report.month') },
            ]}
          />
          <div className="min-w-56">
            <Select
              label={t('report.unit')}
              name="idUnit"
              placeholder={t('report.allUnits')}
              search={searches.units}
              value={unit}
              onChange={setUnit}
            />
          </div>
        </div>
        <p className="text-sm text-muted">{t('report.scopeNote')}</p>
        {loaded.failure ? (
          <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
        ) : !report ? (
          ready && <Spinner />
        ) : report.totals.learners === 0 && report.totals.enrolments === 0 ? (
          <EmptyState title={t('report.noData')} />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {TOTALS.map(([key, label]) => (
                <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
                  <dt className="text-sm text-muted">{t(label)}</dt>
                  <dd className="text-xl font-semibold text-ink">{number(report.totals[key])}</dd>
                </div>
              ))}
              {report.totals.revenue !== null && (
                <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
                  <dt className="text-sm text-muted">{t('report.revenue')}</dt>
                  <dd className="text-xl font-semibold text-ink">{money(report.totals.revenue)}</dd>
                </div>
              )}
            </dl>
            <div className="grid gap-4 lg:grid-cols-2">
              <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
                <BarChart
                  title={t('report.trend')}
                  labels={report.periods.map((p) => p.key)}
                  series={[
                    {
                      label: t('report.enrolments'),
                      values: report.periods.map((p) => p.enrolments),
                      colour: 'bg-brand-600',
                    },
                    {
                      label: t('report.completions'),
                      values: report.periods.map((p) => p.completions),
                      colour: 'bg-sky-500',
                    },
                    {
                      label: t('report.activeLearners'),
                      values: report.periods.map((p) => p.activeLearners),
                      colour: 'bg-amber-400',
                    },
                  ]}
                />
              </section>
              <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
                <BarChart
                  title={t('report.progressChart')}
                  labels={report.progress.map((p) => t(PROGRESS_BAND_LABEL[p.band]))}
                  series={[
                    {
                      label: t('report.enrolments'),
                      values: report.progress.map((p) => p.enrolments),
                      colour: 'bg-brand-600',
                    },
                  ]}
                />
              </section>
            </div>
            <Figures
              title={t('report.byPeriod')}
              head={[
                t('report.period'),
                t('report.newLearners'),
                t('report.activeLearners'),
                t('report.enrolments'),
                t('report.completions'),
              ]}
              rows={report.periods}
              rowKey={(r) => r.key}
              cells={(r) => [
                r.key,
                number(r.newLearners),
                number(r.activeLearners),
                number(r.enrolments),
                number(r.completions),
              ]}
            />
            <Figures
              title={t('report.byUnit')}
              head={[
                t('report.unit'),
                t('report.learners'),
                t('report.activeLearners'),
                t('report.enrolments'),
                t('report.completions'),
                t('report.averageProgress'),
              ]}
              rows={report.units}
              rowKey={(r) => String(r.id)}
              cells={(r) => [
                r.id === null ? t('report.noUnit') : r.name,
                number(r.learners),
                number(r.activeLearners),
                number(r.enrolments),
                number(r.completions),
                number(r.averageProgress),
              ]}
            />
            <Figures
              title={t('report.byCourse')}
              head={[
                t('report.course'),
                t('report.enrolments'),
                t('report.completions'),
                t('report.averageProgress'),
              ]}
              rows={report.courses}
              rowKey={(r) => String(r.id)}
              cells={(r) => [r.name, number(r.enrolments), number(r.completions), number(r.averageProgress)]}
            />
          </>
        )}
      </div>
    </RequireAccess>
  );
}
