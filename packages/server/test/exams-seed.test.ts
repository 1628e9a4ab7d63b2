import type { ExamSummary, MyExam, MyScores, PublicTest } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: 'demo' });
});
afterAll(() => t.close());

const get = async <T>(url: string, token?: string, payload: object = {}) =>
  (await t.call<T>({ method: 'GET' as Call['method'], url, token, payload })).body.data as T;

describe("the demo school's exams", () => {
  it('has exams open, to come and closed, a public test, and a released score in the learner transcript', async () => {
    const owner = await t.signIn('owner');
    const list = await get<Paged<ExamSummary>>('/Lms/Exam/List', owner);
    expect(list.data.map((e) => e.state).sort()).toEqual(['closed', 'open', 'open', 'upcoming']);
    const student = await t.signIn('student');
    const mine = await get<Paged<MyExam>>('/Lms/Exam/MyExams', student);
    expect(mine.data.find((e) => e.name === 'Kiểm tra giữa kỳ Toán 10')).toMatchObject({ state: 'open' });
    expect(mine.data.find((e) => e.name === 'English Unit 1 test')?.result).toEqual({
      score: 1,
      maxScore: 2,
      passed: true,
    });
    const scores = await get<MyScores>('/Lms/Transcript/MyScores', student);
    expect(scores.scores.some((s) => s.source === 'exam' && s.subject === 'Tiếng Anh')).toBe(true);
    // Each exam asks a quiz of its own.
    const quizzes = await t.server.connection.db.selectFrom('exams').select('idLesson').execute();
    expect(new Set(quizzes.map((e) => e.idLesson)).size).toBe(4);
    // The closed test's quiz is no other exam's: its taker reviews it.
    const closed = mine.data.find((e) => e.name === 'English Unit 1 test');
    expect(closed?.reviewable).toBe(true);
    const test = await get<PublicTest>('/Lms/PublicTest/Get');
    expect(test).toMatchObject({ name: 'English placement test' });
  });
});
