import { randomBytes } from 'node:crypto';
import {
  contract,
  JOIN_EARLY_MINUTES,
  LIVE_SESSIONS_MAX,
  type LiveClass,
  type LiveClassSummary,
  type LiveSession,
  type SessionStatus,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { classesMayName, learnersMayBringIn } from '../../policy/learner-scope';
import { expand, localInstant } from './recurrence';

const { teaching: api } = contract;

const EARLY_MS = JOIN_EARLY_MINUTES * 60_000;

/** A session's status at `now` (SPEC §4), from its times, its and its class's cancellation and its joins. */
export function sessionStatus(
  s: { startsAt: Date; endsAt: Date; status: 'scheduled' | 'canceled'; finishedAt?: Date | null },
  classStatus: 'active' | 'canceled',
  joined: number,
  now: Date,
): SessionStatus {
  if (s.status === 'canceled' || classStatus === 'canceled') return 'canceled';
  if (now.getTime() < s.startsAt.getTime() - EARLY_MS) return 'notOpen';
  if (now.getTime() < s.endsAt.getTime() && !s.finishedAt) return 'opening';
  return joined > 0 ? 'completed' : 'ended';
}

/** Whether a session admits joins at `now`: from a short margin before its start to its end. */
export function sessionOpen(
  s: { startsAt: Date; endsAt: Date; status: 'scheduled' | 'canceled' },
  classStatus: 'active' | 'canceled',
  now: Date,
): boolean {
  return (
    s.status === 'scheduled' &&
    classStatus === 'active' &&
    now.getTime() >= s.startsAt.getTime() - EARLY_MS &&
    now.getTime() < s.endsAt.getTime()
  );
}

type ClassRow = {
  id: number;
  kind: 'class' | 'meeting';
  name: string;
  idGroup: number | null;
  idTeacher: number;
  idAttendant: number | null;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  weekdays: number[];
  status: 'active' | 'canceled';
  createdAt: Date;
  groupName: string | null;
  teacherName: string;
  sessions: number;
  firstStart: Date | null;
  lastEnd: Date | null;
  nextSessionAt: Date | null;
};

/** A class's own sessions, by the index that leads with the site: without it PostgreSQL scans the whole index. */
const ofThisClass = sql`s.id_site = live_classes.id_site and s.id_class = live_classes.id`;

/**
 * Whether the caller sees a `live_classes` row: every class of the school for the school-wide scope, else only
 * those she teaches, attends or created. The one condition of the list, its count, single reads and checks.
 */
function seenByCaller(ctx: SignedInContext<unknown>) {
  const me = ctx.auth.user;
  if (me.idType === ID_TYPE.OWNER || me.scope === 'school') return sql<SqlBool>`true`;
  return sql<SqlBool>`(live_classes.id_teacher = ${me.id} or live_classes.id_attendant = ${me.id}
    or live_classes.created_by = ${me.id})`;
}

/** The classes the caller sees (`seenByCaller`), with what the list shows of each. */
export function visibleClasses(ctx: SignedInContext<unknown>, now: Date) {
  const query = ctx.db
    .select('liveClasses')
    .innerJoin('users as teacher', 'teacher.id', 'liveClasses.idTeacher')
    .leftJoin('userGroups', 'userGroups.id', 'liveClasses.idGroup')
    .select([
      'liveClasses.id',
      'liveClasses.kind',
      'liveClasses.name',
      'liveClasses.idGroup',
      'liveClasses.idTeacher',
      'liveClasses.idAttendant',
      'liveClasses.startDate',
      'liveClasses.endDate',
      'liveClasses.startTime',
      'liveClasses.endTime',
      'liveClasses.weekdays',
      'liveClasses.status',
      'liveClasses.createdAt',
      'userGroups.name as groupName',
      'teacher.fullName as teacherName',
      sql<number>`(select count(*)::int from live_sessions s where ${ofThisClass})`.as('sessions'),
      sql<Date | null>`(select min(s.starts_at) from live_sessions s where ${ofThisClass})`.as('firstStart'),
      sql<Date | null>`(select max(s.ends_at) from live_sessions s where ${ofThisClass})`.as('lastEnd'),
      sql<Date | null>`(select min(s.starts_at) from live_sessions s
        where ${ofThisClass} and s.status = 'scheduled' and s.ends_at > ${now})`.as('nextSessionAt'),
    ]) as unknown as SelectQueryBuilder<Database, 'liveClasses', ClassRow>;
  return query.where(seenByCaller(ctx));
}

/**
 * That the caller sees every class of `ids`, else not found: the check alone, one indexed read, for the routes
 * that show something else of a class (its sessions, its attendance sheet) or change it.
 */
export async function mustSeeClasses(ctx: SignedInContext<unknown>, ...ids: number[]): Promise<void> {
  const seen = await ctx.db
    .select('liveClasses')
    .where('liveClasses.id', 'in', ids)
    .where(seenByCaller(ctx))
    .select('liveClasses.id')
    .execute();
  if (seen.length !== new Set(ids).size) throw notFound();
}

function classStatus(row: ClassRow, now: Date): SessionStatus {
  if (row.status === 'canceled') return 'canceled';
  if (!row.firstStart || !row.lastEnd) return 'ended';
  if (now.getTime() < new Date(row.firstStart).getTime() - EARLY_MS) return 'notOpen';
  if (now.getTime() < new Date(row.lastEnd).getTime()) return 'opening';
  return 'completed';
}

const toSummary = (row: ClassRow, now: Date): LiveClassSummary => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  groupName: row.groupName,
  teacherName: row.teacherName,
  startDate: row.startDate,
  endDate: row.endDate,
  startTime: row.startTime,
  endTime: row.endTime,
  weekdays: row.weekdays,
  status: classStatus(row, now),
  sessions: row.sessions,
  nextSessionAt: iso(row.nextSessionAt),
  createdAt: iso(row.createdAt),
});

export async function oneClass(ctx: SignedInContext<unknown>, id: number): Promise<LiveClass> {
  const now = ctx.services.clock.now();
  const row = await visibleClasses(ctx, now).where('liveClasses.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [detail, members] = await Promise.all([
    ctx.db
      .select('liveClasses')
      .leftJoin('users as attendant', 'attendant.id', 'liveClasses.idAttendant')
      .where('liveClasses.id', '=', id)
      .select([
        'liveClasses.recurring',
        'liveClasses.room',
        'liveClasses.hostVideo',
        'liveClasses.participantVideo',
        'liveClasses.dingDong',
        'liveClasses.passcode',
        'liveClasses.locked',
        'liveClasses.meetingUrl',
        'attendant.fullName as attendantName',
      ])
      .executeTakeFirstOrThrow(),
    ctx.db
      .select('liveClassMembers')
      .innerJoin('users', 'users.id', 'liveClassMembers.idUser')
      .where('liveClassMembers.idClass', '=', id)
      .select(['users.id', 'users.fullName', 'users.username'])
      .orderBy('users.fullName')
      .execute(),
  ]);
  return {
    ...toSummary(row, now),
    idGroup: row.idGroup,
    idTeacher: row.idTeacher,
    idAttendant: row.idAttendant,
    ...detail,
    members,
    joinPath: `/teaching/join/${row.id}`,
  };
}

type Fields = (typeof api.add.payload)['TYPE'];

const hhmm = (time: string) => time.slice(0, 5);

/** Checks what the form names: people and group of this school; answers field errors. */
async function checked(ctx: SignedInContext<unknown>, p: Fields) {
  // The dates' and times' order and a recurring class's weekdays are the contract's rules.
  const startTime = hhmm(p.startTime);
  const endTime = hhmm(p.endTime);
  const recurring = p.recurring ?? p.kind === 'class';
  const staff = [p.idTeacher, ...(p.idAttendant ? [p.idAttendant] : [])];
  const found = await ctx.db
    .select('users')
    .where('id', 'in', staff)
    .where('idType', 'in', [ID_TYPE.OWNER, ID_TYPE.TEACHER])
    .select('id')
    .execute();
  if (!found.some((u) => u.id === p.idTeacher)) throw notFound();
  if (p.idAttendant && !found.some((u) => u.id === p.idAttendant)) throw notFound();
  // Whom the meeting gathers is whom its teacher then sees on the attendance sheet: the caller's own learners.
  if (p.idGroup) await classesMayName(ctx, [p.idGroup], 'idGroup');
  const idMembers = await learnersMayBringIn(ctx, p.idMembers, 'idMembers');
  if (!p.idGroup && idMembers.length === 0) throw fieldError('idMembers', ctx.t('liveError.noLearners'));
  const plan = {
    startDate: p.startDate,
    endDate: recurring ? p.endDate : p.startDate,
    startTime,
    endTime,
    weekdays: [...new Set(p.weekdays)].sort(),
    recurring,
  };
  const sessions = expand(plan, ctx.site.timeZone, LIVE_SESSIONS_MAX);
  if (!sessions) throw fieldError('endDate', ctx.t('liveError.tooManySessions', { max: LIVE_SESSIONS_MAX }));
  if (sessions.length === 0) throw fieldError('weekdays', ctx.t('liveError.noSessions'));
  return {
    row: {
      kind: p.kind,
      name: p.name.trim(),
      idGroup: p.idGroup ?? null,
      idTeacher: p.idTeacher,
      idAttendant: p.idAttendant ?? null,
      startDate: plan.startDate,
      endDate: plan.endDate,
      startTime,
      endTime,
      weekdays: plan.weekdays,
      recurring,
      room: (p.room ?? '').trim(),
      hostVideo: p.hostVideo ?? true,
      participantVideo: p.participantVideo ?? true,
      dingDong: p.dingDong ?? false,
      passcode: (p.passcode ?? '').trim(),
      locked: p.locked ?? false,
      meetingUrl: (p.meetingUrl ?? '').trim(),
    },
    idMembers,
    sessions,
  };
}

const roomName = (idSite: number) => `saola-${idSite}-${randomBytes(12).toString('base64url')}`;

async function saveMembers(tx: ScopedDb, idClass: number, idMembers: number[]) {
  await tx.deleteFrom('liveClassMembers').where('idClass', '=', idClass).execute();
  if (idMembers.length)
    await tx
      .insert(
        'liveClassMembers',
        idMembers.map((idUser) => ({ idClass, idUser })),
      )
      .execute();
}

/**
 * Lays the plan's sessions on the class: sessions still to come that nobody joined, moved or cancelled are
 * replaced by the plan's future ones; past sessions, those with attendance and moved ones stay as they were
 * (a moved one still holds its planned slot, so the plan does not lay that slot again).
 */
async function saveSessions(
  tx: ScopedDb,
  idClass: number,
  sessions: Array<{ startsAt: Date; endsAt: Date }>,
  now: Date,
  fresh: boolean,
) {
  let kept: Date[] = [];
  if (!fresh) {
    await tx
      .deleteFrom('liveSessions')
      .where('idClass', '=', idClass)
      .where('startsAt', '>', now)
      .where('status', '=', 'scheduled')
      .where('movedFrom', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('liveAttendance')
              .whereRef('liveAttendance.idSession', '=', 'liveSessions.id')
              .select('liveAttendance.idUser'),
          ),
        ),
      )
      .execute();
    kept = (
      await tx
        .select('liveSessions')
        .where('idClass', '=', idClass)
        .select(['startsAt', 'movedFrom'])
        .execute()
    ).map((s) => new Date(s.movedFrom ?? s.startsAt));
  }
  const keptTimes = new Set(kept.map((d) => d.getTime()));
  const added = sessions.filter(
    (s) => (fresh || s.startsAt.getTime() > now.getTime()) && !keptTimes.has(s.startsAt.getTime()),
  );
  if (added.length)
    await tx
      .insert(
        'liveSessions',
        added.map((s) => ({
          idClass,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          roomName: roomName(tx.idSite),
        })),
      )
      .execute();
}

type SessionRow = {
  id: number;
  idClass: number;
  startsAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'canceled';
  finishedAt: Date | null;
  className: string;
  kind: 'class' | 'meeting';
  classStatus: 'active' | 'canceled';
  room: string;
  teacherName: string;
  joined: number;
};

/** Sessions with their class: callers add their own filters (and scope). */
export function sessionRows(db: ScopedDb) {
  return db
    .select('liveSessions')
    .innerJoin('liveClasses', 'liveClasses.id', 'liveSessions.idClass')
    .innerJoin('users as teacher', 'teacher.id', 'liveClasses.idTeacher')
    .select([
      'liveSessions.id',
      'liveSessions.idClass',
      'liveSessions.startsAt',
      'liveSessions.endsAt',
      'liveSessions.status',
      'liveSessions.finishedAt',
      'liveClasses.name as className',
      'liveClasses.kind',
      'liveClasses.status as classStatus',
      'liveClasses.room',
      'teacher.fullName as teacherName',
      sql<number>`(select count(*)::int from live_attendance a
        where a.id_session = live_sessions.id and a.first_joined_at is not null)`.as('joined'),
    ]) as unknown as SelectQueryBuilder<Database, 'liveSessions' | 'liveClasses', SessionRow>;
}

export const toSession = (row: SessionRow, now: Date): LiveSession => ({
  id: row.id,
  idClass: row.idClass,
  className: row.className,
  kind: row.kind,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  status: sessionStatus(
    {
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
      status: row.status,
      finishedAt: row.finishedAt,
    },
    row.classStatus,
    row.joined,
    now,
  ),
  room: row.room,
  teacherName: row.teacherName,
  joined: row.joined,
});

/** A session of a class the caller sees, or not found. */
async function visibleSession(ctx: SignedInContext<unknown>, id: number) {
  const row = await sessionRows(ctx.db).where('liveSessions.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  await mustSeeClasses(ctx, row.idClass);
  return row;
}

export const classRoutes = [
  route(api.list, async (ctx) => {
    const now = ctx.services.clock.now();
    let query = visibleClasses(ctx, now);
    if (ctx.payload.kind) query = query.where('liveClasses.kind', '=', ctx.payload.kind);
    const page = await pageOf(query, ctx.payload, {
      sorts: {
        name: 'liveClasses.name',
        startDate: 'liveClasses.startDate',
        createdAt: 'liveClasses.createdAt',
      },
      fallback: 'liveClasses.createdAt',
      search: ['liveClasses.name'],
      tieBreak: 'liveClasses.id',
    });
    return ok({ ...page, data: page.data.map((r) => toSummary(r, now)) });
  }),

  route(api.get, async (ctx) => ok(await oneClass(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const { row, idMembers, sessions } = await checked(ctx, ctx.payload);
    const now = ctx.services.clock.now();
    const id = await ctx.db.transaction(async (tx) => {
      const created = await tx
        .insert('liveClasses', { ...row, createdBy: ctx.auth.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await saveMembers(tx, created.id, idMembers);
      await saveSessions(tx, created.id, sessions, now, true);
      return created.id;
    });
    return ok(await oneClass(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const before = await oneClass(ctx, ctx.payload.id);
    if (before.status === 'canceled') throw badRequest('liveError.canceled');
    const { row, idMembers, sessions } = await checked(ctx, ctx.payload);
    const now = ctx.services.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx.update('liveClasses').set(row).where('id', '=', ctx.payload.id).execute();
      await saveMembers(tx, ctx.payload.id, idMembers);
      await saveSessions(tx, ctx.payload.id, sessions, now, false);
    });
    return ok(await oneClass(ctx, ctx.payload.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = [...new Set(ctx.payload.ids)];
    if (!ids.length) return ok({ deleted: 0 }, ctx.t('common.deleted'));
    await mustSeeClasses(ctx, ...ids);
    const deleted = await ctx.db.deleteFrom('liveClasses').where('id', 'in', ids).returning('id').execute();
    return ok({ deleted: deleted.length }, ctx.t('common.deleted'));
  }),

  route(api.cancel, async (ctx) => {
    await mustSeeClasses(ctx, ctx.payload.id);
    const changed = await ctx.db
      .update('liveClasses')
      .set({ status: 'canceled' })
      .where('id', '=', ctx.payload.id)
      .where('status', '=', 'active')
      .returning('id')
      .execute();
    if (!changed.length) throw badRequest('liveError.canceled');
    return ok(await oneClass(ctx, ctx.payload.id), ctx.t('common.saved'));
  }),

  route(api.sessions, async (ctx) => {
    const now = ctx.services.clock.now();
    await mustSeeClasses(ctx, ctx.payload.id);
    const page = await pageOf(
      sessionRows(ctx.db).where('liveSessions.idClass', '=', ctx.payload.id),
      ctx.payload,
      {
        sorts: { startsAt: 'liveSessions.startsAt' },
        fallback: 'liveSessions.startsAt',
        fallbackDirection: 'asc',
        tieBreak: 'liveSessions.id',
      },
    );
    return ok({ ...page, data: page.data.map((r) => toSession(r, now)) });
  }),

  route(api.cancelSession, async (ctx) => {
    const now = ctx.services.clock.now();
    const row = await visibleSession(ctx, ctx.payload.id);
    // Only a session still to come or under way can be cancelled; a held or cancelled one stays as it is.
    const status = toSession(row, now).status;
    if (status !== 'notOpen' && status !== 'opening') throw badRequest('liveError.notCancelable');
    const changed = await ctx.db
      .update('liveSessions')
      .set({ status: 'canceled' })
      .where('id', '=', row.id)
      .where('status', '=', 'scheduled')
      .returning('id')
      .execute();
    if (!changed.length) throw badRequest('liveError.notCancelable');
    const after = await sessionRows(ctx.db).where('liveSessions.id', '=', row.id).executeTakeFirstOrThrow();
    return ok(toSession(after, now), ctx.t('common.saved'));
  }),

  route(api.moveSession, async (ctx) => {
    const now = ctx.services.clock.now();
    const row = await visibleSession(ctx, ctx.payload.id);
    // Only a session still to come moves: one under way, held or cancelled keeps its times (and attendance).
    if (toSession(row, now).status !== 'notOpen') throw badRequest('liveError.notMovable');
    const startTime = hhmm(ctx.payload.startTime);
    const endTime = hhmm(ctx.payload.endTime);
    const startsAt = localInstant(ctx.payload.date, startTime, ctx.site.timeZone);
    const endsAt = localInstant(ctx.payload.date, endTime, ctx.site.timeZone);
    if (startsAt.getTime() <= now.getTime()) throw fieldError('date', ctx.t('liveError.inPast'));
    const clash = await ctx.db
      .select('liveSessions')
      .where('idClass', '=', row.idClass)
      .where('id', '!=', row.id)
      .where('status', '=', 'scheduled')
      .where('startsAt', '<', endsAt)
      .where('endsAt', '>', startsAt)
      .select('id')
      .executeTakeFirst();
    if (clash) throw fieldError('date', ctx.t('liveError.overlap'));
    // Conditional on the start it was read with: of two moves at once, the second finds it moved and fails.
    const changed = await ctx.db
      .update('liveSessions')
      .set({ startsAt, endsAt, movedFrom: sql<Date>`coalesce(moved_from, starts_at)` })
      .where('id', '=', row.id)
      .where('status', '=', 'scheduled')
      .where('startsAt', '=', row.startsAt)
      .returning('id')
      .execute();
    if (!changed.length) throw badRequest('liveError.notMovable');
    const after = await sessionRows(ctx.db).where('liveSessions.id', '=', row.id).executeTakeFirstOrThrow();
    return ok(toSession(after, now), ctx.t('common.saved'));
  }),
];
