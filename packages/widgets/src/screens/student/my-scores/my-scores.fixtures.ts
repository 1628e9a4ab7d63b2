import type { MyScores } from '@saola/core/api';
import { contractAnswers } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const MY_SCORES: MyScores = {
  scores: [
    {
      key: 'exam-3',
      source: 'exam',
      subject: 'Toán',
      term: 'HK1',
      score: 8.5,
      factor: 2,
      note: 'Kiểm tra giữa kỳ',
      teacherName: 'Nguyễn Thị Hoa',
      date: '2026-11-20T03:00:00.000Z',
    },
    {
      key: 'record-1',
      source: 'record',
      subject: 'Toán',
      term: 'HK1',
      score: 7,
      factor: 1,
      note: '',
      teacherName: 'Trần Văn Nam',
      date: '2026-10-12T03:00:00.000Z',
    },
    {
      key: 'record-2',
      source: 'record',
      subject: 'ພາສາລາວ',
      term: 'HK2',
      score: 9,
      factor: 1,
      note: 'ດີຫຼາຍ',
      teacherName: 'Souphanh Vongsa',
      date: '2026-09-12T03:00:00.000Z',
    },
  ],
  averages: [
    { term: 'HK2', subject: 'ພາສາລາວ', average: 9, scores: 1 },
    { term: 'HK1', subject: 'Toán', average: 8, scores: 2 },
  ],
  terms: ['HK1', 'HK2'],
};

/** The learner's scores, filtered by term as the server filters them. */
export function myScoreServer(all: MyScores = MY_SCORES): Answers {
  return contractAnswers({
    transcript: {
      myScores: ({ term }) => ({
        ...all,
        scores: all.scores.filter((s) => !term || s.term === term),
        averages: all.averages.filter((a) => !term || a.term === term),
      }),
    },
  });
}
