import type { RightCatalogue, RightGroup, StaffLogEntry, Teacher } from '@saola/core/api';
import { RIGHTS } from '@saola/core/http';
import { contractAnswers, memoryResource, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const CATALOGUE: RightCatalogue = {
  screens: [
    {
      screen: 'courses',
      label: 'Khóa học',
      rights: [
        { right: RIGHTS.manageAllCourses, label: 'Xem và sửa mọi khóa học' },
        { right: RIGHTS.coursePackage, label: 'Thêm, sửa, xóa gói khóa học' },
      ],
    },
    {
      screen: 'staff',
      label: 'Giáo viên và phân quyền',
      rights: [
        { right: RIGHTS.teacher, label: 'Thêm, sửa, xóa giáo viên' },
        { right: RIGHTS.staffLog, label: 'Xem nhật ký nhân sự' },
      ],
    },
  ],
};

export const GROUPS: RightGroup[] = [
  {
    id: 1,
    name: 'Giáo viên bộ môn',
    scope: 'personal',
    rights: [RIGHTS.coursePackage],
    teachers: 2,
    createdAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: 2,
    name: 'ຝ່າຍບຸກຄະລາກອນ',
    scope: 'school',
    rights: [RIGHTS.teacher, RIGHTS.staffLog],
    teachers: 1,
    createdAt: '2026-11-02T02:00:00.000Z',
  },
];

export const TEACHERS: Teacher[] = [
  {
    id: 1,
    fullName: 'Nguyễn Thị Hoa',
    username: 'owner',
    email: 'hoa.nguyen@saola.edu.vn',
    phone: '0912345678',
    alias: null,
    kind: 'owner',
    status: 'active',
    groups: [],
    idGroups: [],
    rights: [],
    lastSignInAt: '2026-11-22T02:00:00.000Z',
    createdAt: '2026-10-01T02:00:00.000Z',
  },
  {
    id: 5,
    fullName: 'Vũ Thị Lan',
    username: 'lan.vu',
    email: 'lan.vu@saola.edu.vn',
    phone: null,
    alias: 'Cô Lan',
    kind: 'teacher',
    status: 'active',
    groups: ['Giáo viên bộ môn'],
    idGroups: [1],
    rights: [],
    lastSignInAt: null,
    createdAt: '2026-11-03T02:00:00.000Z',
  },
];

export const LOGS: StaffLogEntry[] = [
  {
    id: 2,
    idActor: 1,
    actorName: 'Nguyễn Thị Hoa',
    action: 'edit',
    entity: 'rightGroup',
    idEntity: 1,
    entityName: 'Giáo viên bộ môn',
    before: { scope: 'school' },
    after: { scope: 'personal' },
    createdAt: '2026-11-20T03:00:00.000Z',
  },
  {
    id: 1,
    idActor: 5,
    actorName: 'Vũ Thị Lan',
    action: 'refused',
    entity: 'teacher',
    idEntity: 5,
    entityName: 'Vũ Thị Lan',
    before: { reason: 'staffError.ownAccess' },
    after: { rights: [RIGHTS.teacher] },
    createdAt: '2026-11-19T03:00:00.000Z',
  },
];

/** The staff endpoints over in-memory groups, teachers and log, with the rights catalogue. */
export function staffServer(options: { catalogueFails?: boolean } = {}): Answers {
  const groupName = (id: number) => GROUPS.find((g) => g.id === id)?.name ?? `#${id}`;
  return {
    ...memoryResource({
      area: 'rightGroup',
      rows: GROUPS,
      summary: (g) => g,
      save: (fields, id, before) => ({
        ...fields,
        id,
        teachers: before?.teachers ?? 0,
        createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
      }),
    }),
    ...memoryResource({
      area: 'teacher',
      rows: TEACHERS,
      summary: ({ idGroups: _, rights: __, ...summary }) => summary,
      filter: (row, payload) => !payload.status || row.status === payload.status,
      save: ({ password: _, ...fields }, id, before) => ({
        ...fields,
        id,
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        alias: fields.alias ?? null,
        kind: before?.kind ?? 'teacher',
        groups: fields.idGroups.map(groupName),
        lastSignInAt: before?.lastSignInAt ?? null,
        createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
      }),
    }),
    ...contractAnswers({
      rightGroup: { rights: () => (options.catalogueFails ? refused(500, 'Lỗi') : CATALOGUE) },
      teacher: {
        logs: (payload) => {
          const rows = LOGS.filter((e) => !payload.action || e.action === payload.action);
          return { data: rows, total: rows.length };
        },
      },
    }),
  };
}
