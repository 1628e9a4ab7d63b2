import type { Locale } from '@saola/core/constants';
import type { Db } from '../db/connect';
import { occurrenceAfter, scheduleSend } from '../modules/notification';
import { firstOf } from './first';

const DAY_MS = 24 * 3600_000;

/** The welcome in each language the school's people read; each receives it in her own. */
const WELCOME: Record<Locale, { title: string; content: string }> = {
  vi: {
    title: 'Chào mừng đến với Saola Demo School',
    content: 'Chúc các thầy cô và các em một năm học nhiều niềm vui.',
  },
  en: {
    title: 'Welcome to Saola Demo School',
    content: 'We wish our teachers and students a happy new school year.',
  },
  lo: {
    title: 'ຍິນດີຕ້ອນຮັບສູ່ໂຮງຮຽນສາທິດ Saola',
    content: 'ຂໍອວຍພອນໃຫ້ຄູອາຈານ ແລະ ນັກຮຽນທຸກຄົນມີຄວາມສຸກໃນສົກຮຽນໃໝ່.',
  },
};

/**
 * The welcome message, sent now to everyone of the school: one notice per language, each to the accounts
 * that read that language (a Lao learner is not greeted in Vietnamese).
 */
export async function seedWelcome(db: Db, idSite: number, idOwner: number | null, now: Date): Promise<void> {
  const people = await db.selectFrom('users').select(['id', 'locale']).where('idSite', '=', idSite).execute();
  for (const [locale, text] of Object.entries(WELCOME) as Array<[Locale, (typeof WELCOME)[Locale]]>) {
    const recipientIds = people
      .filter((p) => (p.locale in WELCOME ? p.locale : 'vi') === locale)
      .map((p) => p.id);
    if (recipientIds.length === 0) continue;
    const welcome = await db
      .insertInto('notifications')
      .values({
        idSite,
        ...text,
        sendMode: 'immediately',
        scheduledAt: null,
        cycle: null,
        cycleUntil: null,
        recipientKind: 'users',
        recipientIds,
        status: 'sending',
        sentAt: null,
        nextSendAt: now,
        createdBy: idOwner,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await scheduleSend(db, idSite, welcome.id, now);
  }
}

/**
 * The demo school's notices besides the welcome: one already sent to a course's learners and partly read,
 * a scheduled one to a unit, a weekly reminder to the class group and a draft in Lao, so the admin list shows
 * every state with its counts.
 */
export async function seedNotices(
  db: Db,
  idSite: number,
  users: Array<{ id: number; username: string }>,
  now: Date,
): Promise<void> {
  const owner = users.find((u) => u.username === 'owner')?.id ?? null;
  const group = await firstOf(db, idSite, 'userGroups');
  const unit = await firstOf(db, idSite, 'units');
  const course = await firstOf(db, idSite, 'courses');
  const base = { idSite, createdBy: owner, updatedAt: now, cycle: null, cycleUntil: null } as const;

  if (course) {
    const sentAt = new Date(now.getTime() - 2 * DAY_MS);
    const sent = await db
      .insertInto('notifications')
      .values({
        ...base,
        title: 'Lịch thi giữa kỳ môn Toán 10 / Maths 10 mid-term exam',
        content:
          '<p>Bài kiểm tra giữa kỳ diễn ra lúc <strong>8:00 thứ Hai tuần sau</strong>. / The mid-term test is next Monday at 8:00.</p>',
        sendMode: 'immediately',
        scheduledAt: null,
        recipientKind: 'courses',
        recipientIds: [course.id],
        status: 'sent',
        sentAt,
        nextSendAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const learners = await db
      .selectFrom('courseEnrolments')
      .select('idUser')
      .where('idSite', '=', idSite)
      .where('idCourse', '=', course.id)
      .execute();
    if (learners.length > 0) {
      await db
        .insertInto('userNotifications')
        .values(
          learners.map((l, i) => ({
            idSite,
            idNotification: sent.id,
            idUser: l.idUser,
            occurrence: sentAt,
            createdAt: sentAt,
            // Some learners have opened it.
            readAt: i % 2 === 0 ? new Date(sentAt.getTime() + 3600_000) : null,
          })),
        )
        .execute();
      await db
        .updateTable('notifications')
        .set({ deliveries: learners.length })
        .where('id', '=', sent.id)
        .execute();
    }
  }

  if (unit) {
    const at = new Date(Math.ceil((now.getTime() + 3 * DAY_MS) / 3600_000) * 3600_000);
    const scheduled = await db
      .insertInto('notifications')
      .values({
        ...base,
        title: 'Họp giao ban đầu tháng / Monthly staff briefing',
        content:
          '<p>Mời các thầy cô dự họp giao ban tại phòng họp tầng 2. / Briefing in the 2nd-floor meeting room.</p>',
        sendMode: 'scheduled',
        scheduledAt: at,
        recipientKind: 'units',
        recipientIds: [unit.id],
        status: 'scheduled',
        sentAt: null,
        nextSendAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await scheduleSend(db, idSite, scheduled.id, at);
  }

  if (group) {
    const first = new Date(Math.ceil((now.getTime() + DAY_MS) / 3600_000) * 3600_000);
    const until = occurrenceAfter(first, 'weekly', 8);
    const weekly = await db
      .insertInto('notifications')
      .values({
        ...base,
        title: 'Nhắc nộp bài tập hằng tuần / Weekly homework reminder',
        content:
          '<p>Các em nhớ nộp bài tập trước 20:00 Chủ nhật. / Hand in your homework by Sunday 20:00.</p>',
        sendMode: 'cyclic',
        scheduledAt: first,
        cycle: 'weekly',
        cycleUntil: until,
        recipientKind: 'groups',
        recipientIds: [group.id],
        status: 'scheduled',
        sentAt: null,
        nextSendAt: first,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await scheduleSend(db, idSite, weekly.id, first);
  }

  await db
    .insertInto('notifications')
    .values({
      ...base,
      title: 'ແຈ້ງການພັກຮຽນວັນຊາດ / National day holiday',
      content: '<p>ໂຮງຮຽນພັກຮຽນໃນວັນທີ 2 ທັນວາ. / The school is closed on 2 December.</p>',
      sendMode: 'draft',
      scheduledAt: null,
      recipientKind: 'all',
      status: 'draft',
      sentAt: null,
      nextSendAt: null,
    })
    .execute();
}

/** The demo school's service package: a standard plan for the school year, with room left under its limits. */
export async function seedServicePackage(db: Db, idSite: number, now: Date): Promise<void> {
  const yearEnd = new Date(
    Date.UTC(now.getUTCFullYear() + (now.getUTCMonth() >= 6 ? 1 : 0), 5, 30, 16, 59, 59),
  );
  await db
    .updateTable('sites')
    .set({ servicePlan: 'standard', learnerLimit: 500, courseLimit: 100, serviceExpiresAt: yearEnd })
    .where('id', '=', idSite)
    .execute();
}
