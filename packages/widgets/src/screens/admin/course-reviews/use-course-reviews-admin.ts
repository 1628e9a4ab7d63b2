import type { Review, Thread } from '@saola/core/api';
import { useCallback, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import type { Load } from '../../../ui/data-table/use-data-table';

/** The school's reviews and Q&A threads across the courses the caller manages, and what staff do with them. */
export function useCourseReviewsAdmin() {
  const { api } = useSaola();
  const [refresh, setRefresh] = useState(0);
  const again = () => setRefresh((n) => n + 1);
  const loadReviews: Load<Review> = useCallback(
    (table) => api.review.adminList(table as Parameters<typeof api.review.adminList>[0]),
    [api],
  );
  const loadThreads: Load<Thread> = useCallback(
    (table) => api.question.adminList(table as Parameters<typeof api.question.adminList>[0]),
    [api],
  );
  return {
    refresh,
    loadReviews,
    loadThreads,
    hideReview: async (review: Review) => {
      await api.review.setHidden({ ids: [review.id], hidden: !review.hidden });
      again();
    },
    reply: async (review: Review, reply: string) => {
      const saved = await api.review.reply({ id: review.id, reply });
      if (!saved.error) again();
      return saved;
    },
    deleteReviews: async (ids: number[]) => {
      await api.review.delete({ ids });
    },
    hideThread: async (thread: Thread) => {
      await api.question.setHidden({ ids: [thread.id], hidden: !thread.hidden });
      again();
    },
    answer: async (thread: Thread, body: string) => {
      const saved = await api.question.answer({ idQuestion: thread.id, body });
      if (!saved.error) again();
      return saved;
    },
    deleteThreads: async (ids: number[]) => {
      await api.question.delete({ ids });
    },
  };
}
