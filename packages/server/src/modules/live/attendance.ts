import { timingSafeEqual } from 'node:crypto';
import {
  type AttendanceMark,
  type AttendanceSheet,
  type AttendanceStatus,
  contract,
  type JoinInfo,
  type JoinReply,
  LATE_AFTER_MINUTES,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, forbidden, HttpError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { throttle } from '../../policy/throttle';
import { mustSeeClasses, sessionOpen, sessionRows, toSession, visibleClasses } from './classes';
import { roomToken, webhookSigned } from './livekit';
import { localInstant } from './recurrence';
import { liveConfig, liveReady } from './setting';

const { teaching: api, schedule } = contract;

const LATE_MS = LATE_AFTER_MINUTES * 60_000;
/** Learners listed in one attendance sheet and the sessions it shows (the newest held ones). */
const SHEET_LEARNERS_MAX = 500;
const SHEET_SESSIONS_MAX = 200;

/** On time, late (first entry more than 15 minutes after the start) or absent; a correction wins. */
export function markOf(
  startsAt: Date,
  row: { firstJoinedAt: Date | null; correctedStatus: AttendanceStatus | null } | undefined,
): AttendanceStatus {
  if (row?.correctedStatus) return row.correctedStatus;
  if (!row?.firstJoinedAt) return 'absent';
  return new Date(row.firstJoinedAt).getTime() - startsAt.getTime() > LATE_MS ? 'late' : 'onTime';
}

/**
 * The learners of a class: its student group's members and those named one by one. One IN over a union, not
 * two ORed: PostgreSQL answers an OR of two subqueries by reading every user of the school.
 */
function learnersOf(db: ScopedDb, idClass: number) {
  return db
    .select('users')
    .where('users.idType', '=', ID_TYPE.STUDENT)
    .where('users.id', 'in', (eb) =>
      eb
        .selectFrom('liveClassMembers')
        .where('liveClassMembers.idSite', '=', db.idSite)
        .where('liveClassMembers.idClass', '=', idClass)
        .select('liveClassMembers.idUser')
        .unionAll(
          eb
            .selectFrom('userGroupMembers')
            .innerJoin('liveClasses', 'liveClasses.idGroup', 'userGroupMembers.idGroup')
            .where('liveClasses.idSite', '=', db.idSite)
            .where('liveClasses.id', '=', idClass)
            .select('userGroupMembers.idUser'),
        ),
    );
}

async function isLearner(db: ScopedDb, idClass: number, idUser: number): Promise<boolean> {
  const row = await learnersOf(db, idClass)
    .where('users.id', '=', idUser)
    .select('users.id')
    .executeTakeFirst();
  return Boolean(row);
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const identityOf = (idUser: number) => `u${idUser}`;

/** Records a first join at `at` (the earliest one counts) and a leave (the latest one counts). */
async function record(
  db: ScopedDb,
  idSession: number,
  idUser: number,
  kind: 'join' | 'leave',
  at: Date,
  source: 'video' | 'click',
) {
  const joined = kind === 'join' ? at : null;
  const left = kind === 'leave' ? at : null;
  await db.raw
    .insertInto('liveAttendance')
    .values({ idSite: db.idSite, idSession, idUser, firstJoinedAt: joined, lastLeftAt: left, source })
    .onConflict((oc) =>
      oc.columns(['idSession', 'idUser']).doUpdateSet({
        firstJoinedAt: sql`case
          when live_attendance.first_joined_at is null then excluded.first_joined_at
          when excluded.first_joined_at is null then live_attendance.first_joined_at
          else least(live_attendance.first_joined_at, excluded.first_joined_at) end`,
        lastLeftAt: sql`case
          when live_attendance.last_left_at is null then excluded.last_left_at
          when excluded.last_left_at is null then live_attendance.last_left_at
          else greatest(live_attendance.last_left_at, excluded.last_left_at) end`,
      }),
    )
    .execute();
}

/** What a LiveKit webhook body says, read field by field (its other fields are LiveKit's own). */
function eventOf(raw: string) {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const room = b.room as Record<string, unknown> | undefined;
  const participant = b.participant as Record<string, unknown> | undefined;
  const createdAt = Number(b.createdAt);
  return {
    event: typeof b.event === 'string' ? b.event : '',
    id: typeof b.id === 'string' ? b.id.slice(0, 200) : '',
    room: room && typeof room.name === 'string' ? room.name : '',
    identity: participant && typeof participant.identity === 'string' ? participant.identity : '',
    createdAt: Number.isFinite(createdAt) && createdAt > 0 ? new Date(createdAt * 1000) : null,
  };
}

/** The attendance of one session for one learner, as the sheet shows it. */
function toMark(
  idSession: number,
  startsAt: Date,
  row:
    | {
        firstJoinedAt: Date | null;
        lastLeftAt: Date | null;
        source: 'video' | 'click';
        correctedStatus: AttendanceStatus | null;
        correctionReason: string | null;
      }
    | undefined,
): AttendanceMark {
  return {
    idSession,
    status: markOf(startsAt, row),
    joinedAt: iso(row?.firstJoinedAt ?? null),
    leftAt: iso(row?.lastLeftAt ?? null),
    source: row?.source ?? null,
    corrected: Boolean(row?.correctedStatus),
    reason: row?.correctionReason ?? null,
  };
}

/**
 * A class's attendance sheet: its learners (by name) against its held sessions (the newest, oldest first),
 * each mark as the video server or a join click made it, or as a teacher corrected it, and each learner's
 * rate. Read by the screen and by the export job alike.
 */
export async function attendanceSheet(db: ScopedDb, idClass: number, now: Date): Promise<AttendanceSheet> {
  const [newest, learners] = await Promise.all([
    sessionRows(db)
      .where('liveSessions.idClass', '=', idClass)
      .where('liveSessions.startsAt', '<=', now)
      .where('liveSessions.status', '=', 'scheduled')
      .orderBy('liveSessions.startsAt', 'desc')
      .limit(SHEET_SESSIONS_MAX)
      .execute(),
    learnersOf(db, idClass)
      .select(['users.id', 'users.fullName', 'users.username'])
      .orderBy('users.fullName')
      .orderBy('users.id')
      .limit(SHEET_LEARNERS_MAX)
      .execute(),
  ]);
  const sessions = newest.reverse();
  const rows = sessions.length
    ? await db
        .select('liveAttendance')
        .where(
          'idSession',
          'in',
          sessions.map((s) => s.id),
        )
        .selectAll()
        .execute()
    : [];
  const byKey = new Map(rows.map((r) => [`${r.idSession}:${r.idUser}`, r]));
  return {
    sessions: sessions.map((s) => ({
      id: s.id,
      startsAt: iso(s.startsAt),
      status: toSession(s, now).status,
    })),
    learners: learners.map((l) => {
      const marks = sessions.map((s) => toMark(s.id, new Date(s.startsAt), byKey.get(`${s.id}:${l.id}`)));
      const came = marks.filter((m) => m.status !== 'absent').length;
      return {
        idUser: l.id,
        fullName: l.fullName,
        username: l.username,
        rate: marks.length ? Math.round((came / marks.length) * 100) : 0,
        marks,
      };
    }),
  };
}

/** Joins of a passcoded class a learner may try in a quarter hour (a flaky connection rejoins a few times). */
export const PASSCODE_TRIES = 20;
/** The same from one address: a school's lab shares one, so only a flood is refused. */
const PASSCODE_TRIES_PER_ADDRESS = 2000;

/**
 * The class a caller would join, whether she hosts it, and its session now open or next to open: one lookup for
 * the join page and the join itself, so the page never offers what the join refuses. Only the class's hosts and
 * learners reach it.
 */
async function joinTarget(ctx: SignedInContext<{ id: number }>, id: number, now: Date) {
  const me = ctx.auth.user;
  const cls = await ctx.db.select('liveClasses').where('id', '=', id).selectAll().executeTakeFirst();
  if (!cls) throw notFound();
  const host = me.id === cls.idTeacher || me.id === cls.idAttendant || me.idType === ID_TYPE.OWNER;
  if (!host && !(me.idType === ID_TYPE.STUDENT && (await isLearner(ctx.db, cls.id, me.id))))
    throw forbidden();
  const session = await ctx.db
    .select('liveSessions')
    .where('idClass', '=', cls.id)
    .where('status', '=', 'scheduled')
    .where('endsAt', '>', now)
    .where('finishedAt', 'is', null)
    .orderBy('startsAt')
    .selectAll()
    .executeTakeFirst();
  return { cls, host, session };
}

const isOpen = (
  session: { startsAt: Date | string; endsAt: Date | string; status: 'scheduled' | 'canceled' },
  classStatus: 'active' | 'canceled',
  now: Date,
) =>
  sessionOpen(
    { startsAt: new Date(session.startsAt), endsAt: new Date(session.endsAt), status: session.status },
    classStatus,
    now,
  );

export const attendanceRoutes = [
  route(api.joinInfo, async (ctx) => {
    const now = ctx.services.clock.now();
    const { cls, host, session } = await joinTarget(ctx, ctx.payload.id, now);
    const state: JoinInfo['state'] =
      cls.status === 'canceled'
        ? 'canceled'
        : !session
          ? 'ended'
          : isOpen(session, cls.status, now)
            ? 'open'
            : 'upcoming';
    return ok({
      className: cls.name,
      startsAt: session ? iso(session.startsAt) : null,
      endsAt: session ? iso(session.endsAt) : null,
      state,
      passcode: !host && Boolean(cls.passcode),
    });
  }),

  route(api.join, async (ctx) => {
    const now = ctx.services.clock.now();
    const me = ctx.auth.user;
    const { cls, host, session } = await joinTarget(ctx, ctx.payload.id, now);
    if (cls.status === 'canceled') throw badRequest('liveError.cannotJoin');
    if (!session || !isOpen(session, cls.status, now)) throw badRequest('liveError.notOpen');
    if (!host && cls.passcode) {
      // Counted right or wrong, per learner and class: a short passcode is not guessed by trying them all.
      await throttle(ctx, 'livePasscode', `${me.id}:${cls.id}`, {
        perIp: PASSCODE_TRIES_PER_ADDRESS,
        perIdentifier: PASSCODE_TRIES,
        minutes: 15,
      });
      if (!sameText(ctx.payload.passcode ?? '', cls.passcode))
        throw fieldError('passcode', ctx.t('liveError.passcode'));
    }
    if (!host && cls.locked) {
      // A locked room admits no one new: only a learner who was already in comes back.
      const was = await ctx.db
        .select('liveAttendance')
        .where('idSession', '=', session.id)
        .where('idUser', '=', me.id)
        .where('firstJoinedAt', 'is not', null)
        .select('idUser')
        .executeTakeFirst();
      if (!was) throw badRequest('liveError.locked');
    }
    const settings = await liveConfig(ctx.db, ctx.services.settings.secret);
    const video = host ? cls.hostVideo : cls.participantVideo;
    const base = {
      idSession: session.id,
      className: cls.name,
      startsAt: iso(session.startsAt),
      endsAt: iso(session.endsAt),
      roomName: session.roomName,
      expiresAt: iso(session.endsAt),
      host,
      camera: video,
      dingDong: cls.dingDong,
    };
    if (liveReady(settings)) {
      const reply: JoinReply = {
        ...base,
        mode: 'livekit',
        url: settings.url,
        token: await roomToken({
          apiKey: settings.apiKey,
          apiSecret: settings.apiSecret,
          identity: identityOf(me.id),
          name: me.fullName,
          now,
          expiresAt: new Date(session.endsAt),
          metadata: JSON.stringify({ host, dingDong: cls.dingDong }),
          grant: {
            room: session.roomName,
            roomJoin: true,
            roomAdmin: host,
            canPublish: true,
            canSubscribe: true,
            canPublishData: true,
            canPublishSources: video
              ? ['microphone', 'camera', ...(host ? ['screen_share', 'screen_share_audio'] : [])]
              : ['microphone'],
          },
        }),
      };
      return ok(reply);
    }
    if (!cls.meetingUrl) throw badRequest('liveError.cannotJoin');
    // No video server to tell who came: the join through this server, at this server's time, is the record.
    if (!host) await record(ctx.db, session.id, me.id, 'join', now, 'click');
    return ok({ ...base, mode: 'link', url: cls.meetingUrl, token: null } satisfies JoinReply);
  }),

  route(api.webhook, async (ctx) => {
    const now = ctx.services.clock.now();
    const raw = ctx.payload.raw;
    const settings = await liveConfig(ctx.db, ctx.services.settings.secret);
    if (
      !liveReady(settings) ||
      !(await webhookSigned(ctx.request.headers.authorization, raw, settings.apiKey, settings.apiSecret, now))
    )
      throw new HttpError(401, 'errors.unauthorized');
    const event = eventOf(raw);
    if (!event?.id) throw badRequest('validation.invalidParameter');
    const recorded = await ctx.db.transaction(async (tx) => {
      const session = await tx
        .select('liveSessions')
        .where('roomName', '=', event.room)
        .select(['id', 'idClass', 'startsAt'])
        .executeTakeFirst();
      if (!session) return false;
      const fresh = await tx.raw
        .insertInto('liveEvents')
        .values({ idSite: tx.idSite, eventId: event.id, receivedAt: now })
        .onConflict((oc) => oc.columns(['idSite', 'eventId']).doNothing())
        .returning('eventId')
        .executeTakeFirst();
      if (!fresh) return false;
      // The video server's own time of the event (signed with the body), never later than ours.
      const at = event.createdAt && event.createdAt.getTime() <= now.getTime() ? event.createdAt : now;
      if (event.event === 'room_finished') {
        await tx.update('liveSessions').set({ finishedAt: at }).where('id', '=', session.id).execute();
        return true;
      }
      if (event.event !== 'participant_joined' && event.event !== 'participant_left') return false;
      const match = /^u(\d{1,10})$/.exec(event.identity);
      // An id past PostgreSQL's integer is nobody (the lookup would fail, not miss).
      const idUser = match && Number(match[1]) <= 2_147_483_647 ? Number(match[1]) : 0;
      if (!idUser || !(await isLearner(tx, session.idClass, idUser))) return false;
      await record(
        tx,
        session.id,
        idUser,
        event.event === 'participant_joined' ? 'join' : 'leave',
        at,
        'video',
      );
      return true;
    });
    return ok({ recorded });
  }),

  route(api.attendance, async (ctx) => {
    await mustSeeClasses(ctx, ctx.payload.id);
    return ok(await attendanceSheet(ctx.db, ctx.payload.id, ctx.services.clock.now()));
  }),

  route(api.editAttendance, async (ctx) => {
    const now = ctx.services.clock.now();
    const p = ctx.payload;
    const session = await sessionRows(ctx.db).where('liveSessions.id', '=', p.idSession).executeTakeFirst();
    if (!session) throw notFound();
    await mustSeeClasses(ctx, session.idClass);
    if (!(await isLearner(ctx.db, session.idClass, p.idUser))) throw notFound();
    const status = toSession(session, now).status;
    // Attendance exists only for a session that has begun and was not cancelled.
    if (status === 'notOpen' || status === 'canceled') throw badRequest('liveError.notHeld');
    const reason = p.reason.trim();
    await ctx.db.transaction(async (tx) => {
      await tx.raw
        .insertInto('liveAttendance')
        .values({
          idSite: tx.idSite,
          idSession: p.idSession,
          idUser: p.idUser,
          source: 'video',
          correctedStatus: p.status,
          correctionReason: reason,
          correctedBy: ctx.auth.user.id,
          correctedAt: now,
        })
        .onConflict((oc) =>
          oc.columns(['idSession', 'idUser']).doUpdateSet({
            correctedStatus: p.status,
            correctionReason: reason,
            correctedBy: ctx.auth.user.id,
            correctedAt: now,
          }),
        )
        .execute();
      await tx
        .insert('liveAttendanceLog', {
          idSession: p.idSession,
          idUser: p.idUser,
          status: p.status,
          reason,
          idEditor: ctx.auth.user.id,
          createdAt: now,
        })
        .execute();
    });
    const row = await ctx.db
      .select('liveAttendance')
      .where('idSession', '=', p.idSession)
      .where('idUser', '=', p.idUser)
      .selectAll()
      .executeTakeFirst();
    return ok(toMark(p.idSession, new Date(session.startsAt), row), ctx.t('common.saved'));
  }),

  route(schedule.list, async (ctx) => {
    const now = ctx.services.clock.now();
    const me = ctx.auth.user;
    const p = ctx.payload;
    let query = sessionRows(ctx.db);
    if (me.idType === ID_TYPE.STUDENT)
      // Her classes first, by one IN over a union: an OR of the two made PostgreSQL read every session up to the week.
      query = query.where('liveClasses.id', 'in', (eb) =>
        eb
          .selectFrom('liveClassMembers')
          .where('liveClassMembers.idSite', '=', ctx.db.idSite)
          .where('liveClassMembers.idUser', '=', me.id)
          .select('liveClassMembers.idClass')
          .unionAll(
            eb
              .selectFrom('liveClasses as attended')
              .innerJoin('userGroupMembers', 'userGroupMembers.idGroup', 'attended.idGroup')
              .where('attended.idSite', '=', ctx.db.idSite)
              .where('userGroupMembers.idUser', '=', me.id)
              .select('attended.id as idClass'),
          ),
      );
    else if (me.idType === ID_TYPE.OWNER || me.idType === ID_TYPE.TEACHER)
      query = query.where(
        'liveClasses.id',
        'in',
        visibleClasses(ctx as SignedInContext<unknown>, now)
          .clearSelect()
          .select('liveClasses.id'),
      );
    else throw forbidden();
    const zone = ctx.site.timeZone;
    if (p.from) query = query.where('liveSessions.endsAt', '>', localInstant(p.from, '00:00', zone));
    if (p.to)
      query = query.where(
        'liveSessions.startsAt',
        '<',
        new Date(localInstant(p.to, '00:00', zone).getTime() + 86_400_000),
      );
    if (p.upcoming) query = query.where('liveSessions.endsAt', '>', now);
    const page = await pageOf(query, p, {
      sorts: { startsAt: 'liveSessions.startsAt' },
      fallback: 'liveSessions.startsAt',
      fallbackDirection: 'asc',
      search: ['liveClasses.name'],
      tieBreak: 'liveSessions.id',
    });
    return ok({
      ...page,
      data: page.data.map((r) => {
        const session = toSession(r, now);
        return { ...session, canJoin: session.status === 'opening' };
      }),
    });
  }),
];
