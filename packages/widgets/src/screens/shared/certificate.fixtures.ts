import { type Certificate, type CertificateTemplate, DEFAULT_LAYOUT } from '@saola/core/api';
import { contractAnswers, refused } from '../../../test/contract-fake';
import type { Answers } from '../../../test/fake-saola';
import { COURSES } from '../admin/course-list/course-list.fixtures';
import { STUDENTS } from '../admin/student-list/student-list.fixtures';

export const CERTIFICATES: Certificate[] = [
  {
    id: 3,
    code: '7K3M-Q9TX-2WCF-H8RB',
    idUser: 11,
    learnerName: 'Nguyễn Thị Ánh Tuyết',
    idCourse: 5,
    courseName: 'Tiếng Anh giao tiếp cơ bản',
    issuedAt: '2026-11-20T03:15:00.000Z',
    status: 'valid',
    revokedAt: null,
    revokeReason: null,
  },
  {
    id: 2,
    code: 'P4DN-8VQ2-KX6T-3MHW',
    idUser: 12,
    learnerName: 'ສົມສັກ ພົມມະຈັນ',
    idCourse: 6,
    courseName: 'ພາສາລາວສຳລັບຜູ້ເລີ່ມຕົ້ນ',
    issuedAt: '2026-11-12T08:00:00.000Z',
    status: 'valid',
    revokedAt: null,
    revokeReason: null,
  },
  {
    id: 1,
    code: 'B9RC-1ZTE-6QWA-5NJD',
    idUser: 13,
    learnerName: 'Emily Carter',
    idCourse: 7,
    courseName: 'Toán 10 nâng cao',
    issuedAt: '2026-10-02T02:00:00.000Z',
    status: 'revoked',
    revokedAt: '2026-10-20T02:00:00.000Z',
    revokeReason: 'Cấp nhầm học viên',
  },
];

export const TEMPLATE: CertificateTemplate = {
  title: 'Chứng chỉ hoàn thành',
  body: 'Chứng nhận {learner} đã hoàn thành khóa học {course}.',
  translations: { lo: { title: 'ໃບຢັ້ງຢືນການຮຽນຈົບ', body: '' } },
  signerName: 'Trần Văn Khoa',
  signerTitle: 'Hiệu trưởng',
  background: null,
  layout: DEFAULT_LAYOUT,
  allCourses: false,
  courses: [{ id: 5, name: 'Tiếng Anh giao tiếp cơ bản' }],
  enabled: true,
};

const paged = (rows: Certificate[]) => ({ data: rows, total: rows.length });

/** The certificates kept in memory: the template saved, certificates listed, revoked, checked by code. */
export function certificateServer(
  options: { template?: CertificateTemplate; certificates?: Certificate[]; mine?: Certificate[] } = {},
): Answers {
  let template = structuredClone(options.template ?? TEMPLATE);
  const rows = structuredClone(options.certificates ?? CERTIFICATES);
  const mine = options.mine ?? rows.slice(0, 1);
  return contractAnswers({
    certificate: {
      templateGet: () => template,
      templateEdit: (p) => {
        template = {
          ...template,
          title: p.title,
          body: p.body ?? '',
          signerName: p.signerName ?? '',
          signerTitle: p.signerTitle ?? '',
          layout: p.layout,
          allCourses: p.allCourses,
          enabled: true,
        };
        return template;
      },
      list: (p) => paged(rows.filter((r) => !p.status || r.status === p.status)),
      mine: () => paged(mine),
      // Once per learner and course, as the server issues it.
      issue: ({ idUser, idCourse }) => {
        const course = COURSES.find((c) => c.id === idCourse);
        const learner = STUDENTS.find((u) => u.id === idUser);
        if (!course || !learner) return refused(404, 'Không tìm thấy');
        const found = rows.find((r) => r.idUser === idUser && r.idCourse === idCourse);
        if (found) return found;
        const issued: Certificate = {
          id: rows.length + 100,
          code: 'NEW0-0000-0000-0001',
          idUser,
          learnerName: learner.fullName,
          idCourse,
          courseName: course.name,
          issuedAt: '2026-11-23T03:00:00.000Z',
          status: 'valid',
          revokedAt: null,
          revokeReason: null,
        };
        rows.unshift(issued);
        return issued;
      },
      revoke: ({ id, reason }) => {
        const row = rows.find((r) => r.id === id);
        if (!row) return refused(404, 'Không tìm thấy');
        if (row.status === 'revoked') return refused(400, 'Chứng chỉ này đã bị thu hồi.');
        Object.assign(row, {
          status: 'revoked',
          revokedAt: '2026-11-23T02:00:00.000Z',
          revokeReason: reason,
        });
        return row;
      },
      verify: ({ code }) => {
        const wanted = code.toUpperCase().replace(/[^0-9A-Z]/g, '');
        const row = rows.find((r) => r.code.replace(/-/g, '') === wanted);
        if (!row) return refused(404, 'Không tìm thấy chứng chỉ với mã này.');
        return {
          code: row.code,
          learnerName: row.learnerName,
          courseName: row.courseName,
          issuedAt: row.issuedAt,
          status: row.status,
          revokedAt: row.revokedAt,
          schoolName: 'Trường THPT Saola',
        };
      },
    },
    course: { list: () => ({ data: COURSES, total: COURSES.length }) },
    student: { list: () => ({ data: STUDENTS, total: STUDENTS.length }) },
    file: { list: () => ({ data: [], total: 0 }) },
  });
}
