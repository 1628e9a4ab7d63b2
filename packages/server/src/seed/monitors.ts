import { ID_TYPE } from '@saola/core/constants';
import type { Db } from '../db/connect';
import { newAccount } from '../db/records';

/** The demo school's observers (class attendants): each watches one or two classes, read-only. */
const OBSERVERS = [
  {
    username: 'observer',
    fullName: 'Đỗ Thị Lan',
    email: 'lan.do@saola.edu.vn',
    phone: '+84978123456',
    locale: 'vi',
    classes: ['Lớp 10A1', 'Lớp 11B2'],
  },
  {
    username: 'observer2',
    fullName: 'ຄຳຫຼ້າ ສີສຸພັນ',
    email: 'khamla@saola.edu.la',
    phone: '+8562055598765',
    locale: 'lo',
    classes: ['ຫ້ອງ ມ.5/1'],
  },
  {
    username: 'observer3',
    fullName: 'James Carter',
    email: 'james.carter@saola.edu.vn',
    phone: null,
    locale: 'en',
    classes: [],
  },
] as const;

/**
 * Observers for the demo school (after its classes exist: seedStaff), and the owner's log entries adding
 * them, so the observers' screens open filled and `observer` / Saola@2026 signs in to watch its classes.
 */
export async function seedMonitors(db: Db, idSite: number, passwordHash: string, now: Date): Promise<void> {
  const classes = await db
    .selectFrom('userGroups')
    .where('idSite', '=', idSite)
    .select(['id', 'name'])
    .execute();
  const owner = await db
    .selectFrom('users')
    .where('idSite', '=', idSite)
    .where('idType', '=', ID_TYPE.OWNER)
    .select(['id', 'fullName'])
    .executeTakeFirst();
  const created = await db
    .insertInto('users')
    .values(
      OBSERVERS.map(({ classes: _, ...o }) =>
        newAccount({ ...o, idSite, idType: ID_TYPE.OBSERVER, passwordHash, createdAt: now }),
      ),
    )
    .returning(['id', 'fullName'])
    .execute();
  const watched = OBSERVERS.flatMap((o, i) =>
    o.classes.flatMap((name) => {
      const found = classes.find((c) => c.name === name);
      const idUser = created[i]?.id;
      return found && idUser ? [{ idSite, idUser, idGroup: found.id }] : [];
    }),
  );
  if (watched.length) await db.insertInto('monitorGroups').values(watched).execute();
  await db
    .insertInto('staffLogs')
    .values(
      created.map((m, i) => ({
        idSite,
        idActor: owner?.id ?? null,
        actorName: owner?.fullName ?? null,
        action: 'add' as const,
        entity: 'monitor',
        idEntity: m.id,
        entityName: m.fullName,
        before: null,
        after: JSON.stringify({ fullName: m.fullName, classes: [...(OBSERVERS[i]?.classes ?? [])] }),
        createdAt: now,
      })),
    )
    .execute();
}
