import type { Thread } from '@saola/core/api';
import { useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';

const PAGE = 20;

/** A course's reviews: the visible ones, the learner's own, and saving it. */
export function useCourseReviews(idCourse: number) {
  const { api } = useSaola();
  const [page, setPage] = useState(1);
  const reply = useReply((a) => a.review.list({ idCourse, page, take: PAGE }), [idCourse, page]);
  return {
    ...reply,
    page,
    take: PAGE,
    setPage,
    save: async (rating: number, comment: string) => {
      const saved = await api.review.save({ idCourse, rating, comment });
      if (!saved.error) reply.reload();
      return saved;
    },
  };
}

/** A course's Q&A: threads newest first, asking, and answering. */
export function useCourseQuestions(idCourse: number) {
  const { api } = useSaola();
  const [page, setPage] = useState(1);
  const reply = useReply((a) => a.question.list({ idCourse, page, take: PAGE }), [idCourse, page]);
  return {
    ...reply,
    page,
    take: PAGE,
    setPage,
    ask: async (body: string) => {
      const asked = await api.question.ask({ idCourse, body });
      if (!asked.error) reply.reload();
      return asked;
    },
    answer: async (thread: Thread, body: string) => {
      const answered = await api.question.answer({ idQuestion: thread.id, body });
      if (!answered.error) reply.reload();
      return answered;
    },
  };
}
