import type { CourseCategory } from '@saola/core/api';
import { type Answers, ok, refuse } from '../../../../test/fake-saola';

export const CATEGORIES: CourseCategory[] = [
  { id: 1, name: 'Khoa học tự nhiên', idParent: null, courses: 0 },
  { id: 2, name: 'Vật lý', idParent: 1, courses: 4 },
  { id: 3, name: 'Hóa học', idParent: 1, courses: 0 },
  { id: 4, name: 'Ngoại ngữ', idParent: null, courses: 2 },
  { id: 5, name: 'ພາສາລາວ', idParent: 4, courses: 1 },
];

/** A fake of the category endpoints over an in-memory list, keeping the server's rules that the screen shows. */
export function categoryServer(initial: CourseCategory[] = CATEGORIES): Answers {
  let rows = initial.map((row) => ({ ...row }));
  let next = 100;
  const body = (request: { body?: unknown }) =>
    request.body as { id?: number; name: string; idParent?: number | null };
  return {
    '/Lms/CourseCategory/List': () => ok({ data: rows, total: rows.length }),
    '/Lms/CourseCategory/Add': (request) => {
      const { name, idParent } = body(request);
      const row = { id: next++, name, idParent: idParent ?? null, courses: 0 };
      rows.push(row);
      return ok(row, 'Đã lưu');
    },
    '/Lms/CourseCategory/Edit': (request) => {
      const { id, name, idParent } = body(request);
      rows = rows.map((row) => (row.id === id ? { ...row, name, idParent: idParent ?? null } : row));
      return ok(
        rows.find((row) => row.id === id),
        'Đã lưu',
      );
    },
    '/Lms/CourseCategory/Delete': (request) => {
      const query = new URL(request.url).searchParams;
      const id = Number(query.get('id'));
      const moveTo = Number(query.get('moveTo')) || null;
      const doomed = rows.find((row) => row.id === id);
      if (!doomed) return refuse(404, 'Không tìm thấy dữ liệu.');
      if (doomed.courses > 0 && !moveTo)
        return refuse(400, 'Dữ liệu không hợp lệ', [
          {
            field: 'moveTo',
            message: `Danh mục đang có ${doomed.courses} khóa học. Hãy chọn danh mục để chuyển chúng sang trước khi xóa.`,
          },
        ]);
      rows = rows
        .filter((row) => row.id !== id)
        .map((row) => ({
          ...row,
          idParent: row.idParent === id ? doomed.idParent : row.idParent,
          courses: row.id === moveTo ? row.courses + doomed.courses : row.courses,
        }));
      return ok({ deleted: 1, moved: moveTo ? doomed.courses : 0 }, 'Đã xóa');
    },
  };
}
