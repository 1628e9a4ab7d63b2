import type { MyNoteRecord } from '@saola/core/api';
import { contractAnswers } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const MY_NOTES: MyNoteRecord[] = [
  {
    id: 2,
    notedOn: '2026-11-20',
    content: 'Chăm chỉ, phát biểu tích cực trong giờ Toán.',
    groupName: 'Lớp 10A1',
    teacherName: 'Nguyễn Thị Hoa',
  },
  {
    id: 1,
    notedOn: '2026-10-02',
    content: 'Good progress in speaking.',
    groupName: null,
    teacherName: 'John Smith',
  },
];

export function myNoteServer(notes: MyNoteRecord[] = MY_NOTES): Answers {
  return contractAnswers({
    noteRecord: {
      mine: ({ keyword }) => {
        const rows = notes.filter((n) => !keyword || n.content.toLowerCase().includes(keyword.toLowerCase()));
        return { data: rows, total: rows.length };
      },
    },
  });
}
