import { DEFAULT_LAYOUT } from '@saola/core/api';
import type { Db } from '../db/connect';
import { scopedDb } from '../http/scoped';
import { awardCourseCompletions, issueCertificate } from '../modules/certificates/issue';

/**
 * The demo school's certificate template (every course awards it), the certificates of the learners the
 * course seed completed, and two issued by hand: Phạm Thu Trang's (the demo learner) and a Lao learner's.
 */
export async function seedCertificates(
  db: Db,
  idSite: number,
  users: ReadonlyArray<{ id: number; username: string }>,
  now: Date,
): Promise<void> {
  const scoped = scopedDb(db, idSite);
  await scoped
    .insert('certificateTemplates', {
      title: 'Chứng chỉ hoàn thành khóa học',
      body: 'Saola Demo School chứng nhận {learner} đã hoàn thành khóa học {course} ngày {date}.',
      signerName: 'Nguyễn Thị Hoa',
      signerTitle: 'Hiệu trưởng / Principal',
      idBackground: null,
      layout: JSON.stringify(DEFAULT_LAYOUT),
      allCourses: true,
      updatedAt: now,
    })
    .execute();
  const courses = await scoped.select('courses').select(['id', 'name']).execute();
  for (const course of courses) await awardCourseCompletions(scoped, course.id, now);
  const owner = users.find((u) => u.username === 'owner');
  const byHand: Array<[string, string, number]> = [
    ['student', 'English for Everyday Conversation', 12],
    ['student2', 'ພາສາລາວເບື້ອງຕົ້ນ', 5],
  ];
  for (const [username, courseName, daysAgo] of byHand) {
    const user = users.find((u) => u.username === username);
    const course = courses.find((c) => c.name === courseName);
    if (!user || !course) continue;
    await issueCertificate(scoped, {
      idUser: user.id,
      idCourse: course.id,
      awardKey: `course:${course.id}`,
      courseName: course.name,
      issuedAt: new Date(now.getTime() - daysAgo * 86_400_000),
      issuedBy: owner?.id ?? null,
    });
  }
}
