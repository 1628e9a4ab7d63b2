import type { Student } from '@saola/core/api';
import { type Answers, ok, refuse } from '../../../../test/fake-saola';

const student = (id: number, fullName: string, username: string, extra: Partial<Student> = {}): Student => ({
  id,
  fullName,
  username,
  email: `${username}@saola.edu.vn`,
  phone: null,
  kind: 'registered',
  classLevel: '10A1',
  schoolLevel: 'THPT',
  schoolYear: '2026-2027',
  semester: 'HK1',
  status: 'active',
  courses: 2,
  lastSignInAt: '2026-11-21T01:30:00.000Z',
  createdAt: '2026-09-01T00:00:00.000Z',
  contactsMasked: false,
  ...extra,
});

export const STUDENTS: Student[] = [
  student(11, 'Phạm Thu Trang', 'student', { phone: '0912345678' }),
  student(12, 'ສົມສັກ ພົມມະວົງ', 'student2', { classLevel: 'ມ.5', courses: 1, phone: '+8562055551234' }),
  student(13, 'Lê Hoàng Nam', 'student3', { status: 'inactive', lastSignInAt: null, courses: 0 }),
  student(14, 'Emma Wilson', 'student4', { kind: 'retail', classLevel: null, email: null }),
];

/** A fake of the student endpoints over an in-memory list, with the server's username rule. */
export function studentServer(initial: Student[] = STUDENTS): Answers {
  let rows = initial.map((row) => ({ ...row }));
  let next = 100;
  const taken = (username: string, self?: number) =>
    rows.some((row) => row.id !== self && row.username.toLowerCase() === username.toLowerCase());
  const usernameTaken = refuse(400, 'Dữ liệu không hợp lệ', [
    { field: 'username', message: 'Tên đăng nhập đã được sử dụng.' },
  ]);
  return {
    '/Lms/Student/List': (request) => {
      const q = new URL(request.url).searchParams;
      const keyword = (q.get('keyword') ?? '').toLowerCase();
      let found = rows.filter(
        (row) =>
          row.kind === (q.get('kind') ?? 'registered') &&
          `${row.fullName} ${row.username}`.toLowerCase().includes(keyword),
      );
      if (q.get('status')) found = found.filter((row) => row.status === q.get('status'));
      return ok({ data: found, total: found.length });
    },
    '/Lms/Student/Get': (request) => {
      const found = rows.find((row) => row.id === Number(new URL(request.url).searchParams.get('id')));
      return found ? ok(found) : refuse(404, 'Không tìm thấy dữ liệu.');
    },
    '/Lms/Student/Add': (request) => {
      const body = request.body as Student & { password: string };
      if (taken(body.username)) return usernameTaken;
      const row = { ...STUDENTS[0], ...body, id: next++, courses: 0, lastSignInAt: null } as Student;
      rows.push(row);
      return ok(row, 'Đã lưu');
    },
    '/Lms/Student/Edit': (request) => {
      const body = request.body as Student;
      if (taken(body.username, body.id)) return usernameTaken;
      rows = rows.map((row) => (row.id === body.id ? { ...row, ...body } : row));
      return ok(
        rows.find((row) => row.id === body.id),
        'Đã lưu',
      );
    },
    '/Lms/Student/Delete': (request) => {
      const ids = new URL(request.url).searchParams.getAll('ids').map(Number);
      rows = rows.filter((row) => !ids.includes(row.id));
      return ok({ deleted: ids.length }, 'Đã xóa');
    },
  };
}
