import type { Exam, ExamResults, ExamSummary } from '@saola/core/api';
import { contractAnswers, memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

const base: Omit<Exam, 'id' | 'name' | 'state' | 'opensAt' | 'closesAt'> = {
  durationMinutes: 45,
  attemptsAllowed: 1,
  lessonTitle: 'Đề kiểm tra chương 1',
  groupName: 'Lớp 10A1',
  takers: 32,
  submitted: 0,
  resultsReleased: false,
  isPublic: false,
  createdAt: '2026-11-01T02:00:00.000Z',
  mayChange: true,
  description: '',
  idLesson: 7,
  idGroup: 3,
  users: [],
  passPercent: 50,
  shuffle: true,
  showAnswers: false,
  idSubject: null,
  subjectName: null,
  factor: 2,
  term: 'HK1',
};

export const EXAMS: Exam[] = [
  {
    ...base,
    id: 1,
    name: 'Kiểm tra giữa kỳ Toán 10',
    state: 'open',
    opensAt: '2026-11-23T01:00:00.000Z',
    closesAt: '2026-11-23T10:00:00.000Z',
    submitted: 12,
  },
  {
    ...base,
    id: 2,
    name: 'English placement test',
    state: 'upcoming',
    opensAt: '2026-12-01T01:00:00.000Z',
    closesAt: '2026-12-01T10:00:00.000Z',
    isPublic: true,
    groupName: null,
    idGroup: null,
    takers: 0,
    submitted: 1,
  },
  {
    ...base,
    id: 3,
    name: 'ສອບເສັງພາສາລາວ',
    state: 'closed',
    opensAt: '2026-10-01T01:00:00.000Z',
    closesAt: '2026-10-01T10:00:00.000Z',
    submitted: 30,
    resultsReleased: true,
    // Another teacher's exam for a class this teacher follows: she watches it, she does not change it.
    mayChange: false,
  },
];

export const RESULTS: ExamResults = {
  id: 1,
  name: 'Kiểm tra giữa kỳ Toán 10',
  state: 'open',
  resultsReleased: false,
  rows: [
    {
      idUser: 11,
      fullName: 'Phạm Thu Trang',
      username: 'student',
      status: 'submitted',
      attempts: 1,
      score: 8,
      maxScore: 10,
      passed: true,
      startedAt: '2026-11-23T02:00:00.000Z',
      submittedAt: '2026-11-23T02:30:00.000Z',
    },
    {
      idUser: 12,
      fullName: 'Khamla Sisouk',
      username: 'student2',
      status: 'notStarted',
      attempts: 0,
      score: null,
      maxScore: null,
      passed: null,
      startedAt: null,
      submittedAt: null,
    },
  ],
};

const summary = (e: Exam): ExamSummary => ({
  id: e.id,
  name: e.name,
  opensAt: e.opensAt,
  closesAt: e.closesAt,
  durationMinutes: e.durationMinutes,
  attemptsAllowed: e.attemptsAllowed,
  lessonTitle: e.lessonTitle,
  groupName: e.groupName,
  takers: e.takers,
  submitted: e.submitted,
  resultsReleased: e.resultsReleased,
  isPublic: e.isPublic,
  state: e.state,
  createdAt: e.createdAt,
  mayChange: e.mayChange,
});

/** The exam calls over a list kept in memory, with the pickers' searches and the first exam's results. */
export function examServer(initial: Exam[] = EXAMS): Answers {
  return {
    ...memoryResource({
      area: 'exam',
      rows: initial,
      summary,
      filter: (row, payload) => !payload.state || row.state === payload.state,
      save: (fields, id, before) => ({
        ...base,
        ...before,
        id,
        name: fields.name,
        description: fields.description ?? '',
        idLesson: fields.idLesson,
        lessonTitle: fields.idLesson === 7 ? 'Đề kiểm tra chương 1' : (before?.lessonTitle ?? null),
        idGroup: fields.idGroup ?? null,
        groupName: fields.idGroup === 3 ? 'Lớp 10A1' : null,
        users: [],
        opensAt: fields.opensAt,
        closesAt: fields.closesAt,
        durationMinutes: fields.durationMinutes,
        attemptsAllowed: fields.attemptsAllowed,
        passPercent: fields.passPercent,
        shuffle: fields.shuffle ?? false,
        resultsReleased: fields.resultsReleased ?? false,
        showAnswers: fields.showAnswers ?? false,
        isPublic: fields.isPublic ?? false,
        factor: fields.factor ?? 1,
        term: fields.term ?? null,
        state: before?.state ?? 'upcoming',
        createdAt: before?.createdAt ?? '2026-11-23T02:00:00.000Z',
      }),
    }),
    ...contractAnswers({
      exam: {
        results: () => RESULTS,
        quizzes: () => ({
          data: [{ id: 7, title: 'Đề kiểm tra chương 1', courseName: 'Toán 10', questions: 10 }],
          total: 1,
        }),
      },
      userGroup: {
        list: () => ({
          data: [
            {
              id: 3,
              name: 'Lớp 10A1',
              classLevel: '10',
              schoolYear: '2026-2027',
              idHomeroomTeacher: null,
              homeroomTeacherName: null,
              members: 32,
              createdAt: '2026-08-01T00:00:00.000Z',
            },
          ],
          total: 1,
        }),
      },
      student: { list: () => ({ data: [], total: 0 }) },
      subject: { list: () => ({ data: [], total: 0 }) },
    }),
  };
}
