import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/connect';
import { scopedDb } from '../http/scoped';
import { recountCourse } from '../modules/course';

/** A small generated clip (8 s, testsrc2 and a tone) standing in for a teacher's uploaded lecture. */
const DEMO_VIDEO = fileURLToPath(new URL('./assets/demo-lesson.mp4', import.meta.url));
const DEMO_VIDEO_SECONDS = 8;

type LessonSeed =
  | { title: string; kind: 'text'; content: string; isTrial?: boolean }
  | { title: string; kind: 'youtube'; youtubeId: string; duration: number; seekRestricted?: boolean }
  | { title: string; kind: 'video' }
  | { title: string; kind: 'quiz'; questions: QuestionSeed[] };

interface QuestionSeed {
  kind: 'single' | 'multiple' | 'truefalse' | 'short';
  prompt: string;
  options?: string[];
  correct: string[];
  points?: number;
}

interface CourseSeed {
  name: string;
  category: string;
  welcome: string;
  about: string;
  benefits: string[];
  opening: 'all' | 'sequential';
  isOpen?: boolean;
  chapters: Array<{ title: string; lessons: LessonSeed[] }>;
  /** Learners (by username) and how many lessons each has completed. */
  learners: Record<string, number>;
}

const COURSES: CourseSeed[] = [
  {
    name: 'Toán 10 — Mệnh đề và tập hợp',
    category: 'Toán học',
    welcome: 'Chào mừng các em đến với chương đầu tiên của Toán 10!',
    about:
      '<p>Khóa học giúp các em nắm vững <strong>mệnh đề</strong> và <strong>tập hợp</strong>, nền tảng của toán học phổ thông.</p>',
    benefits: [
      'Hiểu và lập được mệnh đề phủ định',
      'Thực hiện các phép toán trên tập hợp',
      'Tự kiểm tra sau mỗi chương',
    ],
    opening: 'sequential',
    chapters: [
      {
        title: 'Chương 1: Mệnh đề',
        lessons: [
          {
            title: 'Giới thiệu khóa học',
            kind: 'text',
            isTrial: true,
            content: '<p>Mỗi bài học có video và bài tập ngắn. Hãy học theo thứ tự nhé!</p>',
          },
          { title: 'Bài giảng: Mệnh đề là gì?', kind: 'video' },
          {
            title: 'Mệnh đề phủ định (video YouTube)',
            kind: 'youtube',
            youtubeId: 'M7lc1UVf-VE',
            duration: 600,
            seekRestricted: true,
          },
        ],
      },
      {
        title: 'Chương 2: Tập hợp',
        lessons: [
          {
            title: 'Các phép toán trên tập hợp',
            kind: 'text',
            content: '<p>Giao: A ∩ B. Hợp: A ∪ B. Hiệu: A \\ B.</p>',
          },
          {
            title: 'Kiểm tra chương',
            kind: 'quiz',
            questions: [
              {
                kind: 'single',
                prompt: 'A = {1; 2; 3}, B = {2; 3; 4}. A ∩ B = ?',
                options: ['{2; 3}', '{1; 4}', '{1; 2; 3; 4}'],
                correct: ['a'],
                points: 2,
              },
              {
                kind: 'multiple',
                prompt: 'Câu nào là mệnh đề?',
                options: ['2 + 2 = 4', 'Hôm nay trời đẹp quá!', 'Hà Nội là thủ đô của Việt Nam'],
                correct: ['a', 'c'],
                points: 2,
              },
              { kind: 'truefalse', prompt: 'Tập rỗng là tập con của mọi tập hợp.', correct: ['true'] },
              { kind: 'short', prompt: 'Kí hiệu của phép hợp hai tập hợp là gì?', correct: ['∪', 'hợp'] },
            ],
          },
          {
            title: 'Đề thi cuối kỳ',
            kind: 'quiz',
            questions: [
              {
                kind: 'single',
                prompt: 'A = {1; 2; 3}, B = {2; 3; 4}. A \\ B = ?',
                options: ['{1}', '{4}', '{2; 3}'],
                correct: ['a'],
                points: 2,
              },
              {
                kind: 'single',
                prompt: 'Mệnh đề phủ định của “∀x ∈ ℝ, x² ≥ 0” là:',
                options: ['∃x ∈ ℝ, x² < 0', '∀x ∈ ℝ, x² < 0', '∃x ∈ ℝ, x² ≥ 0'],
                correct: ['a'],
                points: 2,
              },
              { kind: 'truefalse', prompt: 'Tập hợp {1; 2} có đúng bốn tập con.', correct: ['true'] },
            ],
          },
        ],
      },
    ],
    learners: { student3: 6, student4: 2 },
  },
  {
    name: 'English for Everyday Conversation',
    category: 'Ngoại ngữ',
    welcome: 'Welcome! Speak with confidence from the very first lesson.',
    about: '<p>Short lessons on greetings, small talk and asking for help, for students of every class.</p>',
    benefits: ['Greet people naturally', 'Keep a short conversation going'],
    opening: 'all',
    chapters: [
      {
        title: 'Unit 1: Greetings',
        lessons: [
          { title: 'Hello and goodbye', kind: 'youtube', youtubeId: 'ysz5S6PUM-U', duration: 300 },
          {
            title: 'Useful phrases',
            kind: 'text',
            content: '<ul><li>How are you? — Fine, thank you.</li><li>See you later!</li></ul>',
          },
          {
            title: 'Check yourself',
            kind: 'quiz',
            questions: [
              {
                kind: 'single',
                prompt: '“Good morning” is said…',
                options: ['in the morning', 'at night'],
                correct: ['a'],
              },
              { kind: 'short', prompt: 'Reply to “How are you?”', correct: ['Fine, thank you', 'I am fine'] },
            ],
          },
          {
            title: 'Placement test',
            kind: 'quiz',
            questions: [
              {
                kind: 'single',
                prompt: 'Choose the correct sentence.',
                options: ['She goes to school every day.', 'She go to school every day.'],
                correct: ['a'],
              },
              { kind: 'short', prompt: 'Complete: “I ___ a student.”', correct: ['am'] },
            ],
          },
        ],
      },
    ],
    learners: { student4: 1, student2: 0 },
  },
  {
    name: 'ພາສາລາວເບື້ອງຕົ້ນ',
    category: 'Ngoại ngữ',
    welcome: 'ຍິນດີຕ້ອນຮັບສູ່ຫຼັກສູດພາສາລາວ!',
    about: '<p>ຮຽນຕົວອັກສອນ ແລະ ການທັກທາຍພາສາລາວ.</p>',
    benefits: ['ອ່ານພະຍັນຊະນະໄດ້', 'ທັກທາຍເປັນພາສາລາວ'],
    opening: 'all',
    isOpen: true,
    chapters: [
      {
        title: 'ພາກທີ 1: ຕົວອັກສອນ',
        lessons: [
          { title: 'ພະຍັນຊະນະ ກ ຂ ຄ', kind: 'text', content: '<p>ກ ໄກ່, ຂ ໄຂ່, ຄ ຄວາຍ</p>' },
          { title: 'ສະບາຍດີ', kind: 'youtube', youtubeId: 'aqz-KE-bpKQ', duration: 240 },
        ],
      },
    ],
    learners: { student2: 2 },
  },
];

const letters = (n: number) => String.fromCharCode(97 + n);

/**
 * The demo school's courses: a category tree, three courses in Vietnamese, English and Lao with chapters,
 * text, YouTube and uploaded-video lessons and quizzes, and learners at different points. `filesRoot` is local
 * storage; without it (a bucket) the uploaded-video lesson is left out.
 */
export async function seedCourses(
  db: Db,
  idSite: number,
  users: Array<{ id: number; username: string }>,
  now: Date,
  filesRoot: string | null,
): Promise<void> {
  const idOf = (username: string) => users.find((u) => u.username === username)?.id as number;
  const parent = await db
    .insertInto('courseCategories')
    .values({ idSite, name: 'Trung học phổ thông', idParent: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categories = new Map<string, number>();
  for (const name of new Set(COURSES.map((c) => c.category))) {
    const row = await db
      .insertInto('courseCategories')
      .values({ idSite, name, idParent: parent.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(name, row.id);
  }
  let idVideo: number | null = null;
  if (filesRoot) {
    const key = `${idSite}/demo-lesson-${now.getTime().toString(36)}.mp4`;
    await mkdir(dirname(join(filesRoot, key)), { recursive: true });
    await copyFile(DEMO_VIDEO, join(filesRoot, key));
    const file = await db
      .insertInto('files')
      .values({
        idSite,
        idUser: idOf('teacher'),
        name: 'menh-de-la-gi.mp4',
        contentType: 'video/mp4',
        size: 81103,
        type: 'video',
        storageKey: key,
        status: 'ready',
        youtubeId: null,
        thumbnailUrl: null,
        duration: DEMO_VIDEO_SECONDS,
        posterKey: null,
        hlsKey: null,
        processingNote: null,
        processing: 'queued',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    idVideo = file.id;
  }

  for (const seed of COURSES) {
    const course = await db
      .insertInto('courses')
      .values({
        idSite,
        name: seed.name,
        coverUrl: null,
        idTeacher: idOf('teacher'),
        visibility: 'public',
        approval: 'approved',
        idCategory: categories.get(seed.category) ?? null,
        welcome: seed.welcome,
        about: seed.about,
        benefits: JSON.stringify(seed.benefits),
        opening: seed.opening,
        isOpen: seed.isOpen ?? false,
        denialReason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lessonIds: number[] = [];
    for (const [c, chapter] of seed.chapters.entries()) {
      const { id: idChapter } = await db
        .insertInto('courseChapters')
        .values({ idSite, idCourse: course.id, title: chapter.title, position: c })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, lesson] of chapter.lessons.entries()) {
        if (lesson.kind === 'video' && idVideo === null) continue;
        const { id } = await db
          .insertInto('courseLessons')
          .values({
            idSite,
            idCourse: course.id,
            idChapter,
            position,
            title: lesson.title,
            kind: lesson.kind,
            opensAt: null,
            content: lesson.kind === 'text' ? lesson.content : '',
            youtubeId: lesson.kind === 'youtube' ? lesson.youtubeId : null,
            duration: lesson.kind === 'youtube' ? lesson.duration : null,
            idFile: lesson.kind === 'video' ? idVideo : null,
            isTrial: lesson.kind === 'text' ? (lesson.isTrial ?? false) : false,
            seekRestricted: lesson.kind === 'youtube' ? (lesson.seekRestricted ?? false) : false,
            completionThreshold: null,
            attemptsAllowed: lesson.kind === 'quiz' ? 3 : null,
            timeLimitMinutes: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        lessonIds.push(id);
        if (lesson.kind === 'quiz')
          await db
            .insertInto('quizQuestions')
            .values(
              lesson.questions.map((q, i) => ({
                idSite,
                idLesson: id,
                position: i,
                kind: q.kind,
                prompt: q.prompt,
                match: 'normalized' as const,
                points: q.points ?? 1,
                options: JSON.stringify(
                  q.kind === 'truefalse'
                    ? [
                        { id: 'true', text: 'true' },
                        { id: 'false', text: 'false' },
                      ]
                    : (q.options ?? []).map((text, o) => ({ id: letters(o), text })),
                ),
                correct: JSON.stringify(q.correct),
              })),
            )
            .execute();
      }
    }
    for (const [username, done] of Object.entries(seed.learners)) {
      const idUser = idOf(username);
      await db
        .insertInto('courseEnrolments')
        .values({ idSite, idCourse: course.id, idUser, enrolledAt: now })
        .execute();
      if (done > 0)
        await db
          .insertInto('lessonProgress')
          .values(
            lessonIds.slice(0, done).map((idLesson) => ({
              idSite,
              idLesson,
              idUser,
              idCourse: course.id,
              completedAt: now,
              clockAt: now,
            })),
          )
          .execute();
      // A learner who has not started keeps no last activity.
      if (done > 0) await recountCourse(scopedDb(db, idSite), course.id, idUser, now);
    }
  }
}
