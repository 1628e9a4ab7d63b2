import type { Thread } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Pagination } from '../../../ui/pagination/pagination';
import { Spinner } from '../../../ui/progress/progress';
import { PostBody } from '../../shared/discussion';
import { PostForm } from '../../shared/post-form';
import { useCourseQuestions } from './use-course-talk';

function ThreadItem({
  thread,
  onAnswer,
}: {
  thread: Thread;
  onAnswer: (body: string) => ReturnType<ReturnType<typeof useCourseQuestions>['answer']>;
}) {
  const t = useT();
  return (
    <li className="flex flex-col gap-3 py-4">
      <PostBody post={thread} />
      {thread.answers.length > 0 && (
        <ul className="ms-4 flex flex-col gap-3 border-s-2 border-line ps-3">
          {thread.answers.map((answer) => (
            <li key={answer.id}>
              <PostBody post={answer} />
            </li>
          ))}
        </ul>
      )}
      <details className="ms-4">
        <summary className="cursor-pointer text-sm text-brand-700">{t('review.reply')}</summary>
        <div className="mt-2">
          <PostForm
            label={t('review.answer')}
            name={`answer-${thread.id}`}
            action={t('review.reply')}
            onSend={onAnswer}
          />
        </div>
      </details>
    </li>
  );
}

/** A course's questions and answers: ask, read, answer; the teachers' answers are marked. */
export function CourseQuestions({ idCourse }: { idCourse: number }) {
  const t = useT();
  const qa = useCourseQuestions(idCourse);
  return (
    <div className="flex flex-col gap-4">
      <PostForm label={t('review.yourQuestion')} name="question" action={t('review.ask')} onSend={qa.ask} />
      {qa.failure ? (
        <LoadFailed failure={qa.failure} onRetry={qa.reload} />
      ) : !qa.data ? (
        <Spinner />
      ) : qa.data.data.length === 0 ? (
        <EmptyState title={t('review.noQuestions')} />
      ) : (
        <>
          <ul className="divide-y divide-line">
            {qa.data.data.map((thread) => (
              <ThreadItem key={thread.id} thread={thread} onAnswer={(body) => qa.answer(thread, body)} />
            ))}
          </ul>
          <Pagination page={qa.page} take={qa.take} total={qa.data.total} onPage={qa.setPage} />
        </>
      )}
    </div>
  );
}
