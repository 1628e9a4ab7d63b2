import { contract } from '@saola/core/api';
import { ok } from '../../http/context';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { DETAIL_SEARCH, DETAIL_SORTS, detailQuery, LOG_SORTS, logQuery, toDetail, toLog } from './detail';
import { generalReport } from './general';
import { viewerOf } from './viewer';

const { report: api, openCourseLog } = contract;

export const reportRoutes = [
  route(api.general, async (ctx) =>
    ok(await generalReport(ctx.db.raw, ctx.t, await viewerOf(ctx), ctx.payload)),
  ),

  route(api.detail, async (ctx) => {
    const query = await detailQuery(ctx.db.raw, ctx.t, await viewerOf(ctx), ctx.payload);
    const page = await pageOf(query, ctx.payload, {
      sorts: DETAIL_SORTS,
      fallback: DETAIL_SORTS.enrolledAt,
      fallbackDirection: 'desc',
      tieBreak: 'e.id',
      search: DETAIL_SEARCH,
    });
    return ok({ total: page.total, data: page.data.map(toDetail) });
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
    return ok({ total: page.total, data: page.data.map(toLog) });
  }),
];
