import type { ActiveCodeBatch, ActiveCodeRow } from '@saola/core/api';
import { contractAnswers, memoryResource, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { courseServer } from '../course-list/course-list.fixtures';
import { packageServer } from '../course-package-list/course-package-list.fixtures';
import { STARTED } from '../general-report/general-report.fixtures';

export const BATCHES: ActiveCodeBatch[] = [
  {
    id: 1,
    name: 'Thẻ Tiếng Anh 10 — đại lý Hà Nội',
    prefix: 'ENG',
    length: 10,
    usesPerCode: 1,
    expiresAt: '2026-12-31T16:59:59.999Z',
    expiresOn: '2026-12-31',
    package: null,
    courses: [{ id: 2, name: 'Tiếng Anh 10' }],
    codes: 3,
    used: 1,
    createdBy: 'Nguyễn Thị Hoa',
    createdAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: 2,
    name: 'ບັດພາສາລາວ',
    prefix: '',
    length: 8,
    usesPerCode: 5,
    expiresAt: null,
    expiresOn: null,
    package: { id: 2, name: 'ແພັກເກັດພາສາ' },
    courses: [],
    codes: 1,
    used: 0,
    createdBy: null,
    createdAt: '2026-11-10T02:00:00.000Z',
  },
];

export const CODES: ActiveCodeRow[] = [
  {
    id: 11,
    code: 'ENGH7K2M9QXR',
    idBatch: 1,
    batchName: BATCHES[0]?.name as string,
    status: 'usedUp',
    uses: 1,
    usesPerCode: 1,
    usedBy: 'Trần Minh Anh',
    usedByUsername: 'anh.tran',
    usedAt: '2026-11-05T03:15:00.000Z',
    expiresAt: '2026-12-31T16:59:59.999Z',
  },
  {
    id: 12,
    code: 'ENGP4W8ZTB3N',
    idBatch: 1,
    batchName: BATCHES[0]?.name as string,
    status: 'unused',
    uses: 0,
    usesPerCode: 1,
    usedBy: null,
    usedByUsername: null,
    usedAt: null,
    expiresAt: '2026-12-31T16:59:59.999Z',
  },
  {
    id: 13,
    code: 'ENGC6V2YDK7S',
    idBatch: 1,
    batchName: BATCHES[0]?.name as string,
    status: 'unused',
    uses: 0,
    usesPerCode: 1,
    usedBy: null,
    usedByUsername: null,
    usedAt: null,
    expiresAt: '2026-12-31T16:59:59.999Z',
  },
  {
    id: 21,
    code: 'XK4TN8RP',
    idBatch: 2,
    batchName: BATCHES[1]?.name as string,
    status: 'unused',
    uses: 0,
    usesPerCode: 5,
    usedBy: null,
    usedByUsername: null,
    usedAt: null,
    expiresAt: null,
  },
];

/** The batches over an in-memory list, their codes (filtered, unused ones deletable), courses and packages. */
export function activeCodeServer(
  batches: ActiveCodeBatch[] = BATCHES,
  codes: ActiveCodeRow[] = CODES,
): Answers {
  let rows = structuredClone(codes);
  return {
    ...courseServer(),
    ...packageServer(),
    ...memoryResource({
      area: 'activeCode',
      rows: batches,
      summary: (b) => ({
        id: b.id,
        name: b.name,
        packageName: b.package?.name ?? null,
        courses: b.courses.length,
        codes: b.codes,
        used: b.used,
        usesPerCode: b.usesPerCode,
        expiresAt: b.expiresAt,
        createdBy: b.createdBy,
        createdAt: b.createdAt,
      }),
      save: (fields, id, before) =>
        before
          ? {
              ...before,
              name: fields.name,
              expiresOn: fields.expiresOn ?? null,
              expiresAt: fields.expiresOn ? `${fields.expiresOn}T16:59:59.999Z` : null,
            }
          : {
              id,
              name: fields.name,
              prefix: (fields.prefix ?? '').toUpperCase(),
              length: fields.length,
              usesPerCode: fields.usesPerCode,
              expiresOn: fields.expiresOn ?? null,
              expiresAt: fields.expiresOn ? `${fields.expiresOn}T16:59:59.999Z` : null,
              package: fields.idPackage ? { id: fields.idPackage, name: 'ແພັກເກັດພາສາ' } : null,
              courses: (fields.idCourses ?? []).map((c) => ({ id: c, name: `#${c}` })),
              codes: fields.count,
              used: 0,
              createdBy: 'Nguyễn Thị Hoa',
              createdAt: '2026-11-22T02:00:00.000Z',
            },
    }),
    ...contractAnswers({
      // The code list and a batch's page export their codes as a job.
      dataExport: { start: (p) => ({ ...STARTED, module: p.module }) },
      activeCodeItem: {
        list: (p) => {
          const keyword = p.keyword?.toLowerCase();
          const found = rows.filter(
            (r) =>
              (!p.idBatch || r.idBatch === p.idBatch) &&
              (!p.status || r.status === p.status) &&
              (!keyword ||
                r.code.toLowerCase().includes(keyword) ||
                r.usedBy?.toLowerCase().includes(keyword) ||
                r.usedByUsername?.includes(keyword)),
          );
          return { data: found, total: found.length };
        },
        delete: ({ ids }) => {
          if (rows.some((r) => ids.includes(r.id) && r.uses > 0))
            return refused(400, 'Không thể xóa mã đã được dùng.');
          rows = rows.filter((r) => !ids.includes(r.id));
          return { deleted: ids.length };
        },
      },
    }),
  };
}
