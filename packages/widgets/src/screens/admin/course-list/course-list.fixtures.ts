import type { CourseSummary } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';
import { CATEGORIES, categoryServer } from '../course-category-list/course-category-list.fixtures';

const course = (id: number, name: string, extra: Partial<CourseSummary> = {}): CourseSummary => ({
  id,
  name,
  coverUrl: null,
  idTeacher: 2,
  teacherName: 'Trần Văn Minh',
  idCategory: 2,
  categoryName: 'Vật lý',
  isPaid: false,
  price: 0,
  visibility: 'public',
  approval: 'approved',
  students: 32,
  createdAt: '2026-10-01T02:00:00.000Z',
  ...extra,
});

export const COURSES: CourseSummary[] = [
  course(1, 'Vật lý 10', { students: 41 }),
  course(2, 'Tiếng Anh giao tiếp', {
    idCategory: 4,
    categoryName: 'Ngoại ngữ',
    isPaid: true,
    price: 1_500_000,
    students: 128,
  }),
  course(3, 'ພາສາລາວ ຂັ້ນພື້ນຖານ', {
    idCategory: 5,
    categoryName: 'ພາສາລາວ',
    teacherName: 'ສົມພອນ ແກ້ວມະນີ',
    approval: 'pending',
    visibility: 'private',
    students: 0,
  }),
  course(4, 'Hóa học 10', { idCategory: null, categoryName: null, approval: 'denied', students: 0 }),
];

/** A fake of the course list and delete endpoints (and the categories they filter by) over an in-memory list. */
export function courseServer(initial: CourseSummary[] = COURSES): Answers {
  let rows = initial.map((row) => ({ ...row }));
  return {
    ...categoryServer(CATEGORIES),
    '/Auth/User/Users': ok({ data: [{ id: 2, fullName: 'Trần Văn Minh' }], total: 1 }),
    '/Lms/Course/List': (request) => {
      const q = new URL(request.url).searchParams;
      const keyword = (q.get('keyword') ?? '').toLowerCase();
      let found = rows.filter((row) => row.name.toLowerCase().includes(keyword));
      if (q.get('approval')) found = found.filter((row) => row.approval === q.get('approval'));
      if (q.get('isPaid')) found = found.filter((row) => String(row.isPaid) === q.get('isPaid'));
      if (q.get('visibility')) found = found.filter((row) => row.visibility === q.get('visibility'));
      if (q.get('sort') === 'name') found = [...found].sort((a, b) => a.name.localeCompare(b.name, 'vi'));
      if (q.get('direction') === 'desc') found.reverse();
      const take = Number(q.get('take') ?? 20);
      const page = Number(q.get('page') ?? 1);
      return ok({ data: found.slice((page - 1) * take, page * take), total: found.length });
    },
    '/Lms/Course/Delete': (request) => {
      const ids = new URL(request.url).searchParams.getAll('ids').map(Number);
      rows = rows.filter((row) => !ids.includes(row.id));
      return ok({ deleted: ids.length }, 'Đã xóa');
    },
  };
}
