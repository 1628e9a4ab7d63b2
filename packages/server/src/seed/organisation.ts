import type { Db } from '../db/connect';

/**
 * The demo school's organisation, for a business or university trying the staff-training side: a small
 * company tree across Việt Nam and Laos, its positions and member groups, and the demo learners placed in it.
 */
export async function seedOrganisation(
  db: Db,
  idSite: number,
  users: Array<{ id: number; username: string }>,
  now: Date,
): Promise<void> {
  const idOf = (username: string) => users.find((u) => u.username === username)?.id ?? null;
  const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const add = async (
    name: string,
    idParent: number | null,
    extra: { idManager?: number | null; canViewOtherReports?: boolean; requiresCensorship?: boolean } = {},
    age = 300,
  ) =>
    (
      await db
        .insertInto('units')
        .values({ idSite, name, idParent, createdAt: day(age), ...extra })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const company = await add('Công ty CP Giáo dục Saola', null, {
    idManager: idOf('owner'),
    canViewOtherReports: true,
  });
  const training = await add('Phòng Đào tạo', company, {
    idManager: idOf('teacher'),
    canViewOtherReports: true,
  });
  const sales = await add('Phòng Kinh doanh', company, {}, 250);
  const north = await add('Kinh doanh miền Bắc', sales, {}, 200);
  await add('Kinh doanh miền Nam', sales, {}, 200);
  const international = await add('International Partnerships', company, {}, 120);
  const vientiane = await add('ສາຂາວຽງຈັນ', international, { requiresCensorship: true }, 90);

  const positions = await db
    .insertInto('positions')
    .values([
      { idSite, name: 'Giám đốc', description: 'Điều hành toàn công ty', positionGroup: 'Ban giám đốc' },
      { idSite, name: 'Trưởng phòng', description: 'Quản lý một phòng ban', positionGroup: 'Quản lý' },
      {
        idSite,
        name: 'Chuyên viên đào tạo',
        description: 'Xây dựng và vận hành khóa học nội bộ',
        positionGroup: 'Chuyên môn',
      },
      {
        idSite,
        name: 'Sales executive',
        description: 'Sells training packages to businesses',
        positionGroup: 'Sales',
      },
      { idSite, name: 'ພະນັກງານປະສານງານ', description: 'ປະສານງານກັບຄູ່ຮ່ວມງານໃນລາວ', positionGroup: 'ປະສານງານ' },
    ])
    .returning(['id', 'name'])
    .execute();
  const position = (name: string) => positions.find((p) => p.name === name)?.id ?? null;

  const groups = await db
    .insertInto('memberGroups')
    .values([
      { idSite, name: 'Tân binh 2026', description: 'Nhân viên mới hoàn thành đào tạo hội nhập năm 2026' },
      { idSite, name: 'Leadership programme', description: 'Future managers in the 2026–2027 cohort' },
      { idSite, name: 'ທີມງານລາວ', description: 'ພະນັກງານທີ່ເຮັດວຽກຢູ່ລາວ' },
    ])
    .returning(['id', 'name'])
    .execute();
  const group = (name: string) => groups.find((g) => g.name === name)?.id ?? null;

  const place = async (username: string, idUnit: number, pos: string, grp: string | null) =>
    db
      .updateTable('users')
      .set({ idUnit, idPosition: position(pos), idMemberGroup: grp ? group(grp) : null })
      .where('idSite', '=', idSite)
      .where('username', '=', username)
      .execute();
  await place('owner', company, 'Giám đốc', null);
  await place('teacher', training, 'Trưởng phòng', 'Leadership programme');
  await place('student', north, 'Sales executive', 'Tân binh 2026');
  await place('student3', north, 'Sales executive', 'Tân binh 2026');
  await place('student4', international, 'Sales executive', 'Leadership programme');
  await place('student2', vientiane, 'ພະນັກງານປະສານງານ', 'ທີມງານລາວ');

  await seedApprovals(db, idSite, idOf, now, { company, vientiane, passwordHash: await hashOf(db, idSite) });
}

async function hashOf(db: Db, idSite: number): Promise<string> {
  const owner = await db
    .selectFrom('users')
    .where('idSite', '=', idSite)
    .where('username', '=', 'owner')
    .select('passwordHash')
    .executeTakeFirstOrThrow();
  return owner.passwordHash;
}

/**
 * A two-step flow for member registrations (the training head, then the company's manager), set as the
 * school's member moderation, with three applicants: one waiting for the first step, one approved there and
 * waiting for the owner, one rejected with its reason — so the waiting list, a detail and the log are filled.
 */
async function seedApprovals(
  db: Db,
  idSite: number,
  idOf: (username: string) => number | null,
  now: Date,
  { company, vientiane, passwordHash }: { company: number; vientiane: number; passwordHash: string },
) {
  const teacher = idOf('teacher');
  const owner = idOf('owner');
  if (!teacher || !owner) return;
  const flow = await db
    .insertInto('approveFlows')
    .values({ idSite, code: 'QT-TV', name: 'Duyệt thành viên mới' })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const steps = [
    { name: 'Trưởng phòng Đào tạo xác nhận', approverKind: 'user' as const, idUser: teacher, idUnit: null },
    { name: 'Ban giám đốc phê duyệt', approverKind: 'unitManager' as const, idUser: null, idUnit: company },
  ];
  await db
    .insertInto('approveFlowSteps')
    .values(steps.map((step, position) => ({ ...step, idSite, idFlow: flow.id, position, description: '' })))
    .execute();
  await db
    .insertInto('approveSettings')
    .values([
      { idSite, kind: 'member', idFlow: flow.id },
      { idSite, kind: 'course', idFlow: null },
    ])
    .execute();
  const applicants = [
    { username: 'hoang.yen', fullName: 'Đỗ Hoàng Yến', step: 0, status: 1, reason: null },
    { username: 'khamla.s', fullName: 'ຄຳຫຼ້າ ສີສຸວັນ', step: 1, status: 1, reason: null },
    {
      username: 'david.nguyen',
      fullName: 'David Nguyen',
      step: 1,
      status: 3,
      reason: 'Chưa có hợp đồng lao động',
    },
  ];
  for (const [index, a] of applicants.entries()) {
    const user = await db
      .insertInto('users')
      .values({
        idSite,
        username: a.username,
        fullName: a.fullName,
        passwordHash,
        idType: 4,
        status: 'inactive',
        idUnit: index === 1 ? vientiane : null,
        censorship: a.status === 3 ? 'cancelled' : 'pending',
        censorshipNote: a.reason,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = new Date(now.getTime() - (3 - index) * 86_400_000);
    const request = await db
      .insertInto('approvalRequests')
      .values({
        idSite,
        kind: 'member',
        idFlow: flow.id,
        flowName: flow.name,
        steps: JSON.stringify(steps),
        idTarget: user.id,
        targetName: a.fullName,
        step: a.step,
        status: a.status,
        reason: a.reason,
        idRequester: owner,
        createdAt: sent,
        decidedAt: a.status === 1 ? null : now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (a.step >= 1)
      await db
        .insertInto('approvalDecisions')
        .values({
          idSite,
          idRequest: request.id,
          step: 0,
          stepName: steps[0]?.name ?? '',
          idUser: teacher,
          userName: 'Trần Văn Minh',
          status: 2,
          reason: null,
          createdAt: new Date(sent.getTime() + 3_600_000),
        })
        .execute();
    if (a.status === 3)
      await db
        .insertInto('approvalDecisions')
        .values({
          idSite,
          idRequest: request.id,
          step: 1,
          stepName: steps[1]?.name ?? '',
          idUser: owner,
          userName: 'Nguyễn Thị Hoa',
          status: 3,
          reason: a.reason,
          createdAt: new Date(sent.getTime() + 7_200_000),
        })
        .execute();
  }
}
