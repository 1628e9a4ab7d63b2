import type { JobDetail, JobSummary } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';

const base: JobSummary = {
  id: 1,
  direction: 'export',
  module: 'detailReport',
  fileName: 'detail-report-2026-11-23.xlsx',
  state: 'done',
  progress: 100,
  totalRows: 1250,
  doneRows: 1250,
  errorRows: 0,
  error: null,
  hasResult: true,
  createdBy: 'Nguyễn Thị Hoa',
  createdAt: '2026-11-23T02:00:00.000Z',
  finishedAt: '2026-11-23T02:00:04.000Z',
};

export const EXPORTS: JobSummary[] = [
  {
    ...base,
    id: 3,
    module: 'member',
    fileName: 'members-2026-11-23.xlsx',
    state: 'running',
    progress: 40,
    doneRows: 800,
    totalRows: 2000,
    hasResult: false,
    finishedAt: null,
  },
  base,
  {
    ...base,
    id: 2,
    module: 'generalReport',
    fileName: 'general-report-2026-11-22.xlsx',
    state: 'queued',
    progress: 0,
    doneRows: 0,
    totalRows: null,
    hasResult: false,
    finishedAt: null,
  },
];

export const IMPORTS: JobSummary[] = [
  {
    ...base,
    id: 9,
    direction: 'import',
    module: 'member',
    fileName: 'members.xlsx',
    state: 'failed',
    progress: 30,
    doneRows: 0,
    totalRows: null,
    errorRows: 3,
    error: '3 dòng bị từ chối: không có dữ liệu nào được nhập',
    hasResult: true,
  },
  {
    ...base,
    id: 8,
    direction: 'import',
    module: 'member',
    fileName: 'thanh-vien.xlsx',
    doneRows: 50,
    totalRows: 50,
    hasResult: false,
  },
];

export const FAILED_DETAIL: JobDetail = {
  ...(IMPORTS[0] as JobSummary),
  rowErrors: [
    { row: 4, field: 'Số điện thoại', message: 'Số điện thoại không hợp lệ' },
    { row: 9, field: 'Tên đăng nhập *', message: 'Tên đăng nhập đã được sử dụng' },
    { row: 17, field: 'Đơn vị', message: 'Không có đơn vị "Phòng Kế hoạch"' },
  ],
};

export function jobServer(
  rows: { export: JobSummary[]; import: JobSummary[] } = { export: EXPORTS, import: IMPORTS },
): Answers {
  return {
    '/Lms/Job/List': (request) => {
      const kind = new URL(request.url).searchParams.get('kind') as 'export' | 'import';
      const list = rows[kind] ?? [];
      return ok({ data: list, total: list.length });
    },
    '/Lms/Job/Get': ok(FAILED_DETAIL),
    '/Lms/Job/Cancel': ok({ ...EXPORTS[0], state: 'cancelled' }, 'Đã hủy công việc'),
    '/Lms/Import/Start': ok({ ...IMPORTS[1], id: 10, state: 'queued', progress: 0 }, 'Đã bắt đầu'),
  };
}
