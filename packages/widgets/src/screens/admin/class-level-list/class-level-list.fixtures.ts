import type { ClassLevel } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const CLASS_LEVELS: ClassLevel[] = [
  { id: 1, name: 'Lớp 1', schoolLevel: 'primary', sortOrder: 1, createdAt: '2026-08-01T02:00:00.000Z' },
  {
    id: 2,
    name: 'Khối 6',
    schoolLevel: 'lowerSecondary',
    sortOrder: 6,
    createdAt: '2026-08-01T02:00:00.000Z',
  },
  {
    id: 3,
    name: 'Grade 10',
    schoolLevel: 'upperSecondary',
    sortOrder: 10,
    createdAt: '2026-08-01T02:00:00.000Z',
  },
  { id: 4, name: 'ປີທີ 2', schoolLevel: 'university', sortOrder: 14, createdAt: '2026-08-01T02:00:00.000Z' },
];

export function classLevelServer(initial: ClassLevel[] = CLASS_LEVELS): Answers {
  return memoryResource({
    area: 'classLevel',
    rows: initial,
    summary: (row) => row,
    filter: (row, payload) => !payload.schoolLevel || row.schoolLevel === payload.schoolLevel,
    save: (fields, id, before) => ({
      id,
      name: fields.name,
      schoolLevel: fields.schoolLevel,
      sortOrder: fields.sortOrder ?? 0,
      createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
    }),
  });
}
