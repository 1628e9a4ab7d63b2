import {
  DASHBOARD_ITEMS,
  type DeskExam,
  type DeskSession,
  type SetupKind,
  type TeacherDesk,
  type WaitingItem,
  WEEK_DAYS,
  type WeekFigures,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { type RawBuilder, sql } from 'kysely';
import type { SignedInContext } from '../../http/context';
import { mayDecide, pendingFacts } from '../../policy/approval-independence';
import { managesAllCourses } from '../../policy/course-scope';
import { moneyMoves } from '../commerce';
import { mailConfig, mailReady } from '../settings';

type Ctx = SignedInContext<unknown>;

const isOwner = (ctx: Ctx) => ctx.auth.user.idType === ID_TYPE.OWNER;

/** Takings are seen by those who sell or read the revenue report, nobody else. */
const seesRevenue = (ctx: Ctx) =>
  hasRight(ctx.auth.user, RIGHTS.order) || hasRight(ctx.auth.user, RIGHTS.revenueReport);

/** Midnight starting the school's day `back` days before today, as an instant (the school's zone). */
const schoolDayStart = (ctx: Ctx, back: number) =>
  sql<Date>`(((${ctx.services.clock.now()}::timestamptz at time zone ${ctx.site.timeZone})::date
    - ${back}::int)::timestamp at time zone ${ctx.site.timeZone})`;

/**
 * What waits for the caller, each kind only when she may act on it: orders to confirm (the order right),
 * requests she may decide (policy/approval-independence, as her approval list), her failed imports (the
 * owner's: everyone's, as the import list), and the lessons learners could not play in courses she manages.
 */
export async function waitingFor(ctx: Ctx): Promise<WaitingItem[]> {
  const { user } = ctx.auth;
  if (user.idType === ID_TYPE.OBSERVER) return [];
  const idSite = ctx.site.id;
  const since = schoolDayStart(ctx, WEEK_DAYS - 1);
  const ownJobs = isOwner(ctx) ? null : user.id;
  const teaches = managesAllCourses(user) ? null : user.id;
  const sells = hasRight(user, RIGHTS.order);
  const [counts, facts] = await Promise.all([
    sql<{ orders: number | null; imports: number; videos: number; idCourse: number | null }>`
      select
        -- Counted only for those who confirm orders: a school's pending orders run to tens of thousands.
        (case when ${sells} then
          (select count(*)::int from orders where id_site = ${idSite} and status = 'pending') end) as orders,
        (select count(*)::int from data_jobs
          where id_site = ${idSite} and direction = 'import' and status = 'failed' and finished_at >= ${since}
            and (${ownJobs}::int is null or id_user = ${ownJobs}::int)) as imports,
        (select count(distinct f.id_lesson)::int from lesson_video_failures f
          join course_lessons l on l.id = f.id_lesson join courses c on c.id = l.id_course
          where f.id_site = ${idSite} and (${teaches}::int is null or c.id_teacher = ${teaches}::int)) as videos,
        (select l.id_course from lesson_video_failures f
          join course_lessons l on l.id = f.id_lesson join courses c on c.id = l.id_course
          where f.id_site = ${idSite} and (${teaches}::int is null or c.id_teacher = ${teaches}::int)
          order by f.last_at desc limit 1) as "idCourse"
    `.execute(ctx.db.raw),
    pendingFacts(ctx.db),
  ]);
  const row = counts.rows[0] ?? { orders: 0, imports: 0, videos: 0, idCourse: null };
  const decidable = [...facts.values()].filter((f) => mayDecide(ctx, f).may);
  const items: WaitingItem[] = [];
  if (sells) items.push({ kind: 'ordersToConfirm', count: row.orders ?? 0 });
  items.push(
    { kind: 'membersToApprove', count: decidable.filter((f) => f.kind === 'member').length },
    { kind: 'coursesToApprove', count: decidable.filter((f) => f.kind === 'course').length },
    { kind: 'failedImports', count: row.imports },
    { kind: 'videoFailures', count: row.videos, ...(row.idCourse ? { idCourse: row.idCourse } : {}) },
  );
  return items;
}

/** What the school has not set up yet, in `SETUP_KINDS` order; only the owner sets these up, so only she is told. */
export async function notSetUp(ctx: Ctx): Promise<SetupKind[]> {
  if (!isOwner(ctx)) return [];
  const idSite = ctx.site.id;
  const [facts, mail] = await Promise.all([
    sql<{ payment: boolean; domain: boolean; homePage: boolean; certificate: boolean }>`
      select
        exists (select 1 from payment_settings where id_site = ${idSite}
          and (vnpay_tmn_code <> '' or vietqr_account_number <> '')) as payment,
        exists (select 1 from sites where id = ${idSite} and domain is not null) as domain,
        exists (select 1 from landing_pages where id_site = ${idSite} and published is not null) as "homePage",
        exists (select 1 from certificate_templates where id_site = ${idSite}) as certificate
    `.execute(ctx.db.raw),
    mailConfig(ctx.services, idSite),
  ]);
  const done = { mail: mailReady(mail), ...(facts.rows[0] ?? {}) } as Record<SetupKind, boolean>;
  return (['mail', 'payment', 'domain', 'homePage', 'certificate'] as const).filter((kind) => !done[kind]);
}

/**
 * The week's figures over the same learners and courses as the rest of the dashboard (`learners`, `teacher`
 * and `observedLearners` are its conditions, `reach` a personal scope's learners): learners who studied,
 * courses finished, and takings for those who may see them.
 */
export async function weekFigures(
  ctx: Ctx,
  scope: { learners: RawBuilder<boolean>; reach: RawBuilder<unknown> | null; teacher: number | null },
): Promise<WeekFigures> {
  const idSite = ctx.site.id;
  const since = schoolDayStart(ctx, WEEK_DAYS - 1);
  const revenue = seesRevenue(ctx);
  // A personal scope counts her reach rows whose learner was active since (0052: the row's time is at most an
  // hour behind the learner's true last activity, never ahead), asking her enrolments only of the rows within
  // that hour before the week's start (her learners are her school's, and so are their enrolments).
  const activeLearners = scope.reach
    ? sql<number>`(select count(*)::int from ${scope.reach} l
        where l.last_active_at > ${since} - interval '1 hour' and (l.last_active_at >= ${since} or exists (
          select 1 from course_enrolments e where e.id_user = l.id_user and e.last_activity_at >= ${since})))`
    : sql<number>`(select count(distinct e.id_user)::int from course_enrolments e
        where e.id_site = ${idSite} and e.last_activity_at >= ${since} and ${scope.learners})`;
  const { rows } = await sql<{ activeLearners: number; completions: number; revenue: number | null }>`
    select
      ${activeLearners} as "activeLearners",
      (select count(*)::int from course_enrolments e join courses c on c.id = e.id_course
        where e.id_site = ${idSite} and e.completed_at >= ${since} and ${scope.learners}
          and (${scope.teacher}::int is null or c.id_teacher = ${scope.teacher}::int)) as completions,
      (case when ${revenue} then
        (select coalesce(sum(m.amount * m.sign), 0)::bigint
          from (${moneyMoves(idSite, sql`o.id_site = ${idSite}`, since, sql`'infinity'::timestamptz`)}) m)
      end) as revenue
  `.execute(ctx.db.raw);
  const row = rows[0];
  return {
    activeLearners: row?.activeLearners ?? 0,
    completions: row?.completions ?? 0,
    // bigint arrives as text from PostgreSQL.
    revenue: revenue ? Number(row?.revenue ?? 0) : null,
  };
}

/**
 * A teacher's day: the sessions of the live classes she teaches today (the school's day), the exams open now
 * or opening later today that she set, sets for her class or asks in her course, and the learners' questions
 * in her courses she has not answered.
 */
export async function teacherDesk(ctx: Ctx): Promise<TeacherDesk | null> {
  const { user } = ctx.auth;
  if (user.idType !== ID_TYPE.TEACHER) return null;
  const idSite = ctx.site.id;
  const me = user.id;
  const now = ctx.services.clock.now();
  const today = schoolDayStart(ctx, 0);
  const tomorrow = schoolDayStart(ctx, -1);
  // One statement, not three: on the embedded database each statement waits its turn behind every other request's.
  const { rows } = await sql<{
    sessions: { idClass: number; name: string; startsAt: string; endsAt: string }[];
    exams: { id: number; name: string; opensAt: string; closesAt: string }[];
    questions: number;
  }>`
    select
      (select coalesce(json_agg(t), '[]') from (
        select c.id as "idClass", c.name, s.starts_at as "startsAt", s.ends_at as "endsAt"
        from live_sessions s join live_classes c on c.id = s.id_class and c.id_site = s.id_site
        where s.id_site = ${idSite} and s.starts_at >= ${today} and s.starts_at < ${tomorrow}
          and s.status = 'scheduled' and c.status = 'active' and c.id_teacher = ${me}
        order by s.starts_at, c.id
        limit ${DASHBOARD_ITEMS}) t) as sessions,
      (select coalesce(json_agg(t), '[]') from (
        select x.id, x.name, x.opens_at as "opensAt", x.closes_at as "closesAt"
        from exams x
        where x.id_site = ${idSite} and x.closes_at > ${now} and x.opens_at < ${tomorrow}
          and (x.id_creator = ${me}
            or x.id_group in (select g.id from user_groups g
              where g.id_site = ${idSite} and g.id_homeroom_teacher = ${me})
            or x.id_lesson in (select l.id from course_lessons l join courses c on c.id = l.id_course
              where c.id_site = ${idSite} and c.id_teacher = ${me}))
        order by x.opens_at, x.id
        limit ${DASHBOARD_ITEMS}) t) as exams,
      (select count(*)::int
        from course_posts q join courses c on c.id = q.id_course and c.id_site = q.id_site
        where q.id_site = ${idSite} and q.id_question is null and not q.hidden and c.id_teacher = ${me}
          and q.id_user <> ${me}
          and not exists (select 1 from course_posts a where a.id_question = q.id and a.id_user = ${me})) as questions
  `.execute(ctx.db.raw);
  const desk = rows[0];
  // json_agg writes times in the session's offset ("…+00:00"); the contract's are ISO instants in UTC.
  const instant = (at: string) => new Date(at).toISOString();
  return {
    sessionsToday: (desk?.sessions ?? []).map(
      (s): DeskSession => ({ ...s, startsAt: instant(s.startsAt), endsAt: instant(s.endsAt) }),
    ),
    examsToWatch: (desk?.exams ?? []).map(
      (x): DeskExam => ({ ...x, opensAt: instant(x.opensAt), closesAt: instant(x.closesAt) }),
    ),
    questionsWaiting: desk?.questions ?? 0,
  };
}
