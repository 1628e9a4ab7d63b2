import type { GeneralReport, GeneralUnit, ProgressBand } from '@saola/core/api';
import type { Translate } from '@saola/core/i18n';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import { scopedDb } from '../../http/scoped';
import { revenueReport } from '../commerce';
import { liveFigures } from './general-live';
import { rollupFigures, rollupRevenue } from './general-rollup';
import { periodOf } from './period';
import { type ReportViewer, unitFilter } from './viewer';

export interface GeneralQuery {
  from: string;
  to: string;
  groupBy: 'day' | 'month';
  idUnit?: number;
}

const n = (value: unknown) => Number(value ?? 0);

/** The general report's figures before they are shaped, from the rollups or from the rows themselves. */
export interface Figures {
  /** One row per bucket (day or month) with any event, and the period's totals with a null key. */
  periods: { key: string | null; new: number; active: number; enrolments: number; completions: number }[];
  units: {
    id: number | null;
    name: string | null;
    learners: number;
    active: number;
    enrolments: number;
    completions: number;
    average: number;
  }[];
  courses: { id: number; name: string; enrolments: number; completions: number; average: number }[];
  bands: { band: ProgressBand; enrolments: number }[];
  totals:
    | { learners: number; average: number; watched: number; attempts: number; passed: number }
    | undefined;
}

/** What the figures are asked for: the viewer, her query, its period and the units its filter names. */
export interface FiguresAsk {
  viewer: ReportViewer;
  q: GeneralQuery;
  period: { start: RawBuilder<Date> | null; end: RawBuilder<Date> | null };
  end: RawBuilder<Date>;
  /** The units the filter names (a subtree), null without a filter. */
  units: number[] | null;
}

export type FiguresSource = 'rollup' | 'live';

/**
 * The school's figures over a period for what the viewer may see: from the daily rollups (general-rollup.ts, migration 0051)
 * for the whole school or a set of units, from the rows themselves for a personal scope (`source` asks for one
 * to compare them). The period's net revenue (the revenue report's money moves) for a viewer who holds its
 * right and asks for the whole school.
 */
export async function generalReport(
  db: Db,
  t: Translate,
  viewer: ReportViewer,
  q: GeneralQuery,
  source: FiguresSource = viewer.personal ? 'live' : 'rollup',
): Promise<GeneralReport> {
  const period = periodOf(t, q.from, q.to, viewer.timeZone);
  // Both days are required by the query's struct: the period is closed.
  const end = period.end as NonNullable<typeof period.end>;
  const units = await unitFilter(db, viewer, q.idUnit);
  const ask: FiguresAsk = { viewer, q, period, end, units };
  const wantsRevenue = viewer.revenue && !units && !viewer.units;
  const [{ periods, units: byUnit, courses, bands, totals: sums }, revenue] = await Promise.all([
    source === 'live' ? liveFigures(db, ask) : rollupFigures(db, ask),
    !wantsRevenue
      ? Promise.resolve(null)
      : source === 'live'
        ? revenueReport({
            payload: { from: q.from, to: q.to, groupBy: q.groupBy },
            db: scopedDb(db, viewer.idSite),
            site: { timeZone: viewer.timeZone },
            t,
          }).then((report) => report.totals.net)
        : rollupRevenue(db, viewer.idSite, q),
  ]);
  const all = periods.find((r) => r.key === null);
  const band = new Map(bands.map((r) => [r.band, n(r.enrolments)]));
  const unitRows: GeneralUnit[] = byUnit.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    learners: n(r.learners),
    activeLearners: n(r.active),
    enrolments: n(r.enrolments),
    completions: n(r.completions),
    averageProgress: n(r.average),
  }));
  return {
    totals: {
      learners: n(sums?.learners),
      newLearners: n(all?.new),
      activeLearners: n(all?.active),
      enrolments: n(all?.enrolments),
      completions: n(all?.completions),
      averageProgress: n(sums?.average),
      watchedHours: Math.round(n(sums?.watched) / 360) / 10,
      quizAttempts: n(sums?.attempts),
      quizPassed: n(sums?.passed),
      revenue,
    },
    periods: periods
      .filter((r) => r.key !== null)
      .map((r) => ({
        key: r.key as string,
        newLearners: n(r.new),
        activeLearners: n(r.active),
        enrolments: n(r.enrolments),
        completions: n(r.completions),
      })),
    units: unitRows,
    courses: courses.map((r) => ({
      id: r.id,
      name: r.name,
      enrolments: n(r.enrolments),
      completions: n(r.completions),
      averageProgress: n(r.average),
    })),
    progress: (['none', 'started', 'half', 'done'] as const).map((b) => ({
      band: b,
      enrolments: band.get(b) ?? 0,
    })),
  };
}
