import { DEFAULT_LAYOUT } from '@saola/core/api';
import type { Db } from '../db/connect';
import { scopedDb } from '../http/scoped';
import { awardCourseCompletions } from '../modules/certificates';

/**
 * The demo school's certificate template (every course awards it, worded in Vietnamese, English and Lao) and the certificates it gives: one to each
 * learner the course seed completed (Lê Hoàng Nam's Toán 10, Somsak's ພາສາລາວເບື້ອງຕົ້ນ), as completing a
 * course gives them — none for a course its holder never finished.
 */
export async function seedCertificates(db: Db, idSite: number, now: Date): Promise<void> {
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
      translations: JSON.stringify({
        en: {
          title: 'Certificate of course completion',
          body: 'Saola Demo School certifies that {learner} completed the course {course} on {date}.',
        },
        lo: {
          title: 'ໃບຢັ້ງຢືນການຮຽນຈົບຫຼັກສູດ',
          body: 'ໂຮງຮຽນສາທິດ Saola ຢັ້ງຢືນວ່າ {learner} ໄດ້ຮຽນຈົບຫຼັກສູດ {course} ໃນ{date}.',
        },
      }),
      updatedAt: now,
    })
    .execute();
  const courses = await scoped.select('courses').select(['id']).execute();
  for (const course of courses) await awardCourseCompletions(scoped, course.id, now);
}
