import type { Department } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const DEPARTMENTS: Department[] = [
  {
    id: 1,
    name: 'Khoa Công nghệ thông tin',
    code: 'CNTT',
    description: 'Kỹ thuật phần mềm và hệ thống thông tin',
    createdAt: '2026-08-01T02:00:00.000Z',
  },
  {
    id: 2,
    name: 'Faculty of Foreign Languages',
    code: 'FFL',
    description: 'English and Chinese studies',
    createdAt: '2026-08-01T02:00:00.000Z',
  },
  { id: 3, name: 'ພະແນກສຶກສາສາດ', code: '', description: '', createdAt: '2026-08-01T02:00:00.000Z' },
];

export function departmentServer(initial: Department[] = DEPARTMENTS): Answers {
  return memoryResource({
    area: 'department',
    rows: initial,
    summary: (row) => row,
    save: (fields, id, before) => ({
      id,
      name: fields.name,
      code: fields.code ?? '',
      description: fields.description ?? '',
      createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
    }),
  });
}
