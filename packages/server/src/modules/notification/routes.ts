import { contract, type MyNotification, type Notification, type RecipientKind } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { NotificationsTable } from '../../db/schema';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { fieldError, forbidden, HttpError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { containing, pageWindow } from '../../http/paging';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { accountsMayName, classesMayName } from '../../policy/learner-scope';
import { cleanRichText } from '../../security/rich-text';
import { mailConfig, mailReady } from '../settings';
import { cancelSends, scheduleSend } from './send';

const { notification: api } = contract;

type NoticeRow = Selectable<NotificationsTable> & { reads?: number };

/** The tables a notice's recipient ids name, and the column that names each row. */
const RECIPIENT_TABLES = {
  groups: { table: 'userGroups', name: 'name' },
  units: { table: 'units', name: 'name' },
  courses: { table: 'courses', name: 'name' },
  users: { table: 'users', name: 'fullName' },
} as const;

type Named = Exclude<RecipientKind, 'all'>;

/** The names of the rows several notices are addressed to: at most one statement per kind of recipient. */
async function recipientNames(db: ScopedDb, rows: NoticeRow[]) {
  const wanted = new Map<Named, Set<number>>();
  for (const row of rows) {
    if (row.recipientKind === 'all') continue;
    const ids = wanted.get(row.recipientKind) ?? new Set<number>();
    for (const id of row.recipientIds) ids.add(id);
    wanted.set(row.recipientKind, ids);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      if (ids.size === 0) return;
      const { table, name } = RECIPIENT_TABLES[kind];
      // One table per kind: the cast names one of them for the type checker.
      const found = await db
        .select(table as 'units')
        .select(['id', sql<string>`${sql.ref(name)}`.as('name')])
        .where('id', 'in', [...ids])
        .execute();
      for (const row of found as Array<{ id: number; name: string }>)
        names.set(`${kind}:${row.id}`, row.name);
    }),
  );
  return (row: NoticeRow) =>
    row.recipientKind === 'all'
      ? []
      : row.recipientIds.flatMap((id) => {
          const name = names.get(`${row.recipientKind}:${id}`);
          return name === undefined ? [] : [{ id, name }];
        });
}

/** How many of a notice's deliveries were opened: counted in the statement that reads the notice. */
const readsOf = sql<number>`(select count(*)::int from user_notifications r
  where r.id_notification = notifications.id and r.read_at is not null)`.as('reads');

async function withNames(db: ScopedDb, rows: NoticeRow[]): Promise<Notification[]> {
  const names = await recipientNames(db, rows);
  return rows.map((row) => toNotification(row, names(row)));
}

function toNotification(row: NoticeRow, recipients: Notification['recipients'] = []): Notification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    sendMode: row.sendMode,
    scheduledAt: iso(row.scheduledAt),
    cycle: row.cycle,
    cycleUntil: iso(row.cycleUntil),
    recipientKind: row.recipientKind,
    recipientIds: row.recipientIds,
    recipients,
    byMail: row.byMail,
    bySms: row.bySms,
    status: row.status,
    sentAt: iso(row.sentAt),
    nextSendAt: iso(row.nextSendAt),
    deliveries: row.deliveries,
    reads: row.reads ?? 0,
    mailed: row.mailed,
    texted: row.texted,
    createdAt: iso(row.createdAt) as string,
  };
}

type Draft = (typeof api.add.payload)['TYPE'];

function parseTime(
  value: string | null | undefined,
  field: string,
  ctx: RequestContext<unknown>,
): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw fieldError(field, ctx.t('validation.invalidValue'));
  return date;
}

/** Checks a notification's schedule and recipients; answers the row fields to store. */
async function planned(ctx: SignedInContext<Draft>) {
  const p = ctx.payload;
  if (p.recipientKind === 'all' && !hasRight(ctx.auth.user, RIGHTS.notifyWholeSchool))
    throw new HttpError(403, 'errors.notifyWholeSchool');
  const now = ctx.services.clock.now();
  const scheduledAt = parseTime(p.scheduledAt, 'scheduledAt', ctx);
  const cycleUntil = parseTime(p.cycleUntil, 'cycleUntil', ctx);
  // What is required with which mode, the cycle's order and the recipients are the contract's rules; only
  // the clock is the server's.
  const timed = p.sendMode === 'scheduled' || p.sendMode === 'cyclic';
  if (timed && scheduledAt && scheduledAt.getTime() < now.getTime() - 60_000)
    throw fieldError('scheduledAt', ctx.t('errors.scheduleInPast'));
  const ids = [...new Set(p.recipientIds ?? [])];
  if (p.recipientKind !== 'all') {
    // People and classes as the caller's lists show them: a notice names its recipients back.
    if (p.recipientKind === 'users') await accountsMayName(ctx, ids, 'recipientIds');
    if (p.recipientKind === 'groups') await classesMayName(ctx, ids, 'recipientIds');
    const { table } = RECIPIENT_TABLES[p.recipientKind];
    const { found } = await ctx.db
      .select(table)
      .select(sql<number>`count(*)::int`.as('found'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    // Ids of another school (or of nothing) are not this site's to address.
    if (found !== ids.length) throw notFound();
  }
  // Mail goes through the school's own mail server: a notice cannot ask for it before one is set.
  if (p.byMail && !mailReady(await mailConfig(ctx.services, ctx.site.id)))
    throw fieldError('byMail', ctx.t('notice.mailNotConfigured'));
  const sendAt = p.sendMode === 'immediately' ? now : scheduledAt;
  return {
    row: {
      title: p.title,
      content: cleanRichText(p.content),
      sendMode: p.sendMode,
      scheduledAt: timed ? scheduledAt : null,
      cycle: p.sendMode === 'cyclic' ? (p.cycle ?? null) : null,
      cycleUntil: p.sendMode === 'cyclic' ? cycleUntil : null,
      recipientKind: p.recipientKind,
      recipientIds: p.recipientKind === 'all' ? [] : ids,
      byMail: p.byMail ?? false,
      bySms: p.bySms ?? false,
      status: p.sendMode === 'draft' ? 'draft' : p.sendMode === 'immediately' ? 'sending' : 'scheduled',
      nextSendAt: p.sendMode === 'draft' ? null : sendAt,
      updatedAt: now,
    } as const,
    sendAt: p.sendMode === 'draft' ? null : sendAt,
  };
}

async function findNotification(db: ScopedDb, id: number): Promise<NoticeRow> {
  const row = await db
    .select('notifications')
    .selectAll()
    .select(readsOf)
    .where('id', '=', id)
    .where('event', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function oneNotice(db: ScopedDb, row: NoticeRow) {
  return (await withNames(db, [row]))[0] as Notification;
}

/** Owners change any notification of the school; a teacher only those she wrote. */
async function mayChange(ctx: SignedInContext<unknown>, ids: number[]) {
  const user = ctx.auth.user;
  if (user.idType === ID_TYPE.OWNER) return;
  const another = await ctx.db
    .select('notifications')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('createdBy', 'is', null), eb('createdBy', '!=', user.id)]))
    .select('id')
    .executeTakeFirst();
  if (another) throw forbidden();
}

/** What an inbox item shows: the delivery and its notification's text. */
const INBOX_COLUMNS = [
  'userNotifications.id',
  'userNotifications.idNotification',
  'notifications.title',
  'notifications.content',
  'userNotifications.occurrence',
  'userNotifications.readAt',
] as const;

async function inboxItem(db: ScopedDb, idUser: number, id: number): Promise<MyNotification | undefined> {
  const row = await db
    .select('userNotifications')
    .innerJoin('notifications', 'notifications.id', 'userNotifications.idNotification')
    .select(INBOX_COLUMNS)
    .where('userNotifications.idUser', '=', idUser)
    .where('userNotifications.id', '=', String(id))
    .executeTakeFirst();
  return row && { ...inboxShape(row) };
}

function inboxShape(row: {
  id: string | number;
  idNotification: number;
  title: string;
  content: string;
  occurrence: Date | string;
  readAt: Date | string | null;
}): MyNotification {
  return {
    id: Number(row.id),
    idNotification: row.idNotification,
    title: row.title,
    content: row.content,
    sentAt: iso(row.occurrence) as string,
    read: row.readAt !== null,
  };
}

export const notificationRoutes = [
  route(api.list, async (ctx) => {
    const { keyword, status } = ctx.payload;
    const { limit, offset } = pageWindow(ctx.payload);
    // The notices events make (notifications.event) reach people's inboxes but are not the school's own.
    let query = ctx.db.select('notifications').where('event', 'is', null);
    if (keyword?.trim()) query = query.where('title', 'ilike', containing(keyword));
    if (status) query = query.where('status', '=', status);
    const [rows, count] = await Promise.all([
      query.selectAll().select(readsOf).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return ok({ data: await withNames(ctx.db, rows), total: count.total });
  }),

  route(api.add, async (ctx) => {
    const { row, sendAt } = await planned(ctx);
    const created = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert('notifications', { ...row, createdBy: ctx.auth.user.id })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (sendAt) await scheduleSend(tx.raw, ctx.site.id, inserted.id, sendAt);
      return inserted;
    });
    return ok(await oneNotice(ctx.db, created), ctx.t('common.saved'));
  }),

  route(api.get, async (ctx) => ok(await oneNotice(ctx.db, await findNotification(ctx.db, ctx.payload.id)))),

  route(api.edit, async (ctx) => {
    const { id, ...draft } = ctx.payload;
    const existing = await findNotification(ctx.db, id);
    await mayChange(ctx, [id]);
    if (existing.status !== 'draft' && existing.status !== 'scheduled')
      throw new HttpError(400, 'errors.notificationLocked');
    const { row, sendAt } = await planned({ ...ctx, payload: draft });
    const updated = await ctx.db.transaction(async (tx) => {
      await cancelSends(tx.raw, ctx.site.id, [id]);
      const saved = await tx
        .update('notifications')
        .set(row)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (sendAt) await scheduleSend(tx.raw, ctx.site.id, id, sendAt);
      return saved;
    });
    return ok(await oneNotice(ctx.db, updated), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    await mayChange(ctx, ctx.payload.ids);
    const deleted = await ctx.db.transaction(async (tx) => {
      await cancelSends(tx.raw, ctx.site.id, ctx.payload.ids);
      return tx
        .deleteFrom('notifications')
        .where('id', 'in', ctx.payload.ids)
        .where('event', 'is', null)
        .returning('id')
        .execute();
    });
    return ok({ deleted: deleted.length }, ctx.t('common.deleted'));
  }),

  route(api.myNotification, async (ctx) => {
    const { limit, offset } = pageWindow(ctx.payload);
    const mine = ctx.db.select('userNotifications').where('userNotifications.idUser', '=', ctx.auth.user.id);
    let list = mine.innerJoin('notifications', 'notifications.id', 'userNotifications.idNotification');
    if (ctx.payload.unreadOnly) list = list.where('userNotifications.readAt', 'is', null);
    if (ctx.payload.keyword?.trim())
      list = list.where('notifications.title', 'ilike', containing(ctx.payload.keyword));
    const [rows, counts] = await Promise.all([
      list
        .select(INBOX_COLUMNS)
        .orderBy('userNotifications.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      list
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(select count(*)::int from user_notifications where id_user = ${ctx.auth.user.id} and read_at is null)`.as(
            'unread',
          ),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return ok({ data: rows.map(inboxShape), total: counts.total, unread: counts.unread });
  }),

  route(api.detailNotification, async (ctx) => {
    const now = ctx.services.clock.now();
    await ctx.db
      .update('userNotifications')
      .set({ readAt: now })
      .where('idUser', '=', ctx.auth.user.id)
      .where('id', '=', String(ctx.payload.id))
      .where('readAt', 'is', null)
      .execute();
    const item = await inboxItem(ctx.db, ctx.auth.user.id, ctx.payload.id);
    if (!item) throw notFound();
    return ok(item);
  }),

  route(api.addFcmDevice, async (ctx) => {
    await ctx.db
      .insert('fcmDevices', {
        idUser: ctx.auth.user.id,
        idSession: ctx.auth.sessionId,
        token: ctx.payload.token,
        platform: ctx.payload.platform ?? 'web',
      })
      .onConflict((oc) =>
        oc
          .columns(['idSite', 'token'])
          .doUpdateSet({ idUser: ctx.auth.user.id, idSession: ctx.auth.sessionId }),
      )
      .execute();
    return ok({ registered: true });
  }),
];
