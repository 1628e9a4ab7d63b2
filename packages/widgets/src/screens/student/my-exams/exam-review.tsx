import type { ExamReviewQuestion } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { cx } from '../../../ui/cx';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { answerText } from '../../shared/quiz-player';

function ReviewedQuestion({ question, n }: { question: ExamReviewQuestion; n: number }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-1 rounded-lg bg-white p-4 shadow-sm ring-1 ring-line">
      <p className="text-sm font-medium text-muted">
        {t('quiz.question', { n })} ·{' '}
        <span className={question.right ? 'text-green-800' : 'text-danger'}>
          {question.right ? t('quiz.right') : t('quiz.wrong')}
        </span>
      </p>
      <p className="whitespace-pre-line text-base text-ink">{question.prompt}</p>
      <p className={cx('text-sm', question.right ? 'text-green-800' : 'text-danger')}>
        {t('myExam.yourAnswer', {
          answer: question.chosen.length ? answerText(t, question, question.chosen) : t('myExam.noAnswer'),
        })}
      </p>
      <p className="text-sm text-ink">
        {t('myExam.correctAnswer', { answer: answerText(t, question, question.correct) })}
      </p>
    </li>
  );
}

/** Her answers to a closed exam beside the correct ones, as the server allows once the window has closed. */
export function ExamReview({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT();
  const review = useReply((api) => api.exam.review({ id }), [id]);
  const back = (
    <Button variant="secondary" className="self-start" onClick={onBack}>
      {t('myExam.backToList')}
    </Button>
  );
  if (review.failure)
    return (
      <div className="flex flex-col gap-4">
        <LoadFailed failure={review.failure} onRetry={review.reload} />
        {back}
      </div>
    );
  if (!review.data) return <Spinner />;
  const { name, score, maxScore, passed, questions } = review.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('myExam.reviewOf', { name })}</h1>
      {score !== null && maxScore !== null && (
        <p className="text-sm font-medium text-ink">
          {t('myExam.result', { score, max: maxScore })}
          {passed !== null && ` · ${passed ? t('myExam.passed') : t('myExam.failed')}`}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {questions.map((question, i) => (
          <ReviewedQuestion key={question.id} question={question} n={i + 1} />
        ))}
      </ol>
      {back}
    </div>
  );
}
