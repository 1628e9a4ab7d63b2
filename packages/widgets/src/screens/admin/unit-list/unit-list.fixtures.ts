import type { Unit } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

const unit = (id: number, name: string, idParent: number | null, extra: Partial<Unit> = {}): Unit => ({
  id,
  name,
  idParent,
  parentName: null,
  idManager: null,
  managerName: null,
  members: 0,
  children: 0,
  canViewOtherReports: false,
  requiresCensorship: false,
  createdAt: '2026-10-01T02:00:00.000Z',
  ...extra,
});

export const UNITS: Unit[] = [
  unit(1, 'Công ty Saola', null, { idManager: 1, managerName: 'Nguyễn Thị Hoa', canViewOtherReports: true }),
  unit(2, 'Phòng Kinh doanh', 1, { members: 3, idManager: 2, managerName: 'Trần Văn Minh' }),
  unit(3, 'Kinh doanh miền Bắc', 2, { members: 2 }),
  unit(4, 'Human Resources', 1, { members: 1 }),
  unit(5, 'ສາຂາວຽງຈັນ', 1, { members: 4, requiresCensorship: true }),
];

const PEOPLE = [
  { id: 1, fullName: 'Nguyễn Thị Hoa', username: 'owner' },
  { id: 2, fullName: 'Trần Văn Minh', username: 'teacher' },
  { id: 5, fullName: 'ສົມສັກ ພົມມະວົງ', username: 'student2' },
];

/** The unit endpoints over one in-memory tree: list, tree, get, add, edit, move (cycles refused), delete. */
export function unitServer(initial: Unit[] = UNITS): Answers {
  let rows = structuredClone(initial);
  let next = 100;
  const nameOf = (id: number | null | undefined) => rows.find((r) => r.id === id)?.name ?? null;
  const below = (id: number) => {
    const found = new Set([id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows)
        if (r.idParent && found.has(r.idParent) && !found.has(r.id)) {
          found.add(r.id);
          grew = true;
        }
    }
    return found;
  };
  const shown = (r: Unit): Unit => ({
    ...r,
    parentName: nameOf(r.idParent),
    children: rows.filter((c) => c.idParent === r.id).length,
  });
  const cycle = () =>
    refused(400, 'Không thể chuyển', [
      { field: 'idParent', message: 'Không thể chuyển một đơn vị vào chính nó hoặc đơn vị cấp dưới của nó.' },
    ]);
  return {
    ...contractAnswers({
      unit: {
        list: ({ keyword, take = 20, page = 1 }) => {
          const matching = rows
            .filter((r) => !keyword || r.name.toLowerCase().includes(keyword.toLowerCase()))
            .map(shown);
          return { total: matching.length, data: matching.slice((page - 1) * take, page * take) };
        },
        tree: () =>
          rows.map((r) => ({
            id: r.id,
            name: r.name,
            idParent: r.idParent,
            managerName: r.managerName,
            members: r.members,
          })),
        get: ({ id }) => {
          const row = rows.find((r) => r.id === id);
          return row ? shown(row) : refused(404, 'Không tìm thấy');
        },
        add: (fields) => {
          const row = unit(next++, fields.name, fields.idParent ?? null, {
            idManager: fields.idManager ?? null,
            managerName: PEOPLE.find((p) => p.id === fields.idManager)?.fullName ?? null,
            canViewOtherReports: fields.canViewOtherReports ?? false,
            requiresCensorship: fields.requiresCensorship ?? false,
          });
          rows.push(row);
          return shown(row);
        },
        edit: ({ id, ...fields }) => {
          const before = rows.find((r) => r.id === id);
          if (!before) return refused(404, 'Không tìm thấy');
          if (fields.idParent && below(id).has(fields.idParent)) return cycle();
          const saved = {
            ...before,
            name: fields.name,
            idParent: fields.idParent ?? null,
            idManager: fields.idManager ?? null,
            managerName: PEOPLE.find((p) => p.id === fields.idManager)?.fullName ?? null,
            canViewOtherReports: fields.canViewOtherReports ?? false,
            requiresCensorship: fields.requiresCensorship ?? false,
          };
          rows = rows.map((r) => (r.id === id ? saved : r));
          return shown(saved);
        },
        move: ({ id, idParent }) => {
          const before = rows.find((r) => r.id === id);
          if (!before) return refused(404, 'Không tìm thấy');
          if (idParent && below(id).has(idParent)) return cycle();
          rows = rows.map((r) => (r.id === id ? { ...r, idParent } : r));
          return shown({ ...before, idParent });
        },
        delete: ({ ids }) => {
          const busy = rows.filter(
            (r) =>
              ids.includes(r.id) &&
              (r.members > 0 || rows.some((c) => c.idParent === r.id && !ids.includes(c.id))),
          );
          if (busy.length)
            return refused(
              400,
              `Đơn vị còn thành viên hoặc đơn vị cấp dưới: ${busy.map((b) => b.name).join(', ')}.`,
            );
          rows = rows.filter((r) => !ids.includes(r.id));
          return { deleted: ids.length };
        },
      },
      auth: {
        users: ({ keyword }) => {
          const data = PEOPLE.filter(
            (p) => !keyword || p.fullName.toLowerCase().includes(keyword.toLowerCase()),
          ).map((p) => ({
            ...p,
            email: null,
            phone: null,
            idType: 3 as const,
            status: 'active' as const,
            createdAt: '2026-01-01T00:00:00.000Z',
            lastSignInAt: null,
          }));
          return { total: data.length, data };
        },
      },
    }),
  };
}
