import type { Monitor } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { CLASSES, classServer } from '../user-group-list/user-group-list.fixtures';

export const MONITORS: Monitor[] = [
  {
    id: 31,
    fullName: 'Đỗ Thị Lan',
    username: 'observer',
    email: 'lan.do@saola.edu.vn',
    phone: '0978123456',
    status: 'active',
    classes: ['Lớp 10A1'],
    idGroups: [1],
    lastSignInAt: '2026-11-22T02:00:00.000Z',
    createdAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: 32,
    fullName: 'ຄຳຫຼ້າ ສີສຸພັນ',
    username: 'observer2',
    email: null,
    phone: '02055598765',
    status: 'inactive',
    classes: ['ຫ້ອງ ມ.5/1'],
    idGroups: [2],
    lastSignInAt: null,
    createdAt: '2026-11-02T02:00:00.000Z',
  },
  {
    id: 33,
    fullName: 'James Carter',
    username: 'observer3',
    email: 'james.carter@saola.edu.vn',
    phone: null,
    status: 'active',
    classes: [],
    idGroups: [],
    lastSignInAt: null,
    createdAt: '2026-11-03T02:00:00.000Z',
  },
];

/** The observer endpoints over an in-memory list, with the class search the form uses. */
export function monitorServer(initial: Monitor[] = MONITORS): Answers {
  const className = (id: number) => CLASSES.find((c) => c.id === id)?.name ?? `#${id}`;
  return {
    ...classServer(),
    ...memoryResource({
      area: 'monitor',
      rows: initial,
      summary: ({ idGroups: _, ...summary }) => summary,
      filter: (row, payload) =>
        (!payload.status || row.status === payload.status) &&
        (!payload.idGroup || row.idGroups.includes(payload.idGroup)),
      save: ({ password: _, ...fields }, id, before) => ({
        ...fields,
        id,
        email: fields.email || null,
        phone: fields.phone || null,
        classes: fields.idGroups.map(className),
        lastSignInAt: before?.lastSignInAt ?? null,
        createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
      }),
    }),
  };
}
