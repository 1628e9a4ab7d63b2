import type { Subject } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import { type Answers, refuse } from '../../../../test/fake-saola';

export const SUBJECTS: Subject[] = [
  {
    id: 1,
    name: 'Toán học',
    code: 'TOAN',
    description: 'Đại số, hình học và thống kê',
    sortOrder: 1,
    createdAt: '2026-08-01T02:00:00.000Z',
  },
  {
    id: 2,
    name: 'English',
    code: 'ENG',
    description: 'English for secondary school',
    sortOrder: 2,
    createdAt: '2026-08-01T02:00:00.000Z',
  },
  { id: 3, name: 'ພາສາລາວ', code: '', description: '', sortOrder: 3, createdAt: '2026-08-01T02:00:00.000Z' },
];

export function subjectServer(initial: Subject[] = SUBJECTS): Answers {
  return memoryResource({
    area: 'subject',
    rows: initial,
    summary: (row) => row,
    save: (fields, id, before) => ({
      id,
      name: fields.name,
      code: fields.code ?? '',
      description: fields.description ?? '',
      sortOrder: fields.sortOrder ?? 0,
      createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
    }),
  });
}

/**
 * The answers with an add that refuses, as the server does, a name another row already has (case ignored):
 * a 400 naming the field.
 */
export function refusingTakenName(answers: Answers, path: string, taken: string, message: string): Answers {
  const add = answers[path];
  return {
    ...answers,
    [path]: (request) => {
      const name = String((request.body as { name?: unknown } | undefined)?.name ?? '');
      if (name.trim().toLowerCase() === taken.toLowerCase())
        return refuse(400, 'Tham số không hợp lệ.', [{ field: 'name', message }]);
      if (!add) return refuse(404, 'Không tìm thấy');
      return typeof add === 'function' ? add(request) : add;
    },
  };
}
