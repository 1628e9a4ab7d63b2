import { contract, type GeneralReport } from '@saola/core/api';
import { ok } from '../../http/context';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { sharedWork } from '../../http/shared-work';
import {
  DETAIL_SEARCH,
  DETAIL_SORTS,
  detailCounts,
  detailQuery,
  detailTotal,
  LOG_SORTS,
  logQuery,
  toDetail,
  toLog,
} from './detail';
import { generalReport } from './general';
import { viewerOf } from './viewer';

const { report: api, openCourseLog } = contract;

/**
 * A general report reads its period's active learner-days (tens of milliseconds at 100,000 learners on
 * PostgreSQL, more on PGlite, and every row for a personal scope): the same question asked meanwhile shares it.
 */
const generalReports = sharedWork<GeneralReport>();

export const reportRoutes = [
  route(api.general, async (ctx) => {
    const viewer = await viewerOf(ctx);
    // The same question is what the viewer may see, asked the same way, in the same language (its errors).
    const question = JSON.stringify([ctx.locale, viewer, ctx.payload]);
    return ok(
      await generalReports(ctx.db.raw, question, () => generalReport(ctx.db.raw, ctx.t, viewer, ctx.payload)),
    );
  }),

  route(api.detail, async (ctx) => {
    const viewer = await viewerOf(ctx);
    const query = await detailQuery(ctx.db.raw, ctx.t, viewer, ctx.payload);
    const page = await pageOf(query, ctx.payload, {
      sorts: DETAIL_SORTS,
      fallback: DETAIL_SORTS.enrolledAt,
      fallbackDirection: 'desc',
      tieBreak: 'e.id',
      search: DETAIL_SEARCH,
      total: () => detailTotal(ctx.db.raw, viewer, ctx.payload),
    });
    const counts = await detailCounts(
      ctx.db.raw,
      viewer.idSite,
      page.data.map((r) => r.id),
    );
    // Counted once the page is chosen; a row removed between the two statements has none left.
    const none = { lessonsDone: 0, watched: 0, bestQuiz: null };
    return ok({
      ...page,
      data: page.data.map((r) => toDetail({ ...r, ...(counts.get(r.id) ?? none) })),
    });
  }),

  route(openCourseLog.list, async (ctx) => {
    const query = await logQuery(ctx.db.raw, ctx.t, await viewerOf(ctx), ctx.payload);
    const page = await pageOf(query, ctx.payload, {
      sorts: LOG_SORTS,
      fallback: LOG_SORTS.openedAt,
      fallbackDirection: 'desc',
      tieBreak: 'log.id',
      search: ['learner.fullName', 'learner.username', 'course.name'],
    });
    return ok({ ...page, data: page.data.map(toLog) });
  }),
];
