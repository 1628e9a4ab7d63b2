import { ID_TYPE } from '@saola/core/constants';
import type { Db } from '../db/connect';
import { newAccount, newSite } from '../db/records';
import type { PasswordHasher } from '../security/passwords';
import { seedActiveCodes } from './active-codes';
import { seedCertificates } from './certificates';
import { seedContent } from './content';
import { seedCourses } from './courses';
import { seedExams } from './exams';
import { seedLive } from './live';
import { seedMonitors } from './monitors';
import { seedNotices, seedServicePackage, seedWelcome } from './notices';
import { seedOrganisation } from './organisation';
import { seedReports } from './reports';
import { seedSales } from './sales';
import { seedSchoolCatalogs } from './school';
import { seedSettings } from './settings';
import { seedStaff } from './staff';

export const DEMO_PASSWORD = 'Saola@2026';

export const DEMO_ACCOUNTS = [
  {
    username: 'owner',
    fullName: 'Nguyễn Thị Hoa',
    idType: ID_TYPE.OWNER,
    email: 'hoa.nguyen@saola.edu.vn',
    phone: '+84912345678',
    locale: 'vi',
  },
  {
    username: 'teacher',
    fullName: 'Trần Văn Minh',
    idType: ID_TYPE.TEACHER,
    email: 'minh.tran@saola.edu.vn',
    phone: '+84987654321',
    locale: 'vi',
  },
  {
    username: 'student',
    fullName: 'Phạm Thu Trang',
    idType: ID_TYPE.STUDENT,
    email: 'trang.pham@saola.edu.vn',
    phone: '+84901234567',
    locale: 'vi',
  },
  {
    username: 'student2',
    fullName: 'ສົມສັກ ພົມມະວົງ',
    idType: ID_TYPE.STUDENT,
    email: 'somsak@saola.edu.la',
    phone: '+8562055512345',
    locale: 'lo',
  },
  {
    username: 'student3',
    fullName: 'Lê Hoàng Nam',
    idType: ID_TYPE.STUDENT,
    email: 'nam.le@saola.edu.vn',
    phone: '+84934567890',
    locale: 'vi',
  },
  {
    username: 'student4',
    fullName: 'Emma Wilson',
    idType: ID_TYPE.STUDENT,
    email: 'emma@saola.edu.vn',
    phone: '+84945678901',
    locale: 'en',
  },
] as const;

/** The examples' origins (embed-html on port 4174, react-npm on 5174): the demo school lets them call the API. */
export const DEMO_EMBED_ORIGINS = [
  'http://localhost:4174',
  'http://127.0.0.1:4174',
  'http://localhost:5174',
  'http://127.0.0.1:5174',
];

/**
 * The demo school a fresh install opens on: one site, its accounts, a class group and a welcome message, and
 * with `courses` its course catalogue and learners (see seedCourses).
 */
export async function seedDemo(
  db: Db,
  passwords: PasswordHasher,
  now: Date,
  courses: { filesRoot: string | null } | null = null,
): Promise<void> {
  const site = await db
    .insertInto('sites')
    .values(
      newSite({
        name: 'Saola Demo School',
        isDefault: true,
        isK12: true,
        isSetStrongPassword: true,
        allowedOrigins: DEMO_EMBED_ORIGINS,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const users = await db
    .insertInto('users')
    .values(DEMO_ACCOUNTS.map((a) => newAccount({ ...a, idSite: site.id, passwordHash })))
    .returning(['id', 'idType', 'username'])
    .execute();
  const group = await db
    .insertInto('userGroups')
    .values({ idSite: site.id, name: 'Lớp 10A1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const students = users.filter((u) => u.idType === ID_TYPE.STUDENT);
  await db
    .insertInto('userGroupMembers')
    .values(students.map((s) => ({ idSite: site.id, idGroup: group.id, idUser: s.id })))
    .execute();
  const owner = users.find((u) => u.idType === ID_TYPE.OWNER);
  if (courses) {
    await seedCourses(db, site.id, users, now, courses.filesRoot);
    await seedActiveCodes(db, site.id, users, now);
    await seedSales(db, site.id, users, now);
    await seedOrganisation(db, site.id, users, now);
    await seedStaff(db, site.id, users, passwordHash, now);
    await seedMonitors(db, site.id, passwordHash, now);
    if (owner) await seedSettings(db, site.id, owner, now);
    await seedContent(db, site.id, users, now, courses.filesRoot);
    await seedSchoolCatalogs(db, site.id);
    await seedNotices(db, site.id, users, now);
    await seedServicePackage(db, site.id, now);
    await seedCertificates(db, site.id, now);
    await seedReports(db, site.id, now);
    await seedLive(db, site.id, users, now);
    await seedExams(db, site.id, users, now);
  }
  // Last, so that every account the seed made is greeted.
  await seedWelcome(db, site.id, owner?.id ?? null, now);
}
