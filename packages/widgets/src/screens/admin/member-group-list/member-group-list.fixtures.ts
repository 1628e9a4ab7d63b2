import type { MemberGroup, Position } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const MEMBER_GROUPS: MemberGroup[] = [
  {
    id: 1,
    name: 'Tân binh 2026',
    description: 'Nhân viên mới vào năm 2026',
    members: 12,
    createdAt: '2026-01-05T02:00:00.000Z',
  },
  { id: 2, name: 'Sales leadership', description: '', members: 1, createdAt: '2026-03-10T02:00:00.000Z' },
  {
    id: 3,
    name: 'ທີມງານວຽງຈັນ',
    description: 'ພະນັກງານສາຂາວຽງຈັນ',
    members: 4,
    createdAt: '2026-05-20T02:00:00.000Z',
  },
];

export function memberGroupServer(initial: MemberGroup[] = MEMBER_GROUPS): Answers {
  return memoryResource({
    area: 'memberGroup',
    rows: initial,
    summary: (row) => row,
    save: (fields, id, before) => ({
      id,
      name: fields.name,
      description: fields.description ?? '',
      members: before?.members ?? 0,
      createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
    }),
  });
}

export const POSITIONS: Position[] = [
  {
    id: 1,
    name: 'Giám đốc chi nhánh',
    description: 'Điều hành một chi nhánh',
    positionGroup: 'Quản lý',
    members: 2,
    createdAt: '2026-01-05T02:00:00.000Z',
  },
  {
    id: 2,
    name: 'Sales executive',
    description: 'Sells to business customers',
    positionGroup: 'Sales',
    members: 8,
    createdAt: '2026-01-05T02:00:00.000Z',
  },
  {
    id: 3,
    name: 'ພະນັກງານບັນຊີ',
    description: '',
    positionGroup: 'ບັນຊີ',
    members: 3,
    createdAt: '2026-01-05T02:00:00.000Z',
  },
];

export function positionServer(initial: Position[] = POSITIONS): Answers {
  return memoryResource({
    area: 'position',
    rows: initial,
    summary: (row) => row,
    save: (fields, id, before) => ({
      id,
      name: fields.name,
      description: fields.description ?? '',
      positionGroup: fields.positionGroup ?? '',
      members: before?.members ?? 0,
      createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
    }),
  });
}
