import type { NoteRecord, ScoreRecord } from '@saola/core/api';
import { contractAnswers } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { STARTED } from '../general-report/general-report.fixtures';
import { classServer } from '../user-group-list/user-group-list.fixtures';

export const SCORES: ScoreRecord[] = [
  {
    id: 1,
    idUser: 11,
    studentName: 'Phạm Thu Trang',
    idGroup: 1,
    groupName: 'Lớp 10A1',
    subject: 'Toán',
    score: 8.5,
    factor: 2,
    term: 'HK1',
    note: 'Tiến bộ',
    creatorName: 'Trần Văn Minh',
    createdAt: '2026-11-10T02:00:00.000Z',
  },
  {
    id: 2,
    idUser: 12,
    studentName: 'ສົມສັກ ພົມມະວົງ',
    idGroup: 1,
    groupName: 'Lớp 10A1',
    subject: 'English',
    score: 7,
    factor: 1,
    term: null,
    note: '',
    creatorName: null,
    createdAt: '2026-11-11T02:00:00.000Z',
  },
];

export const NOTES: NoteRecord[] = [
  {
    id: 1,
    idUser: 11,
    studentName: 'Phạm Thu Trang',
    idGroup: 1,
    groupName: 'Lớp 10A1',
    notedOn: '2026-11-20',
    content: 'Chăm chỉ, cần luyện thêm hình học.',
    creatorName: 'Trần Văn Minh',
    createdAt: '2026-11-20T02:00:00.000Z',
  },
];

const name = (id: number) => (id === 11 ? 'Phạm Thu Trang' : id === 12 ? 'ສົມສັກ ພົມມະວົງ' : `#${id}`);

/** Score and note records over in-memory lists, with the class and student reads the screens make. */
export function recordServer(): Answers {
  let scores = structuredClone(SCORES);
  let notes = structuredClone(NOTES);
  let next = 100;
  const base = {
    groupName: 'Lớp 10A1',
    creatorName: 'Nguyễn Thị Hoa',
    createdAt: '2026-11-22T02:00:00.000Z',
  };
  const page = <T>(rows: T[]) => ({ data: rows, total: rows.length });
  return {
    ...classServer(),
    ...contractAnswers({
      // Both record lists export as a job.
      dataExport: { start: (p) => ({ ...STARTED, module: p.module }) },
      scoreRecord: {
        list: (p) => page(scores.filter((r) => !p.idUser || r.idUser === p.idUser)),
        add: (f) => {
          const row = {
            ...base,
            ...f,
            id: next++,
            idGroup: f.idGroup ?? null,
            studentName: name(f.idUser),
            term: f.term ?? null,
            note: f.note ?? '',
          };
          scores.push(row);
          return row;
        },
        edit: ({ id, ...f }) => {
          const row = {
            ...base,
            ...f,
            id,
            idGroup: f.idGroup ?? null,
            studentName: name(f.idUser),
            term: f.term ?? null,
            note: f.note ?? '',
          };
          scores = scores.map((r) => (r.id === id ? row : r));
          return row;
        },
        delete: ({ ids }) => {
          scores = scores.filter((r) => !ids.includes(r.id));
          return { deleted: ids.length };
        },
      },
      noteRecord: {
        list: (p) => page(notes.filter((r) => !p.idUser || r.idUser === p.idUser)),
        add: (f) => {
          const row = { ...base, ...f, id: next++, idGroup: f.idGroup ?? null, studentName: name(f.idUser) };
          notes.push(row);
          return row;
        },
        edit: ({ id, ...f }) => {
          const row = { ...base, ...f, id, idGroup: f.idGroup ?? null, studentName: name(f.idUser) };
          notes = notes.map((r) => (r.id === id ? row : r));
          return row;
        },
        delete: ({ ids }) => {
          notes = notes.filter((r) => !ids.includes(r.id));
          return { deleted: ids.length };
        },
      },
    }),
  };
}
