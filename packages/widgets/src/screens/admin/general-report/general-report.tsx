import type { GeneralTotals, GeneralReport as Report, SelectOption } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { pathTo } from '@saola/core/routes';
import { useMemo, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { BarChart } from '../../../ui/bar-chart/bar-chart';
import { Select } from '../../../ui/select/select';
import { PROGRESS_BAND_LABEL } from '../../shared/report-labels';
import { reportSearches } from '../../shared/report-options';
import { FigureTable, ReportFrame, Total, useReportPeriod } from '../shared/report-frame';

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

/**
 * The school's figures over a period, for the learners the viewer may see: totals, the trend by day or month,
 * course progress, and tables by period, unit and course; exported to Excel as a background job.
 */
export function GeneralReport({ from, to, onNavigate }: GeneralReportProps) {
  const t = useT();
  const { api } = useSaola();
  const go = useNavigateTo(onNavigate);
  const { number, money, axis, period: periodLabel } = useFormat();
  const searches = useMemo(() => reportSearches(api), [api]);
  const period = useReportPeriod(from, to);
  const [unit, setUnit] = useState<SelectOption | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = {
    from: period.from,
    to: period.to,
    groupBy: period.groupBy,
    ...(unit ? { idUnit: Number(unit.id) } : {}),
  };
  const loaded = useReply(
    (a) =>
      period.ready
        ? a.report.general(query)
        : Promise.resolve({ error: false, code: 200, message: '', data: null }),
    [period.from, period.to, period.groupBy, unit?.id, period.ready],
  );
  const startExport = async () => {
    setExporting(true);
    const reply = await api.dataExport.start({ module: 'generalReport', ...query });
    setExporting(false);
    if (!reply.error) go(pathTo('exportList', { moduleName: 'generalReport' }));
  };
  return (
    <ReportFrame<Report>
      title={t('route.generalReport')}
      access={api.report.general.access}
      period={period}
      labels={{
        export: t('common.export'),
        period: t('report.period'),
        groupBy: t('report.groupBy'),
        day: t('report.day'),
        month: t('report.month'),
        empty: t('report.noData'),
      }}
      exporting={exporting}
      onExport={startExport}
      filters={
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
      }
      note={<p className="text-sm text-muted">{t('report.scopeNote')}</p>}
      loaded={loaded}
      report={period.ready ? loaded.data : null}
      isEmpty={(report) => report.totals.learners === 0 && report.totals.enrolments === 0}
    >
      {(report) => (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {TOTALS.map(([key, label]) => (
              <Total key={key} label={t(label)} value={number(report.totals[key])} />
            ))}
            {report.totals.revenue !== null && (
              <Total label={t('report.revenue')} value={money(report.totals.revenue)} />
            )}
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
              <BarChart
                title={t('report.trend')}
                labels={report.periods.map((p) => axis(p.key))}
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
          <FigureTable
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
            empty={t('report.noData')}
            cells={(r) => [
              periodLabel(r.key),
              number(r.newLearners),
              number(r.activeLearners),
              number(r.enrolments),
              number(r.completions),
            ]}
          />
          <FigureTable
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
            empty={t('report.noData')}
            cells={(r) => [
              r.id === null ? t('report.noUnit') : r.name,
              number(r.learners),
              number(r.activeLearners),
              number(r.enrolments),
              number(r.completions),
              number(r.averageProgress),
            ]}
          />
          <FigureTable
            title={t('report.byCourse')}
            head={[
              t('report.course'),
              t('report.enrolments'),
              t('report.completions'),
              t('report.averageProgress'),
            ]}
            rows={report.courses}
            rowKey={(r) => String(r.id)}
            empty={t('report.noData')}
            cells={(r) => [r.name, number(r.enrolments), number(r.completions), number(r.averageProgress)]}
          />
        </>
      )}
    </ReportFrame>
  );
}
