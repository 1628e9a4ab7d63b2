import { ID_TYPE } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import type { Db } from '../db/connect';
import { newAccount } from '../db/records';

const GROUPS = [
  {
    name: 'Giáo viên bộ môn',
    scope: 'personal' as const,
    rights: [RIGHTS.courseCategory, RIGHTS.coursePackage],
  },
  {
    name: 'Tổ trưởng chuyên môn',
    scope: 'school' as const,
    rights: [RIGHTS.manageAllCourses, RIGHTS.courseCategory, RIGHTS.coursePackage, RIGHTS.student],
  },
  {
    name: 'Finance office',
    scope: 'school' as const,
    rights: [RIGHTS.order, RIGHTS.coupon, RIGHTS.activeCode, RIGHTS.revenueReport],
  },
  { name: 'ຝ່າຍບຸກຄະລາກອນ', scope: 'school' as const, rights: [RIGHTS.teacher, RIGHTS.staffLog] },
];

const TEACHERS = [
  {
    username: 'vuthilan',
    fullName: 'Vũ Thị Lan',
    alias: 'Cô Lan',
    email: 'vuthilan@saola.edu.vn',
    groups: [0],
  },
  {
    username: 'quang.do',
    fullName: 'Đỗ Minh Quang',
    alias: 'Thầy Quang',
    email: 'quang.do@saola.edu.vn',
    groups: [1],
  },
  {
    username: 'david.brown',
    fullName: 'David Brown',
    alias: 'Mr David',
    email: 'david@saola.edu.vn',
    groups: [0, 2],
  },
  {
    username: 'khamphone',
    fullName: 'ຄຳພອນ ວົງສະຫວັນ',
    alias: 'ອາຈານຄຳພອນ',
    email: 'khamphone@saola.edu.la',
    groups: [3],
  },
];

/**
 * The demo school's staff: permission groups with their data scopes, teachers in them (one in two groups),
 * classes with homeroom teachers and students, and the staff log of the owner setting them up, so the
 * teachers, groups, classes and log screens open filled.
 */
export async function seedStaff(
  db: Db,
  idSite: number,
  demoUsers: Array<{ id: number; username: string; idType: number }>,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const owner = demoUsers.find((u) => u.idType === ID_TYPE.OWNER);
  const groups = await db
    .insertInto('rightGroups')
    .values(GROUPS.map((g) => ({ ...g, idSite, createdAt: now })))
    .returning(['id', 'name', 'scope', 'rights'])
    .execute();
  const teachers = await db
    .insertInto('users')
    .values(
      TEACHERS.map(({ groups: _, ...t }) =>
        newAccount({ ...t, idSite, idType: ID_TYPE.TEACHER, passwordHash, locale: 'vi', createdAt: now }),
      ),
    )
    .returning(['id', 'fullName'])
    .execute();
  await db
    .insertInto('userRightGroups')
    .values(
      TEACHERS.flatMap((t, i) =>
        t.groups.map((g) => ({
          idSite,
          idUser: teachers[i]?.id as number,
          idGroup: groups[g]?.id as number,
        })),
      ),
    )
    .execute();
  // Classes: the demo's first class gets its level, year and homeroom teacher; two more join it.
  const students = demoUsers.filter((u) => u.idType === ID_TYPE.STUDENT);
  const homeroom = demoUsers.find((u) => u.username === 'teacher');
  await db
    .updateTable('userGroups')
    .set({ classLevel: '10', schoolYear: '2026-2027', idHomeroomTeacher: homeroom?.id ?? null })
    .where('idSite', '=', idSite)
    .execute();
  const classes = await db
    .insertInto('userGroups')
    .values([
      {
        idSite,
        name: 'Lớp 11B2',
        classLevel: '11',
        schoolYear: '2026-2027',
        idHomeroomTeacher: teachers[0]?.id ?? null,
      },
      {
        idSite,
        name: 'ຫ້ອງ ມ.5/1',
        classLevel: '12',
        schoolYear: '2026-2027',
        idHomeroomTeacher: teachers[3]?.id ?? null,
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('userGroupMembers')
    .values([
      ...students.slice(0, 2).map((s) => ({ idSite, idGroup: classes[0]?.id as number, idUser: s.id })),
      ...students.slice(1, 2).map((s) => ({ idSite, idGroup: classes[1]?.id as number, idUser: s.id })),
    ])
    .execute();
  // Scores and remarks for the first class's students, by its homeroom teacher, under the subjects' names in
  // the school's catalogue (one subject is one name in the transcript). The Lao learner's are her Lao class's,
  // given by its teacher, in a Lao term.
  const [first] = await db
    .selectFrom('userGroups')
    .select('id')
    .where('idSite', '=', idSite)
    .where('name', '=', 'Lớp 10A1')
    .execute();
  const lao = await db
    .selectFrom('users')
    .select('id')
    .where('idSite', '=', idSite)
    .where('locale', '=', 'lo')
    .execute();
  const isLao = (idUser: number) => lao.some((u) => u.id === idUser);
  const scored = students.slice(0, 3);
  if (scored.length)
    await db
      .insertInto('scoreRecords')
      .values(
        scored.flatMap((s, i) => {
          const record = isLao(s.id)
            ? { idGroup: classes[1]?.id ?? null, term: 'ພາກຮຽນທີ 1', idCreator: teachers[3]?.id ?? null }
            : { idGroup: first?.id ?? null, term: 'HK1', idCreator: homeroom?.id ?? null };
          return [
            {
              idSite,
              idUser: s.id,
              ...record,
              subject: isLao(s.id) ? 'ພາສາລາວ' : 'Toán học',
              score: 7 + i,
              factor: 2,
              note: '',
            },
            {
              idSite,
              idUser: s.id,
              ...record,
              subject: 'Tiếng Anh',
              score: 8.5 - i,
              factor: 1,
              note: i === 0 ? 'Phát âm tốt' : '',
            },
          ];
        }),
      )
      .execute();
  if (scored[0])
    await db
      .insertInto('noteRecords')
      .values([
        {
          idSite,
          idUser: scored[0].id,
          idGroup: first?.id ?? null,
          notedOn: '2026-11-16',
          content: 'Chăm chỉ, phát biểu tích cực trong giờ Toán.',
          idCreator: homeroom?.id ?? null,
        },
      ])
      .execute();
  const actor = { idSite, idActor: owner?.id ?? null, actorName: 'Nguyễn Thị Hoa', createdAt: now };
  await db
    .insertInto('staffLogs')
    .values([
      ...groups.map((g) => ({
        ...actor,
        action: 'add' as const,
        entity: 'rightGroup',
        idEntity: g.id,
        entityName: g.name,
        before: null,
        after: JSON.stringify({ name: g.name, scope: g.scope, rights: g.rights }),
      })),
      ...teachers.map((t, i) => ({
        ...actor,
        action: 'add' as const,
        entity: 'teacher',
        idEntity: t.id,
        entityName: t.fullName,
        before: null,
        after: JSON.stringify({
          fullName: t.fullName,
          groups: (TEACHERS[i]?.groups ?? []).map((g) => groups[g]?.name),
        }),
      })),
    ])
    .execute();
}
