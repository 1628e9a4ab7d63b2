import type { ApprovalLogRow, ApprovalRequest, ApproveFlow, ApproveSetting } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { unitServer } from '../unit-list/unit-list.fixtures';

export const FLOWS: ApproveFlow[] = [
  {
    id: 1,
    code: 'QT-TV',
    name: 'Duyệt thành viên mới',
    usedFor: ['member'],
    createdAt: '2026-10-01T02:00:00.000Z',
    steps: [
      {
        name: 'Trưởng phòng xác nhận',
        description: '',
        approverKind: 'user',
        idUser: 2,
        userName: 'Trần Văn Minh',
        idUnit: null,
        unitName: null,
      },
      {
        name: 'Nhân sự phê duyệt',
        description: 'Kiểm tra hồ sơ',
        approverKind: 'unitManager',
        idUser: null,
        userName: null,
        idUnit: 4,
        unitName: 'Human Resources',
      },
    ],
  },
  {
    id: 2,
    code: 'COURSE',
    name: 'Course review board',
    usedFor: [],
    createdAt: '2026-10-05T02:00:00.000Z',
    steps: [
      {
        name: 'ກວດສອບເນື້ອຫາ',
        description: '',
        approverKind: 'user',
        idUser: 1,
        userName: 'Nguyễn Thị Hoa',
        idUnit: null,
        unitName: null,
      },
    ],
  },
];

const request = (id: number, targetName: string, step: number, status: 1 | 2 | 3 = 1): ApprovalRequest => ({
  id,
  kind: 'member',
  targetName,
  flowName: 'Duyệt thành viên mới',
  step,
  stepName: step === 0 ? 'Trưởng phòng xác nhận' : 'Nhân sự phê duyệt',
  status,
  reason: null,
  requesterName: 'Nguyễn Thị Hoa',
  createdAt: '2026-11-20T03:00:00.000Z',
  canDecide: status === 1,
  cannotDecide: null,
  steps: [
    {
      name: 'Trưởng phòng xác nhận',
      approverName: 'Trần Văn Minh',
      status: step === 0 ? 1 : 2,
      decidedBy: step === 0 ? null : 'Trần Văn Minh',
      decidedAt: step === 0 ? null : '2026-11-21T03:00:00.000Z',
      reason: null,
    },
    {
      name: 'Nhân sự phê duyệt',
      approverName: 'Nguyễn Thị Hoa',
      status: step === 1 ? 1 : null,
      decidedBy: null,
      decidedAt: null,
      reason: null,
    },
  ],
});

export const REQUESTS: ApprovalRequest[] = [request(7, 'Vũ Minh Anh', 1), request(8, 'ສົມສັກ ພົມມະວົງ', 0)];

export const LOG: ApprovalLogRow[] = [
  {
    id: 3,
    idRequest: 9,
    kind: 'member',
    targetName: 'Emma Wilson',
    flowName: 'Duyệt thành viên mới',
    step: 1,
    stepName: 'Nhân sự phê duyệt',
    userName: 'Nguyễn Thị Hoa',
    status: 3,
    reason: 'Not on the HR payroll',
    createdAt: '2026-11-21T04:00:00.000Z',
  },
  {
    id: 2,
    idRequest: 9,
    kind: 'member',
    targetName: 'Emma Wilson',
    flowName: 'Duyệt thành viên mới',
    step: 0,
    stepName: 'Trưởng phòng xác nhận',
    userName: 'Trần Văn Minh',
    status: 2,
    reason: null,
    createdAt: '2026-11-21T03:00:00.000Z',
  },
];

/** Flows, the setting, requests waiting (decided one step at a time) and the log, in memory. */
export function approvalServer(
  options: { flows?: ApproveFlow[]; requests?: ApprovalRequest[]; log?: ApprovalLogRow[] } = {},
): Answers {
  let flows = structuredClone(options.flows ?? FLOWS);
  let requests = structuredClone(options.requests ?? REQUESTS);
  const log = structuredClone(options.log ?? LOG);
  let setting: ApproveSetting = { member: 1, course: null };
  let next = 100;
  const page = <T>(rows: T[], take = 20, p = 1) => ({
    total: rows.length,
    data: rows.slice((p - 1) * take, p * take),
  });
  const saveFlow = (
    id: number,
    fields: {
      code: string;
      name: string;
      steps: Array<{
        name: string;
        description?: string | undefined;
        approverKind: 'user' | 'unitManager';
        idUser?: number | null | undefined;
        idUnit?: number | null | undefined;
      }>;
    },
    before?: ApproveFlow,
  ): ApproveFlow => ({
    id,
    code: fields.code,
    name: fields.name,
    usedFor: before?.usedFor ?? [],
    createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
    steps: fields.steps.map((s) => ({
      name: s.name,
      description: s.description ?? '',
      approverKind: s.approverKind,
      idUser: s.idUser ?? null,
      userName: s.idUser ? 'Trần Văn Minh' : null,
      idUnit: s.idUnit ?? null,
      unitName: s.idUnit ? 'Human Resources' : null,
    })),
  });
  return {
    ...unitServer(),
    ...contractAnswers({
      approveFlow: {
        list: ({ take, page: p }) =>
          page(
            flows.map(({ steps, ...rest }) => ({ ...rest, steps: steps.length })),
            take,
            p,
          ),
        get: ({ id }) => flows.find((f) => f.id === id) ?? refused(404, 'Không tìm thấy'),
        add: (fields) => {
          const saved = saveFlow(next++, fields);
          flows.push(saved);
          return saved;
        },
        edit: ({ id, ...fields }) => {
          const before = flows.find((f) => f.id === id);
          if (!before) return refused(404, 'Không tìm thấy');
          const saved = saveFlow(id, fields, before);
          flows = flows.map((f) => (f.id === id ? saved : f));
          return saved;
        },
        delete: ({ ids }) => {
          flows = flows.filter((f) => !ids.includes(f.id));
          return { deleted: ids.length };
        },
      },
      approveSetting: {
        get: () => setting,
        edit: (chosen) => {
          setting = chosen;
          return setting;
        },
      },
      approval: {
        list: ({ take, page: p }) =>
          page(
            requests
              .filter((r) => r.status === 1)
              .map(({ steps, reason: _r, canDecide: _c, cannotDecide: _n, ...rest }) => ({
                ...rest,
                steps: steps.length,
              })),
            take,
            p,
          ),
        get: ({ id }) => requests.find((r) => r.id === id) ?? refused(404, 'Không tìm thấy'),
        decide: ({ id, step, decision, reason }) => {
          const before = requests.find((r) => r.id === id);
          if (!before) return refused(404, 'Không tìm thấy');
          if (before.status !== 1 || before.step !== step) return refused(409, 'Yêu cầu này đã được xử lý.');
          if (decision === 'reject' && !reason?.trim())
            return refused(400, 'Dữ liệu không hợp lệ', [{ field: 'reason', message: 'Hãy nhập lý do.' }]);
          const last = step === before.steps.length - 1;
          const status = decision === 'reject' ? 3 : last ? 2 : 1;
          const saved: ApprovalRequest = {
            ...before,
            status,
            step: status === 1 ? step + 1 : step,
            reason: decision === 'reject' ? (reason ?? null) : null,
            canDecide: false,
            steps: before.steps.map((s, i) =>
              i === step
                ? {
                    ...s,
                    status: decision === 'reject' ? 3 : 2,
                    decidedBy: 'Nguyễn Thị Hoa',
                    decidedAt: '2026-11-22T05:00:00.000Z',
                    reason: reason ?? null,
                  }
                : s,
            ),
          };
          requests = requests.map((r) => (r.id === id ? saved : r));
          return saved;
        },
        log: ({ take, page: p }) => page(log, take, p),
      },
    }),
  };
}
