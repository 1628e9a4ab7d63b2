import { ID_TYPE } from '@saola/core/constants';
import { translator } from '@saola/core/i18n';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { errorWorkbook } from '../modules/jobs';

/**
 * The demo school's reports and jobs (issue 23): enrolments and activity spread over the last
 * seven weeks (the courses' seed makes them all today) so the general report has a trend, learners opening the open courses, and the
 * owner's past jobs: a member export to download and an import refused for three bad rows.
 */
export async function seedReports(db: Db, idSite: number, now: Date): Promise<void> {
  const day = 86_400_000;
  await sql`update course_enrolments set enrolled_at = ${now}::timestamptz - ((id * 37) % 48) * interval '1 day'
    where id_site = ${idSite}`.execute(db);
  await sql`update course_enrolments set completed_at = greatest(enrolled_at, completed_at - interval '2 days')
    where id_site = ${idSite} and completed_at is not null`.execute(db);
  await sql`update course_enrolments set last_activity_at = least(${now}::timestamptz, enrolled_at + ((id * 5) % 20) * interval '1 day')
    where id_site = ${idSite} and last_activity_at is not null`.execute(db);
  await sql`insert into open_course_logs (id_site, id_course, id_user, opened_at)
    select c.id_site, c.id, u.id, ${now}::timestamptz - ((u.id * 13 + c.id * 7) % 30) * interval '1 day'
      from courses c join users u on u.id_site = c.id_site and u.id_type = ${ID_TYPE.STUDENT}
     where c.id_site = ${idSite} and c.is_open and (u.id + c.id) % 2 = 0`.execute(db);
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('idSite', '=', idSite)
    .where('idType', '=', ID_TYPE.OWNER)
    .orderBy('id')
    .executeTakeFirst();
  if (!owner) return;
  const t = translator('vi');
  const members = await db
    .selectFrom('users')
    .select(['fullName', 'username', 'email', 'phone'])
    .where('idSite', '=', idSite)
    .where('idType', '=', ID_TYPE.STUDENT)
    .orderBy('id')
    .execute();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t('report.members'));
  sheet.columns = [
    { header: t('dataImport.fullName'), key: 'fullName', width: 28 },
    { header: t('dataImport.username'), key: 'username', width: 18 },
    { header: t('dataImport.email'), key: 'email', width: 26 },
    { header: t('dataImport.phone'), key: 'phone', width: 16 },
  ];
  for (const m of members) sheet.addRow(m);
  const exported = Buffer.from(await book.xlsx.writeBuffer());
  const viewer = { idSite, idUser: owner.id, personal: false, units: null, revenue: true, contacts: true };
  const rowErrors = [
    { row: 4, field: 'Số điện thoại', message: 'Số điện thoại không hợp lệ' },
    { row: 9, field: 'Tên đăng nhập *', message: 'Tên đăng nhập đã được sử dụng' },
    { row: 17, field: 'Đơn vị', message: 'Không có đơn vị "Phòng Kế hoạch"' },
  ];
  const at = (days: number) => new Date(now.getTime() - days * day);
  await db
    .insertInto('dataJobs')
    .values([
      {
        idSite,
        idUser: owner.id,
        direction: 'export',
        module: 'member',
        fileName: 'members-demo.xlsx',
        params: JSON.stringify({ locale: 'vi', viewer, filters: {}, policy: 'all', format: 'xlsx' }),
        status: 'done',
        progress: 100,
        totalRows: members.length,
        doneRows: members.length,
        result: exported,
        resultName: 'members-demo.xlsx',
        createdAt: at(3),
        startedAt: at(3),
        finishedAt: at(3),
        attempts: 1,
      },
      {
        idSite,
        idUser: owner.id,
        direction: 'import',
        module: 'member',
        fileName: 'thanh-vien-thang-11.xlsx',
        params: JSON.stringify({ locale: 'vi', viewer, filters: {}, policy: 'all', format: 'xlsx' }),
        status: 'failed',
        progress: 30,
        errorRows: rowErrors.length,
        rowErrors: JSON.stringify(rowErrors),
        errorKey: 'dataImport.rowsRefused',
        result: await errorWorkbook(t, rowErrors),
        resultName: 'thanh-vien-thang-11-errors.xlsx',
        createdAt: at(1),
        startedAt: at(1),
        finishedAt: at(1),
        attempts: 1,
      },
    ] as never)
    .execute();
}
