import type { Chapter, Curriculum, Lesson } from '@saola/core/api';
import { youtubeId } from '@saola/core/validate';
import { type Answers, ok, refuse } from '../../../../test/fake-saola';

const lesson = (id: number, idChapter: number, title: string, extra: Partial<Lesson> = {}): Lesson => ({
  id,
  idChapter,
  title,
  kind: 'text',
  position: 0,
  content: '',
  youtubeId: null,
  idFile: null,
  isTrial: false,
  seekRestricted: false,
  completionThreshold: null,
  duration: null,
  opensAt: null,
  processing: null,
  videoFailures: null,
  ...extra,
});

export const CHAPTERS: Chapter[] = [
  {
    id: 1,
    title: 'Chương 1: Động học',
    position: 0,
    lessons: [
      lesson(11, 1, 'Giới thiệu khóa học', { isTrial: true }),
      lesson(12, 1, 'Chuyển động thẳng đều', {
        kind: 'youtube',
        youtubeId: 'dQw4w9WgXcQ',
        duration: 213,
        seekRestricted: true,
        videoFailures: { learners: 3, reason: 'noApi', code: null },
      }),
    ],
  },
  {
    id: 2,
    title: 'Chương 2: Động lực học',
    position: 1,
    lessons: [
      lesson(21, 2, 'Ba định luật Newton', {
        kind: 'video',
        idFile: 5,
        processing: { state: 'running', progress: 45 },
      }),
    ],
  },
];

/** A fake of the curriculum endpoints over an in-memory course, with the server's YouTube rules (link, length). */
export function curriculumServer(initial: Chapter[] = CHAPTERS): Answers {
  let chapters: Chapter[] = structuredClone(initial);
  let next = 100;
  const whole = (): Curriculum => ({ idCourse: 7, chapters });
  const lessonOf = (body: Record<string, unknown>): Partial<Lesson> | { field: string; error: string } => {
    if (body.kind !== 'youtube') return { ...(body as Partial<Lesson>), youtubeId: null, duration: null };
    const id = youtubeId(String(body.youtubeUrl ?? ''));
    if (!id) return { field: 'youtubeUrl', error: 'Liên kết YouTube không hợp lệ' };
    if (!body.duration) return { field: 'duration', error: 'Trường này là bắt buộc' };
    return { ...(body as Partial<Lesson>), youtubeId: id };
  };
  return {
    '/Lms/Curriculum/Get': () => ok(whole()),
    '/Lms/Curriculum/AddChapter': (request) => {
      const { title } = request.body as { title: string };
      const chapter = { id: next++, title, position: chapters.length, lessons: [] };
      chapters = [...chapters, chapter];
      return ok(chapter, 'Đã lưu');
    },
    '/Lms/Curriculum/DeleteChapter': (request) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      chapters = chapters.filter((c) => c.id !== id);
      return ok({ deleted: 1 }, 'Đã xóa');
    },
    '/Lms/Curriculum/AddLesson': (request) => {
      const body = request.body as Record<string, unknown>;
      const made = lessonOf(body);
      if ('error' in made)
        return refuse(400, 'Dữ liệu không hợp lệ', [{ field: made.field, message: made.error }]);
      const idChapter = Number(body.idChapter);
      const created = lesson(next++, idChapter, String(body.title), made);
      chapters = chapters.map((c) => (c.id === idChapter ? { ...c, lessons: [...c.lessons, created] } : c));
      return ok(created, 'Đã lưu');
    },
    '/Lms/Curriculum/EditLesson': (request) => {
      const body = request.body as Record<string, unknown>;
      const made = lessonOf(body);
      if ('error' in made)
        return refuse(400, 'Dữ liệu không hợp lệ', [{ field: made.field, message: made.error }]);
      chapters = chapters.map((c) => ({
        ...c,
        lessons: c.lessons.map((l) => (l.id === body.id ? { ...l, ...made } : l)),
      }));
      return ok(
        chapters.flatMap((c) => c.lessons).find((l) => l.id === body.id),
        'Đã lưu',
      );
    },
    '/Lms/Curriculum/DeleteLesson': (request) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      chapters = chapters.map((c) => ({ ...c, lessons: c.lessons.filter((l) => l.id !== id) }));
      return ok({ deleted: 1 }, 'Đã xóa');
    },
    '/Lms/Curriculum/Reorder': (request) => {
      const { chapters: order } = request.body as { chapters: Array<{ id: number; lessons: number[] }> };
      const lessons = new Map(chapters.flatMap((c) => c.lessons).map((l) => [l.id, l]));
      chapters = order.map((o, position) => ({
        ...(chapters.find((c) => c.id === o.id) as Chapter),
        position,
        lessons: o.lessons.map((id) => ({ ...(lessons.get(id) as Lesson), idChapter: o.id })),
      }));
      return ok(whole(), 'Đã lưu');
    },
  };
}
