import type { Course } from '@saola/core/api';
import { type Answers, ok, refuse } from '../../../../test/fake-saola';
import { CATEGORIES, categoryServer } from '../course-category-list/course-category-list.fixtures';

export const PENDING_COURSE: Course = {
  id: 7,
  name: 'Sinh học 10',
  coverUrl: null,
  idTeacher: 2,
  teacherName: 'Trần Văn Minh',
  idCategory: 1,
  categoryName: 'Khoa học tự nhiên',
  isPaid: false,
  price: 0,
  visibility: 'private',
  approval: 'pending',
  students: 0,
  createdAt: '2026-11-20T02:00:00.000Z',
  welcome: 'Chào các em!',
  about: '<p>Tế bào và di truyền.</p>',
  benefits: ['Hiểu cấu trúc tế bào'],
  isTrial: false,
  isOpen: false,
  opening: 'sequential',
  denialReason: null,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

/** A fake of the course endpoints the form calls, keeping the server's rules the form shows. */
export function courseFormServer(existing: Course = PENDING_COURSE): Answers {
  let course = { ...existing };
  const save = (body: Partial<Course>) => {
    if (body.isPaid && !(Number(body.price) > 0))
      return refuse(400, 'Dữ liệu không hợp lệ', [
        { field: 'price', message: 'Khóa học có phí cần giá bán lớn hơn 0.' },
      ]);
    course = { ...course, ...body, updatedAt: new Date().toISOString() };
    return ok(course, 'Đã lưu');
  };
  return {
    ...categoryServer(CATEGORIES),
    '/Auth/User/Users': ok({
      data: [
        { id: 2, fullName: 'Trần Văn Minh' },
        { id: 9, fullName: 'Lê Thị Mai' },
      ],
      total: 2,
    }),
    '/Lms/Course/Get': () => ok(course),
    '/Lms/Course/Add': (request) =>
      save({ ...(request.body as Partial<Course>), id: 42, approval: 'approved' }),
    '/Lms/Course/Edit': (request) => save(request.body as Partial<Course>),
    '/Lms/Course/Approve': (request) => {
      const { approval, reason } = request.body as { approval: 'approved' | 'denied'; reason?: string };
      if (approval === 'denied' && !reason?.trim())
        return refuse(400, 'Dữ liệu không hợp lệ', [{ field: 'reason', message: 'Hãy nêu lý do từ chối.' }]);
      course = {
        ...course,
        approval,
        denialReason: approval === 'denied' ? (reason ?? null) : null,
        updatedAt: new Date().toISOString(),
      };
      return ok(course, 'Đã lưu');
    },
  };
}
