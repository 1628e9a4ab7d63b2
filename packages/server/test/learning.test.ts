import type {
  Chapter,
  Course,
  CourseOutline,
  CourseReviews,
  Lesson,
  LessonProgress,
  LessonView,
  MyCourse,
  QuizAttempt,
  QuizAuthoring,
  QuizOverview,
  QuizResult,
  Review,
  StudyRow,
  Thread,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf as data, type OwnerCall, startWithOwner, type TestServer, userIdOf } from './harness';
import { twoOptionQuestion } from './questions';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let teacher: string;
let student: string;
let outsider: string;
let course: Course;
let watch: Lesson;
let reading: Lesson;
let quiz: Lesson;
let later: Lesson;

const open = (idLesson: number, token = student) =>
  data<LessonView>(call('GET', '/Lms/Learning/Lesson', { idCourse: course.id, idLesson }, token));
const report = (idLesson: number, intervals: Array<[number, number]>, extra: object = {}, token = student) =>
  call<LessonProgress>(
    'POST',
    '/Lms/Learning/Progress',
    { idLesson, intervals, position: intervals.at(-1)?.[1] ?? 0, rate: 1, duration: 100, ...extra },
    token,
  );
const seconds = (s: number) => t.clock.advance(s * 1000);

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  teacher = await t.signIn('teacher');
  student = await t.signIn('student');
  outsider = await t.signIn('student2');
  course = await data<Course>(
    call('POST', '/Lms/Course/Add', { name: 'Tiếng Anh giao tiếp', opening: 'sequential' }),
  );
  const chapter = await data<Chapter>(
    call('POST', '/Lms/Curriculum/AddChapter', { idCourse: course.id, title: 'Unit 1' }),
  );
  const add = (payload: object) =>
    data<Lesson>(call('POST', '/Lms/Curriculum/AddLesson', { idChapter: chapter.id, ...payload }));
  watch = await add({
    title: 'Greetings',
    kind: 'youtube',
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    duration: 100,
    seekRestricted: true,
  });
  reading = await add({ title: 'Vocabulary', kind: 'text', content: '<p>Hello</p>' });
  quiz = await add({ title: 'Check yourself', kind: 'quiz' });
  later = await add({ title: 'Unit test', kind: 'text', content: '<p>Later</p>' });
  const idStudent = await userIdOf(t, 'student');
  await call('POST', '/Lms/Enrolment/Add', { idCourse: course.id, idUsers: [idStudent] });
});
afterAll(() => t.close());

describe('a learner in a course', () => {
  it('lists the enrolled course and shows its lessons opening in order', async () => {
    const mine = await data<Paged<MyCourse>>(call('GET', '/Lms/Learning/MyCourses', {}, student));
    expect(mine.data).toEqual([
      expect.objectContaining({
        idCourse: course.id,
        enrolled: true,
        progress: 0,
        lessons: 4,
        completedLessons: 0,
      }),
    ]);
    const outline = await data<CourseOutline>(
      call('GET', '/Lms/Learning/Course', { idCourse: course.id }, student),
    );
    expect(outline.chapters[0]?.lessons.map((l) => l.locked)).toEqual([
      null,
      'previous',
      'previous',
      'previous',
    ]);
    expect(outline.nextLesson).toBe(watch.id);
    const locked = await open(reading.id);
    expect(locked.lesson).toMatchObject({ locked: 'previous', content: '' });
  });

  it('does not show a private course to someone with no standing in it', async () => {
    const reply = await call('GET', '/Lms/Learning/Course', { idCourse: course.id }, outsider);
    expect(reply.status).toBe(404);
    const other = await t.addOtherSite();
    const stranger = await t.signIn('student', { host: other.host });
    const foreign = await t.call({
      method: 'GET',
      url: '/Lms/Learning/Course',
      token: stranger,
      host: other.host,
      payload: { idCourse: course.id },
    });
    expect(foreign.status).toBe(404);
    expect((await report(watch.id, [[0, 5]], {}, outsider)).status).toBe(404);
  });
});

describe('watching a video', () => {
  it('credits a forged interval only with the time that passed, and a replay with nothing', async () => {
    const view = await open(watch.id);
    expect(view.lesson).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', threshold: 80, locked: null });
    seconds(10);
    const forged = await data<LessonProgress>(report(watch.id, [[0, 100]]));
    expect(forged.watched).toEqual([[0, 10.5]]);
    expect(forged.completed).toBe(false);
    const replay = await data<LessonProgress>(report(watch.id, [[0, 100]]));
    expect(replay.watched).toEqual([[0, 10.5]]);
  });

  it('refuses a seek past the furthest point watched and caps the playback rate at 2×', async () => {
    seconds(10);
    const skipped = await data<LessonProgress>(report(watch.id, [[60, 70]]));
    expect(skipped.watched).toEqual([[0, 10.5]]);
    seconds(10);
    const fast = await data<LessonProgress>(report(watch.id, [[10.5, 60]], { rate: 16 }));
    expect(fast.watched).toEqual([[0, 31.5]]);
  });

  it('completes on honest watching at the threshold and moves the course on', async () => {
    let last: LessonProgress | undefined;
    for (let at = 31.5; at < 84; at += 15) {
      seconds(15);
      last = await data<LessonProgress>(report(watch.id, [[at, Math.min(at + 15, 100)]]));
    }
    expect(last).toMatchObject({ completed: true, percent: 100, courseProgress: 25 });
    const outline = await data<CourseOutline>(
      call('GET', '/Lms/Learning/Course', { idCourse: course.id }, student),
    );
    expect(outline.chapters[0]?.lessons.map((l) => l.locked)).toEqual([null, null, 'previous', 'previous']);
    const resumed = await open(watch.id);
    expect(resumed.progress.position).toBeGreaterThan(80);
  });

  it('completes a text by reading it, and refuses to complete a video or quiz that way', async () => {
    expect((await call('POST', '/Lms/Learning/Complete', { idLesson: watch.id }, student)).status).toBe(400);
    await open(reading.id);
    const read = await data<LessonProgress>(
      call('POST', '/Lms/Learning/Complete', { idLesson: reading.id }, student),
    );
    expect(read).toMatchObject({ completed: true, courseProgress: 50 });
  });
});

describe('quizzes', () => {
  const questions = [
    twoOptionQuestion('“Hello” means?', ['Xin chào', 'Tạm biệt'], 'a'),
    {
      kind: 'multiple',
      prompt: 'Greetings?',
      options: [
        { id: 'a', text: 'Hi' },
        { id: 'b', text: 'Bye' },
        { id: 'c', text: 'Hey' },
      ],
      correct: ['a', 'c'],
      points: 2,
    },
    {
      kind: 'truefalse',
      prompt: '“Good night” is a greeting on arrival.',
      options: [],
      correct: ['false'],
      points: 1,
    },
    {
      kind: 'short',
      prompt: 'Reply to “How are you?”',
      options: [],
      correct: ['Fine, thank you'],
      match: 'normalized',
      points: 1,
    },
  ];

  it('checks what an author saves and keeps the answers from learners', async () => {
    const bad = await call('PUT', '/Lms/Quiz/Save', {
      idLesson: quiz.id,
      passPercent: 80,
      attemptsAllowed: 2,
      timeLimitMinutes: 10,
      shuffle: true,
      showAnswers: true,
      questions: [{ ...questions[0], correct: ['a', 'b'] }],
    });
    expect(bad.body.data).toEqual([{ field: 'questions.0.correct', message: expect.any(String) }]);
    expect(
      (
        await call(
          'PUT',
          '/Lms/Quiz/Save',
          {
            idLesson: quiz.id,
            passPercent: 80,
            attemptsAllowed: 2,
            timeLimitMinutes: 10,
            shuffle: true,
            showAnswers: true,
            questions,
          },
          teacher,
        )
      ).status,
    ).toBe(403);
    const saved = await data<QuizAuthoring>(
      call('PUT', '/Lms/Quiz/Save', {
        idLesson: quiz.id,
        passPercent: 80,
        attemptsAllowed: 2,
        timeLimitMinutes: 10,
        shuffle: true,
        showAnswers: true,
        questions,
      }),
    );
    expect(saved.questions).toHaveLength(4);
    expect(saved.questions[2]?.options.map((o) => o.id)).toEqual(['true', 'false']);
    expect((await call('GET', '/Lms/Quiz/Get', { idLesson: quiz.id }, student)).status).toBe(403);
  });

  it('grades on the server, limits attempts and completes the lesson on passing', async () => {
    const attempt = await data<QuizAttempt>(call('POST', '/Lms/Quiz/Start', { idLesson: quiz.id }, student));
    expect(JSON.stringify(attempt)).not.toContain('correct');
    expect(attempt.questions).toHaveLength(4);
    const again = await data<QuizAttempt>(call('POST', '/Lms/Quiz/Start', { idLesson: quiz.id }, student));
    expect(again.id).toBe(attempt.id);
    const ids = Object.fromEntries(attempt.questions.map((q) => [q.kind, q.id]));
    const failed = await data<QuizResult>(
      call(
        'POST',
        '/Lms/Quiz/Submit',
        { idAttempt: attempt.id, answers: [{ idQuestion: ids.single, choices: ['a'] }] },
        student,
      ),
    );
    expect(failed).toMatchObject({ score: 2, maxScore: 6, passed: false, review: null });

    const second = await data<QuizAttempt>(call('POST', '/Lms/Quiz/Start', { idLesson: quiz.id }, student));
    const passed = await data<QuizResult>(
      call(
        'POST',
        '/Lms/Quiz/Submit',
        {
          idAttempt: second.id,
          answers: [
            { idQuestion: ids.single, choices: ['a'] },
            { idQuestion: ids.multiple, choices: ['c', 'a'] },
            { idQuestion: ids.truefalse, choices: ['false'] },
            { idQuestion: ids.short, choices: ['  fine,  THANK you. '] },
          ],
        },
        student,
      ),
    );
    expect(passed).toMatchObject({ score: 6, passed: true });
    expect(passed.review?.find((r) => r.idQuestion === ids.multiple)).toEqual({
      idQuestion: ids.multiple,
      correct: ['a', 'c'],
      right: true,
    });
    const resubmit = await data<QuizResult>(
      call('POST', '/Lms/Quiz/Submit', { idAttempt: second.id, answers: [] }, student),
    );
    expect(resubmit.score).toBe(6);
    const third = await call('POST', '/Lms/Quiz/Start', { idLesson: quiz.id }, student);
    expect(third.status).toBe(400);
    const overview = await data<QuizOverview>(
      call('GET', '/Lms/Quiz/Overview', { idLesson: quiz.id }, student),
    );
    expect(overview).toMatchObject({ attemptsLeft: 0, passed: true, questions: 4, maxScore: 6 });
    const view = await open(later.id);
    expect(view.lesson.locked).toBeNull();
    expect(view.progress.courseProgress).toBe(75);
  });

  it('grades an attempt sent after its time limit without its answers', async () => {
    await call('PUT', '/Lms/Quiz/Save', {
      idLesson: quiz.id,
      passPercent: 50,
      attemptsAllowed: null,
      timeLimitMinutes: 1,
      shuffle: false,
      showAnswers: false,
      questions,
    });
    const attempt = await data<QuizAttempt>(call('POST', '/Lms/Quiz/Start', { idLesson: quiz.id }, student));
    seconds(120);
    const late = await call<QuizResult>(
      'POST',
      '/Lms/Quiz/Submit',
      { idAttempt: attempt.id, answers: [{ idQuestion: attempt.questions[0]?.id, choices: ['a'] }] },
      student,
    );
    expect(late.body.data).toMatchObject({ score: 0, passed: false, review: null });
    expect(late.body.message).toBeTruthy();
  });
});

describe('progress as the school sees it', () => {
  it('lists each learner’s progress, lessons and quiz score', async () => {
    await call('POST', '/Lms/Learning/Complete', { idLesson: later.id }, student);
    const rows = await data<Paged<StudyRow>>(call('GET', '/Lms/Study/List', { idCourse: course.id }));
    expect(rows.data).toEqual([
      expect.objectContaining({
        username: 'student',
        progress: 100,
        completedLessons: 4,
        lessons: 4,
        quizAverage: 100,
      }),
    ]);
    expect(rows.data[0]?.completedAt).not.toBeNull();
    for (const sort of ['fullName', 'courseName', 'progress', 'quizAverage'])
      expect(
        (await data<Paged<StudyRow>>(call('GET', '/Lms/Study/List', { sort, direction: 'desc' }))).data[0],
      ).toMatchObject({
        quizAverage: 100,
        lessons: 4,
      });
    const teachers = await data<Paged<StudyRow>>(call('GET', '/Lms/Study/List', {}, teacher));
    expect(teachers.total).toBe(0);
    expect((await call('GET', '/Lms/Study/List', {}, student)).status).toBe(403);
  });
});

describe('reviews and questions', () => {
  it('lets an enrolled learner rate once, and the school hide and reply', async () => {
    expect(
      (await call('POST', '/Lms/Review/Save', { idCourse: course.id, rating: 5 }, outsider)).status,
    ).toBe(404);
    const first = await data<Review>(
      call('POST', '/Lms/Review/Save', { idCourse: course.id, rating: 4, comment: 'Hay' }, student),
    );
    const changed = await data<Review>(
      call('POST', '/Lms/Review/Save', { idCourse: course.id, rating: 5, comment: 'Rất hay' }, student),
    );
    expect(changed.id).toBe(first.id);
    expect((await call('POST', '/Lms/Review/Save', { idCourse: course.id, rating: 6 }, student)).status).toBe(
      400,
    );
    let reviews = await data<CourseReviews>(
      call('GET', '/Lms/Review/List', { idCourse: course.id }, student),
    );
    expect(reviews).toMatchObject({
      average: 5,
      count: 1,
      total: 1,
      canReview: true,
      mine: { comment: 'Rất hay' },
    });

    expect(
      (await call('PUT', '/Lms/Review/SetHidden', { ids: [first.id], hidden: true }, teacher)).status,
    ).toBe(403);
    await call('PUT', '/Lms/Review/SetHidden', { ids: [first.id], hidden: true });
    await call('PUT', '/Lms/Review/Reply', { id: first.id, reply: 'Cảm ơn em' });
    reviews = await data<CourseReviews>(call('GET', '/Lms/Review/List', { idCourse: course.id }, student));
    expect(reviews).toMatchObject({
      average: null,
      count: 0,
      total: 0,
      mine: { hidden: true, reply: 'Cảm ơn em' },
    });
    const admin = await data<Paged<Review>>(call('GET', '/Lms/Review/AdminList', { keyword: 'rất' }));
    expect(admin.data.map((r) => r.id)).toEqual([first.id]);
    expect((await call('DELETE', '/Lms/Review/Delete', { ids: [first.id, 999999] })).status).toBe(404);
  });

  it('keeps Q&A threads with the staff’s answers marked', async () => {
    const asked = await data<Thread>(
      call('POST', '/Lms/Question/Ask', { idCourse: course.id, body: 'What does “fine” mean?' }, student),
    );
    await call('POST', '/Lms/Question/Answer', { idQuestion: asked.id, body: '“Khỏe”.' });
    await call('POST', '/Lms/Question/Answer', { idQuestion: asked.id, body: 'Cảm ơn thầy!' }, student);
    const threads = await data<Paged<Thread>>(
      call('GET', '/Lms/Question/List', { idCourse: course.id }, student),
    );
    expect(threads.data[0]?.answers.map((a) => [a.body, a.isStaff])).toEqual([
      ['“Khỏe”.', true],
      ['Cảm ơn thầy!', false],
    ]);
    expect(
      (await call('POST', '/Lms/Question/Ask', { idCourse: course.id, body: 'Hi' }, outsider)).status,
    ).toBe(404);
    await call('PUT', '/Lms/Question/SetHidden', { ids: [asked.id], hidden: true });
    expect(
      (await data<Paged<Thread>>(call('GET', '/Lms/Question/List', { idCourse: course.id }, student))).total,
    ).toBe(0);
    expect((await data<Paged<Thread>>(call('GET', '/Lms/Question/AdminList', { hidden: true }))).total).toBe(
      1,
    );
  });
});

describe('how lessons open', () => {
  it('opens lessons by date, lets visitors try trial lessons only, and enrols a learner who starts an open course', async () => {
    const dated = await data<Course>(
      call('POST', '/Lms/Course/Add', { name: 'Lịch sử 10', opening: 'date', visibility: 'public' }),
    );
    const chapter = await data<Chapter>(
      call('POST', '/Lms/Curriculum/AddChapter', { idCourse: dated.id, title: 'Chương 1' }),
    );
    const add = (payload: object) =>
      data<Lesson>(call('POST', '/Lms/Curriculum/AddLesson', { idChapter: chapter.id, ...payload }));
    const now = t.clock.now().getTime();
    const first = await add({
      title: 'Mở đầu',
      kind: 'text',
      isTrial: true,
      opensAt: new Date(now - 86_400_000).toISOString(),
    });
    const soon = await add({
      title: 'Bài 1',
      kind: 'text',
      opensAt: new Date(now + 86_400_000).toISOString(),
    });

    // Not enrolled, the course public: the trial lesson opens, the other asks for enrolment.
    let outline = await data<CourseOutline>(
      call('GET', '/Lms/Learning/Course', { idCourse: dated.id }, outsider),
    );
    expect(outline.enrolled).toBe(false);
    expect(outline.chapters[0]?.lessons.map((l) => l.locked)).toEqual([null, 'enrol']);

    const idOutsider = await userIdOf(t, 'student2');
    await call('POST', '/Lms/Enrolment/Add', { idCourse: dated.id, idUsers: [idOutsider] });
    outline = await data<CourseOutline>(
      call('GET', '/Lms/Learning/Course', { idCourse: dated.id }, outsider),
    );
    expect(outline.chapters[0]?.lessons.map((l) => l.locked)).toEqual([null, 'date']);
    seconds(2 * 86_400);
    outline = await data<CourseOutline>(
      call('GET', '/Lms/Learning/Course', { idCourse: dated.id }, outsider),
    );
    expect(outline.chapters[0]?.lessons.map((l) => l.locked)).toEqual([null, null]);
    expect(first.id).not.toBe(soon.id);

    const openCourse = await data<Course>(
      call('POST', '/Lms/Course/Add', { name: 'Kỹ năng sống', isOpen: true }),
    );
    const openChapter = await data<Chapter>(
      call('POST', '/Lms/Curriculum/AddChapter', { idCourse: openCourse.id, title: 'Phần 1' }),
    );
    const lesson = await data<Lesson>(
      call('POST', '/Lms/Curriculum/AddLesson', {
        idChapter: openChapter.id,
        title: 'Lắng nghe',
        kind: 'text',
      }),
    );
    const listed = await data<Paged<MyCourse>>(call('GET', '/Lms/Learning/MyCourses', {}, outsider));
    expect(listed.data.find((c) => c.idCourse === openCourse.id)).toMatchObject({ enrolled: false });
    await data<CourseOutline>(call('GET', '/Lms/Learning/Course', { idCourse: openCourse.id }, outsider));
    const logs = await t.server.connection.db
      .selectFrom('openCourseLogs')
      .selectAll()
      .where('idCourse', '=', openCourse.id)
      .execute();
    expect(logs).toHaveLength(1);
    await data<LessonView>(
      call('GET', '/Lms/Learning/Lesson', { idCourse: openCourse.id, idLesson: lesson.id }, outsider),
    );
    const after = await data<Paged<MyCourse>>(call('GET', '/Lms/Learning/MyCourses', {}, outsider));
    expect(after.data.find((c) => c.idCourse === openCourse.id)).toMatchObject({ enrolled: true });
  });

  it('says whose progress a lesson shows: a learner’s, none for a visitor trying it, none for staff', async () => {
    const shown = await data<Course>(
      call('POST', '/Lms/Course/Add', { name: 'Địa lý 10', visibility: 'public' }),
    );
    const chapter = await data<Chapter>(
      call('POST', '/Lms/Curriculum/AddChapter', { idCourse: shown.id, title: 'Chương 1' }),
    );
    const trial = await data<Lesson>(
      call('POST', '/Lms/Curriculum/AddLesson', {
        idChapter: chapter.id,
        title: 'Bản đồ',
        kind: 'text',
        isTrial: true,
      }),
    );
    const view = (token: string) =>
      data<LessonView>(
        call('GET', '/Lms/Learning/Lesson', { idCourse: shown.id, idLesson: trial.id }, token),
      );
    const tried = await view(student);
    expect(tried.viewer).toBe('visitor');
    expect((await view(owner)).viewer).toBe('staff');
    expect((await open(watch.id)).viewer).toBe('learner');
  });
});

describe('a curriculum that changes', () => {
  it('recounts every learner’s progress when a lesson is added or removed', async () => {
    const progressOf = async () =>
      (
        await data<Paged<StudyRow>>(
          call('GET', '/Lms/Study/List', { idCourse: course.id, keyword: 'Phạm Thu' }),
        )
      ).data[0];
    expect(await progressOf()).toMatchObject({ progress: 100 });
    const chapter = (
      await data<{ chapters: Chapter[] }>(call('GET', '/Lms/Curriculum/Get', { idCourse: course.id }))
    ).chapters[0] as Chapter;
    const extra = await data<Lesson>(
      call('POST', '/Lms/Curriculum/AddLesson', { idChapter: chapter.id, title: 'Bonus', kind: 'text' }),
    );
    expect(await progressOf()).toMatchObject({
      progress: 80,
      completedLessons: 4,
      lessons: 5,
      completedAt: null,
    });
    await call('DELETE', '/Lms/Curriculum/DeleteLesson', { id: extra.id });
    const back = await progressOf();
    expect(back).toMatchObject({ progress: 100, lessons: 4 });
    expect(back?.completedAt).not.toBeNull();
  });
});

describe('a YouTube video that will not load', () => {
  const failed = (payload: object, token = student) =>
    call('POST', '/Lms/Learning/VideoFailed', { idLesson: watch.id, ...payload }, token);
  const failures = async () => {
    const { chapters } = await data<{ chapters: Chapter[] }>(
      call('GET', '/Lms/Curriculum/Get', { idCourse: course.id }),
    );
    return chapters.flatMap((c) => c.lessons).find((l) => l.id === watch.id)?.videoFailures;
  };

  it('is recorded for the learner who could not load it, counted once per learner for the teacher', async () => {
    expect(await failures()).toBeNull();
    expect((await failed({ reason: 'noApi' })).status).toBe(200);
    expect((await failed({ reason: 'notEmbeddable', code: 150 })).status).toBe(200);
    expect(await failures()).toEqual({ learners: 1, reason: 'notEmbeddable', code: 150 });
    // Only a lesson the caller opened, only a YouTube lesson, only a reason the contract names.
    expect((await failed({ reason: 'noApi' }, outsider)).status).toBe(404);
    expect(
      (await call('POST', '/Lms/Learning/VideoFailed', { idLesson: reading.id, reason: 'noApi' }, student))
        .status,
    ).toBe(400);
    expect((await failed({ reason: 'broken' })).status).toBe(400);
    // Staff previewing the lesson are not learners who could not load it.
    await open(watch.id, owner);
    expect((await failed({ reason: 'noApi' }, owner)).status).toBe(200);
    expect((await failures())?.learners).toBe(1);
  });

  it('is forgotten once the learner watches it, or once the teacher changes the video', async () => {
    seconds(5);
    await report(watch.id, [[90, 95]]);
    expect(await failures()).toBeNull();
    await failed({ reason: 'unavailable', code: 100 });
    expect((await failures())?.learners).toBe(1);
    await call('PUT', '/Lms/Curriculum/EditLesson', {
      id: watch.id,
      title: 'Greetings',
      kind: 'youtube',
      youtubeUrl: 'https://youtu.be/aqz-KE-bpKQ',
      duration: 240,
      seekRestricted: true,
    });
    expect(await failures()).toBeNull();
  });
});

describe('a free public course', () => {
  it('lets a student enrol herself, once, and opens its lessons to her; a paid, private or staff case is refused', async () => {
    const addCourse = (payload: object) =>
      data<Course>(call('POST', '/Lms/Course/Add', { opening: 'all', visibility: 'public', ...payload }));
    const free = await addCourse({ name: 'Kỹ năng tự học' });
    const chapter = await data<Chapter>(
      call('POST', '/Lms/Curriculum/AddChapter', { idCourse: free.id, title: 'Bắt đầu' }),
    );
    await call('POST', '/Lms/Curriculum/AddLesson', {
      idChapter: chapter.id,
      title: 'Đọc trước',
      kind: 'text',
      content: '<p>Xin chào</p>',
    });
    const before = await data<CourseOutline>(
      call('GET', '/Lms/Learning/Course', { idCourse: free.id }, outsider),
    );
    expect(before).toMatchObject({ enrolled: false, selfEnrol: true });
    expect(before.chapters[0]?.lessons[0]?.locked).toBe('enrol');

    const enrol = (idCourse: number, token = outsider) =>
      call<CourseOutline>('POST', '/Lms/Learning/Enrol', { idCourse }, token);
    const [first, again] = await Promise.all([enrol(free.id), enrol(free.id)]);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(first.body.data).toMatchObject({ enrolled: true, selfEnrol: false });
    expect(first.body.data?.chapters[0]?.lessons[0]?.locked).toBeNull();
    const rows = await t.server.connection.db
      .selectFrom('courseEnrolments')
      .where('idCourse', '=', free.id)
      .select('idUser')
      .execute();
    expect(rows).toHaveLength(1);

    const paid = await addCourse({ name: 'IELTS 7.0', isPaid: true, price: 1_200_000 });
    // The catalogue: the school's public courses she is not in, with what they cost.
    const catalogue = await data<Paged<MyCourse>>(
      call('GET', '/Lms/Learning/MyCourses', { filter: 'catalogue' }, outsider),
    );
    expect(catalogue.data.map((c) => [c.name, c.isPaid, c.price])).toContainEqual([
      'IELTS 7.0',
      true,
      1_200_000,
    ]);
    expect(catalogue.data.map((c) => c.idCourse)).not.toContain(free.id);
    expect(catalogue.data.map((c) => c.idCourse)).not.toContain(course.id);
    const refused = await enrol(paid.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This course is not open for free enrolment: buy it or use an activation code.',
    );
    const hidden = await addCourse({ name: 'Lớp riêng', visibility: 'private' });
    expect((await enrol(hidden.id)).status).toBe(404);
    // Staff preview a course; they are not its learners.
    expect((await enrol(free.id, teacher)).status).toBe(403);
  });
});
