import type { ExamAttempt, ExamReview, MyExam } from '@saola/core/api';
import type { TransportRequest, TransportResponse } from '@saola/core/http';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

const exam: Omit<MyExam, 'id' | 'name' | 'state'> = {
  description: '',
  opensAt: '2026-11-23T01:00:00.000Z',
  closesAt: '2026-11-23T10:00:00.000Z',
  durationMinutes: 30,
  attemptsAllowed: 1,
  attemptsUsed: 0,
  questions: 2,
  openAttempt: null,
  submitted: false,
  resultsReleased: false,
  result: null,
  reviewable: false,
};

export const MY_EXAMS: MyExam[] = [
  { ...exam, id: 1, name: 'Kiểm tra giữa kỳ Toán 10', state: 'open', description: 'Chương 1 và 2' },
  { ...exam, id: 2, name: 'English mid-term', state: 'upcoming', opensAt: '2026-12-01T01:00:00.000Z' },
  {
    ...exam,
    id: 3,
    name: 'ສອບເສັງພາສາລາວ',
    state: 'closed',
    attemptsUsed: 1,
    submitted: true,
    resultsReleased: true,
    result: { score: 8, maxScore: 10, passed: true },
    reviewable: true,
  },
];

/** Her answers to the closed exam: one right, one wrong. */
export const REVIEW: ExamReview = {
  id: 3,
  name: 'ສອບເສັງພາສາລາວ',
  closesAt: '2026-11-23T10:00:00.000Z',
  submittedAt: '2026-11-23T09:10:00.000Z',
  score: 8,
  maxScore: 10,
  passed: true,
  questions: [
    {
      id: 11,
      kind: 'single',
      prompt: 'ນະຄອນຫຼວງຂອງລາວແມ່ນຫຍັງ?',
      options: [
        { id: 'a', text: 'ວຽງຈັນ' },
        { id: 'b', text: 'ຫຼວງພະບາງ' },
      ],
      points: 5,
      chosen: ['a'],
      correct: ['a'],
      right: true,
    },
    {
      id: 12,
      kind: 'truefalse',
      prompt: 'Hà Nội là thủ đô của Lào.',
      options: [],
      points: 5,
      chosen: ['true'],
      correct: ['false'],
      right: false,
    },
  ],
};

/** The learner's exams, and an attempt at the open one that the server grades (released: score shown). */
export function myExamServer(exams: MyExam[] = MY_EXAMS, options: { late?: boolean } = {}): Answers {
  let submitted = false;
  const answers = contractAnswers({
    exam: {
      myExams: ({ state }) => {
        const rows = exams
          .map((e) => (e.id === 1 && submitted ? { ...e, attemptsUsed: 1, submitted: true } : e))
          .filter((e) => !state || e.state === state);
        return { data: rows, total: rows.length };
      },
      start: ({ id }): ExamAttempt | ReturnType<typeof refused> => {
        if (id !== 1) return refused(400, 'Kỳ thi chưa mở.');
        const now = new Date();
        return {
          id: 50,
          idExam: 1,
          name: 'Kiểm tra giữa kỳ Toán 10',
          startedAt: now.toISOString(),
          deadline: new Date(now.getTime() + 30 * 60_000).toISOString(),
          now: now.toISOString(),
          questions: [
            {
              id: 1,
              kind: 'single',
              prompt: '2 + 2 = ?',
              options: [
                { id: 'a', text: '3' },
                { id: 'b', text: '4' },
              ],
              points: 1,
            },
            {
              id: 2,
              kind: 'truefalse',
              prompt: 'Hà Nội là thủ đô.',
              options: [
                { id: 'true', text: 'true' },
                { id: 'false', text: 'false' },
              ],
              points: 1,
            },
          ],
        };
      },
      review: ({ id }) => (id === REVIEW.id ? REVIEW : refused(404, 'Không tìm thấy')),
      submit: () => {
        if (options.late) return refused(400, 'Đã hết giờ: bài nộp sau hạn không được chấp nhận.');
        submitted = true;
        return {
          idAttempt: 50,
          submittedAt: new Date().toISOString(),
          score: null,
          maxScore: null,
          passed: null,
        };
      },
    },
  });
  // The server's reply to a hand-in carries its message, as a toast would show it.
  const handIn = answers['/Lms/Exam/Submit'] as (request: TransportRequest) => Promise<TransportResponse>;
  answers['/Lms/Exam/Submit'] = async (request) => {
    const reply = await handIn(request);
    const body = reply.data as { error: boolean; message: string };
    return body.error ? reply : { ...reply, data: { ...body, message: 'Đã nộp bài.' } };
  };
  return answers;
}
