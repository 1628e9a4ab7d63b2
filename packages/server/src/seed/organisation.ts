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
}
