import type { Db } from '../db/connect';
import { randomCode } from '../modules/active-code';

/** An unused code of the demo school that anyone trying the product can redeem as `student`. */
export const DEMO_ACTIVATION_CODE = 'ENGTHU7K2M9Q';

const DAY_MS = 86_400_000;

/**
 * Two printed batches: English cards sold by an agent in Hà Nội (two already used by learners, who got the
 * course through them) and Lao cards expiring in three months (one used).
 */
export async function seedActiveCodes(
  db: Db,
  idSite: number,
  users: Array<{ id: number; username: string }>,
  now: Date,
): Promise<void> {
  const idOf = (username: string) => users.find((u) => u.username === username)?.id ?? null;
  const courseId = async (name: string) =>
    (
      await db
        .selectFrom('courses')
        .where('idSite', '=', idSite)
        .where('name', '=', name)
        .select('id')
        .executeTakeFirst()
    )?.id;
  const batches = [
    {
      name: 'Thẻ English — đại lý Hà Nội',
      prefix: 'ENG',
      course: 'English for Everyday Conversation',
      count: 20,
      expiresAt: null,
      fixed: [DEMO_ACTIVATION_CODE],
      usedBy: ['student4', 'student2'],
    },
    {
      name: 'ບັດຮຽນພາສາລາວ (Vientiane)',
      prefix: 'LAO',
      course: 'ພາສາລາວເບື້ອງຕົ້ນ',
      count: 10,
      expiresAt: new Date(now.getTime() + 90 * DAY_MS),
      fixed: [],
      usedBy: ['student2'],
    },
  ];
  for (const seed of batches) {
    const idCourse = await courseId(seed.course);
    if (!idCourse) continue;
    const batch = await db
      .insertInto('activeCodeBatches')
      .values({
        idSite,
        name: seed.name,
        prefix: seed.prefix,
        length: 9,
        usesPerCode: 1,
        expiresAt: seed.expiresAt,
        createdBy: idOf('owner'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('activeCodeBatchCourses')
      .values({ idSite, idBatch: batch.id, idCourse, position: 0 })
      .execute();
    const codes = new Set<string>(seed.fixed);
    while (codes.size < seed.count) codes.add(randomCode(seed.prefix, 9));
    // The fixed demo code stays unused: the used ones are the first random ones.
    const inserted = await db
      .insertInto('activeCodes')
      .values([...codes].map((code) => ({ idSite, idBatch: batch.id, code })))
      .returning(['id', 'code'])
      .execute();
    const usable = inserted.filter((row) => !(seed.fixed as string[]).includes(row.code));
    for (const [i, username] of seed.usedBy.entries()) {
      const idUser = idOf(username);
      const code = usable[i];
      if (!idUser || !code) continue;
      const usedAt = new Date(now.getTime() - (i + 2) * DAY_MS);
      await db
        .updateTable('activeCodes')
        .set({ uses: 1, lastUsedBy: idUser, lastUsedAt: usedAt })
        .where('id', '=', code.id)
        .execute();
      await db.insertInto('activeCodeUses').values({ idSite, idCode: code.id, idUser, usedAt }).execute();
    }
  }
}
