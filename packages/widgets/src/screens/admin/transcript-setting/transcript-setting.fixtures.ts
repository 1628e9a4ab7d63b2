import type { TranscriptColumn } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { SUBJECTS, subjectServer } from '../subject-list/subject-list.fixtures';

export const COLUMNS: Record<number, TranscriptColumn[]> = {
  1: [
    { name: 'Miệng', factor: 1 },
    { name: '15 phút', factor: 1 },
    { name: 'Giữa kỳ', factor: 2 },
    { name: 'Cuối kỳ', factor: 3 },
  ],
  2: [],
  3: [{ name: 'ສອບເສັງທ້າຍພາກ', factor: 2 }],
};

/** The subjects and their transcripts kept in memory, refusing a repeated column name as the server does. */
export function transcriptServer(initial: Record<number, TranscriptColumn[]> = COLUMNS): Answers {
  const saved = structuredClone(initial);
  const subjectOf = (id: number) => SUBJECTS.find((s) => s.id === id);
  return {
    ...subjectServer(),
    ...contractAnswers({
      transcript: {
        get: ({ idSubject }) => {
          const subject = subjectOf(idSubject);
          if (!subject) return refused(404, 'Không tìm thấy');
          return { idSubject, subjectName: subject.name, columns: saved[idSubject] ?? [] };
        },
        edit: ({ idSubject, columns }: { idSubject: number; columns: TranscriptColumn[] }) => {
          const next = columns;
          const subject = subjectOf(idSubject);
          if (!subject) return refused(404, 'Không tìm thấy');
          const names = next.map((c) => c.name.trim().toLowerCase());
          const repeated = names.findIndex((name, i) => names.indexOf(name) !== i);
          if (repeated >= 0)
            return refused(400, 'Tham số không hợp lệ.', [
              { field: `columns.${repeated}.name`, message: 'Môn học đã có cột điểm tên này.' },
            ]);
          saved[idSubject] = next.map((c) => ({ name: c.name.trim(), factor: c.factor }));
          return { idSubject, subjectName: subject.name, columns: saved[idSubject] ?? [] };
        },
      },
    }),
  };
}
