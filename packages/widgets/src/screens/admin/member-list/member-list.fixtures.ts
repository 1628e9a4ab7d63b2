import type { Member } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import {
  MEMBER_GROUPS,
  memberGroupServer,
  POSITIONS,
  positionServer,
} from '../member-group-list/member-group-list.fixtures';
import { UNITS, unitServer } from '../unit-list/unit-list.fixtures';

const base: Omit<Member, 'id' | 'fullName' | 'username'> = {
  email: null,
  phone: null,
  status: 'active',
  idUnit: null,
  unitName: null,
  idPosition: null,
  positionName: null,
  positionGroup: null,
  idMemberGroup: null,
  memberGroupName: null,
  censorship: 'approved',
  censorshipNote: null,
  createdAt: '2026-09-01T02:00:00.000Z',
  contactsMasked: false,
};

export const MEMBERS: Member[] = [
  {
    ...base,
    id: 11,
    fullName: 'Phạm Thu Trang',
    username: 'trang.pham',
    email: 'trang.pham@saola.vn',
    idUnit: 3,
    unitName: 'Kinh doanh miền Bắc',
    idPosition: 2,
    positionName: 'Sales executive',
    positionGroup: 'Sales',
    idMemberGroup: 1,
    memberGroupName: 'Tân binh 2026',
  },
  {
    ...base,
    id: 12,
    fullName: 'ສົມສັກ ພົມມະວົງ',
    username: 'somsak',
    idUnit: 5,
    unitName: 'ສາຂາວຽງຈັນ',
    status: 'inactive',
    censorship: 'pending',
  },
  {
    ...base,
    id: 13,
    fullName: 'Emma Wilson',
    username: 'emma',
    idUnit: 4,
    unitName: 'Human Resources',
    status: 'inactive',
    censorship: 'cancelled',
    censorshipNote: 'Not on the HR payroll',
  },
];

/** The member endpoints over one in-memory list, with the unit tree, positions and groups the pickers search. */
export function memberServer(initial: Member[] = MEMBERS): Answers {
  let rows = structuredClone(initial);
  let next = 100;
  const unitName = (id: number | null | undefined) => UNITS.find((u) => u.id === id)?.name ?? null;
  const position = (id: number | null | undefined) => POSITIONS.find((p) => p.id === id);
  const groupName = (id: number | null | undefined) => MEMBER_GROUPS.find((g) => g.id === id)?.name ?? null;
  type Fields = Pick<Member, 'fullName' | 'username'> & {
    email?: string | null | undefined;
    phone?: string | null | undefined;
    idUnit?: number | null | undefined;
    idPosition?: number | null | undefined;
    idMemberGroup?: number | null | undefined;
    status?: 'active' | 'inactive' | undefined;
  };
  const fill = (f: Fields, before: Member | undefined, id: number): Member => ({
    ...(before ?? base),
    id,
    fullName: f.fullName,
    username: f.username,
    email: f.email || null,
    phone: f.phone || null,
    status: f.status ?? before?.status ?? 'active',
    idUnit: f.idUnit ?? null,
    unitName: unitName(f.idUnit),
    idPosition: f.idPosition ?? null,
    positionName: position(f.idPosition)?.name ?? null,
    positionGroup: position(f.idPosition)?.positionGroup ?? null,
    idMemberGroup: f.idMemberGroup ?? null,
    memberGroupName: groupName(f.idMemberGroup),
  });
  return {
    ...unitServer(),
    ...positionServer(),
    ...memberGroupServer(),
    ...contractAnswers({
      member: {
        list: ({ keyword, take = 20, page = 1, idUnit, censorship, status }) => {
          const matching = rows.filter(
            (r) =>
              (!keyword || `${r.fullName} ${r.username}`.toLowerCase().includes(keyword.toLowerCase())) &&
              (!idUnit || r.idUnit === idUnit) &&
              (!censorship || r.censorship === censorship) &&
              (!status || r.status === status),
          );
          return { total: matching.length, data: matching.slice((page - 1) * take, page * take) };
        },
        get: ({ id }) => rows.find((r) => r.id === id) ?? refused(404, 'Không tìm thấy'),
        add: ({ password: _password, ...fields }) => {
          const saved = fill(fields, undefined, next++);
          rows.push(saved);
          return saved;
        },
        edit: ({ id, password: _password, ...fields }) => {
          const before = rows.find((r) => r.id === id);
          if (!before) return refused(404, 'Không tìm thấy');
          const saved = fill(fields, before, id);
          rows = rows.map((r) => (r.id === id ? saved : r));
          return saved;
        },
        delete: ({ ids }) => {
          rows = rows.filter((r) => !ids.includes(r.id));
          return { deleted: ids.length };
        },
        censor: ({ id, censorship, note }) => {
          const before = rows.find((r) => r.id === id);
          if (!before) return refused(404, 'Không tìm thấy');
          if (censorship === 'cancelled' && !note?.trim())
            return refused(400, 'Dữ liệu không hợp lệ', [{ field: 'note', message: 'Hãy nhập lý do.' }]);
          const saved: Member = {
            ...before,
            censorship,
            censorshipNote: censorship === 'cancelled' ? (note ?? null) : null,
            status: censorship === 'approved' ? 'active' : 'inactive',
          };
          rows = rows.map((r) => (r.id === id ? saved : r));
          return saved;
        },
      },
    }),
  };
}
