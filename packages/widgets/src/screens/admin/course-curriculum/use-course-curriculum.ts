import type { Chapter, Curriculum, Lesson } from '@saola/core/api';
import { useEffect, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { dropLesson, moveChapter, moveLesson, type Order, orderOf } from './reorder';

/** A course's chapters and lessons, and every change to them; moves are saved as the whole new order. */
export function useCourseCurriculum(idCourse: number) {
  const { api } = useSaola();
  const loaded = useReply((a) => a.curriculum.get({ idCourse }), [idCourse]);
  const [chapters, setChapters] = useState<Chapter[] | null>(null);
  useEffect(() => {
    if (loaded.data) setChapters(loaded.data.chapters);
  }, [loaded.data]);

  const replace = (curriculum: Curriculum | null) => {
    if (curriculum) setChapters(curriculum.chapters);
  };

  /** Shows the new order at once and saves it; the server's answer (or the old order on failure) wins. */
  const reorder = async (order: Order) => {
    if (!chapters) return;
    const before = chapters;
    const lessons = new Map(chapters.flatMap((c) => c.lessons).map((l) => [l.id, l]));
    const titles = new Map(chapters.map((c) => [c.id, c]));
    setChapters(
      order.map((c) => ({
        ...(titles.get(c.id) as Chapter),
        lessons: c.lessons.map((id) => ({ ...(lessons.get(id) as Lesson), idChapter: c.id })),
      })),
    );
    const reply = await api.curriculum.reorder({ idCourse, chapters: order }, { quiet: true });
    if (reply.error) setChapters(before);
    else replace(reply.data);
  };

  const order = chapters ? orderOf(chapters) : [];
  return {
    chapters,
    failure: loaded.failure,
    reload: loaded.reload,
    addChapter: async (title: string) => {
      const reply = await api.curriculum.addChapter({ idCourse, title });
      if (!reply.error) loaded.reload();
      return reply;
    },
    deleteChapter: async (id: number) => {
      const reply = await api.curriculum.deleteChapter({ id });
      if (!reply.error) loaded.reload();
    },
    deleteLesson: async (id: number) => {
      const reply = await api.curriculum.deleteLesson({ id });
      if (!reply.error) loaded.reload();
    },
    /** After the lesson dialog saved: load the curriculum again. */
    saved: loaded.reload,
    moveChapter: (id: number, delta: -1 | 1) => reorder(moveChapter(order, id, delta)),
    moveLesson: (id: number, delta: -1 | 1) => reorder(moveLesson(order, id, delta)),
    dropLesson: (id: number, idChapter: number, before: number | null) =>
      reorder(dropLesson(order, id, idChapter, before)),
  };
}
