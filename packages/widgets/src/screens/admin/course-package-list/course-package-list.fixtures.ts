import type { CoursePackage } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';
import { COURSES, courseServer } from '../course-list/course-list.fixtures';

export const PACKAGES: CoursePackage[] = [
  {
    id: 1,
    name: 'Combo Tự nhiên 10',
    about: '<p>Ba môn tự nhiên lớp 10.</p>',
    benefits: ['Tiết kiệm 30%'],
    price: 1_800_000,
    courses: [
      { id: 1, name: 'Vật lý 10' },
      { id: 4, name: 'Hóa học 10' },
    ],
    createdAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: 2,
    name: 'ແພັກເກັດພາສາ',
    about: '',
    benefits: [],
    price: 0,
    courses: [{ id: 3, name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ' }],
    createdAt: '2026-11-10T02:00:00.000Z',
  },
];

/** A fake of the package endpoints over an in-memory list, with the course search the form uses. */
export function packageServer(initial: CoursePackage[] = PACKAGES): Answers {
  let rows = structuredClone(initial);
  let next = 100;
  const fromBody = (body: { idCourses: number[] } & Partial<CoursePackage>) => ({
    ...body,
    courses: body.idCourses.map((id) => ({ id, name: COURSES.find((c) => c.id === id)?.name ?? `#${id}` })),
  });
  return {
    ...courseServer(),
    '/Lms/CoursePackage/List': () =>
      ok({
        data: rows.map(({ id, name, price, createdAt, courses }) => ({
          id,
          name,
          price,
          createdAt,
          courses: courses.length,
        })),
        total: rows.length,
      }),
    '/Lms/CoursePackage/Get': (request) =>
      ok(rows.find((r) => r.id === Number(new URL(request.url).searchParams.get('id')))),
    '/Lms/CoursePackage/Add': (request) => {
      const item = {
        ...fromBody(request.body as never),
        id: next++,
        createdAt: '2026-11-22T02:00:00.000Z',
      } as CoursePackage;
      rows.push(item);
      return ok(item, 'Đã lưu');
    },
    '/Lms/CoursePackage/Edit': (request) => {
      const body = fromBody(request.body as never) as CoursePackage;
      rows = rows.map((r) => (r.id === body.id ? { ...r, ...body } : r));
      return ok(body, 'Đã lưu');
    },
    '/Lms/CoursePackage/Delete': (request) => {
      const ids = new URL(request.url).searchParams.getAll('ids').map(Number);
      rows = rows.filter((r) => !ids.includes(r.id));
      return ok({ deleted: ids.length }, 'Đã xóa');
    },
  };
}
