import type { ExamState, MyExam } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { cx } from '../../../ui/cx';
import { Confirm } from '../../../ui/dialog/dialog';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { Tabs } from '../../../ui/tabs/tabs';
import { Attempt } from '../../shared/quiz-player';
import { ExamReview } from './exam-review';
import { useExamAttempt } from './use-exam-attempt';

function Result({ exam }: { exam: MyExam }) {
  const t = useT();
  if (exam.result)
    return (
      <p
        className={cx(
          'rounded px-2 py-1 text-sm font-medium',
          exam.result.passed ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900',
        )}
      >
        {t('myExam.result', { score: exam.result.score, max: exam.result.maxScore })} ·{' '}
        {exam.result.passed ? t('myExam.passed') : t('myExam.failed')}
      </p>
    );
  if (exam.submitted) return <p className="text-sm text-muted">{t('myExam.waitingResult')}</p>;
  if (exam.state === 'closed') return <p className="text-sm text-muted">{t('myExam.notTaken')}</p>;
  return null;
}

interface CardActions {
  onStart: (id: number) => Promise<void>;
  onReview: (id: number) => void;
}

function ExamCard({ exam, onStart, onReview }: { exam: MyExam } & CardActions) {
  const t = useT();
  // A new attempt is spent at the first click and its clock runs from then: the learner confirms it first.
  const [confirming, setConfirming] = useState(false);
  const left = exam.attemptsAllowed - exam.attemptsUsed - 1;
  const canStart =
    exam.state === 'open' && (exam.openAttempt !== null || exam.attemptsUsed < exam.attemptsAllowed);
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-line">
      <h2 className="text-base font-semibold text-ink">{exam.name}</h2>
      {exam.description && <p className="text-sm text-muted">{exam.description}</p>}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        <span>{t('myExam.opensOn', { at: displayDateTime(exam.opensAt) })}</span>
        <span>{t('myExam.closesOn', { at: displayDateTime(exam.closesAt) })}</span>
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span>{t('exam.durationShort', { count: exam.durationMinutes })}</span>
        <span>{t('exam.questionCount', { count: exam.questions })}</span>
        <span>{t('myExam.attemptsUsed', { used: exam.attemptsUsed, allowed: exam.attemptsAllowed })}</span>
      </p>
      <Result exam={exam} />
      {canStart && (
        <Button
          className="self-start"
          onClick={() => (exam.openAttempt ? onStart(exam.id) : setConfirming(true))}
        >
          {exam.openAttempt ? t('myExam.resume') : t('myExam.start')}
        </Button>
      )}
      <Confirm
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await onStart(exam.id);
          setConfirming(false);
        }}
        title={t('myExam.startTitle')}
        confirmLabel={t('myExam.start')}
      >
        <p className="font-medium">{exam.name}</p>
        <p className="mt-2">
          {t('myExam.startClock', { duration: t('exam.durationShort', { count: exam.durationMinutes }) })}
        </p>
        <p className="mt-2">
          {left > 0 ? t('myExam.startAttemptsLeft', { left }) : t('myExam.startLastAttempt')}
        </p>
      </Confirm>
      {exam.reviewable && (
        <Button variant="secondary" className="self-start" onClick={() => onReview(exam.id)}>
          {t('myExam.review')}
        </Button>
      )}
    </li>
  );
}

function ExamCards({ state, round, ...actions }: { state: ExamState; round: number } & CardActions) {
  const t = useT();
  const exams = useReply((api) => api.exam.myExams({ state, take: 50 }), [state, round]);
  if (exams.failure) return <LoadFailed failure={exams.failure} onRetry={exams.reload} />;
  if (!exams.data) return <Spinner />;
  if (!exams.data.data.length) return <EmptyState title={t('myExam.empty')} />;
  return (
    <ul className="flex flex-col gap-3">
      {exams.data.data.map((exam) => (
        <ExamCard key={exam.id} exam={exam} {...actions} />
      ))}
    </ul>
  );
}

/**
 * The learner's exams: open ones to take (timed by the server), upcoming ones, and closed ones with scores
 * and, where the exam shows them, her answers beside the correct ones.
 */
export function MyExams() {
  const t = useT();
  const [round, setRound] = useState(0);
  const taking = useExamAttempt(() => setRound((r) => r + 1));
  const [reviewing, setReviewing] = useState<number | null>(null);
  if (taking.attempt)
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{taking.attempt.name}</h1>
        <Attempt
          attempt={taking.attempt}
          answers={taking.answers}
          unanswered={taking.unanswered}
          onAnswer={taking.answer}
          onSubmit={taking.submit}
        />
      </div>
    );
  const cards = (state: ExamState) => (
    <ExamCards state={state} round={round} onStart={taking.start} onReview={setReviewing} />
  );
  // The list stays mounted under a review, so going back finds the tab the learner left.
  return (
    <>
      {reviewing !== null && <ExamReview id={reviewing} onBack={() => setReviewing(null)} />}
      <div className="flex flex-col gap-4" hidden={reviewing !== null}>
        <h1 className="text-xl font-semibold text-ink">{t('route.myExams')}</h1>
        {taking.submitted && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
            {t('exam.submitted')}
            {taking.submitted.score !== null &&
              ` ${t('myExam.result', { score: taking.submitted.score, max: taking.submitted.maxScore ?? 0 })}`}
          </p>
        )}
        {taking.refused && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger">
            {taking.refused}
          </p>
        )}
        <Tabs
          label={t('route.myExams')}
          inUrl
          tabs={[
            { key: 'open', label: t('myExam.open'), content: cards('open') },
            { key: 'upcoming', label: t('myExam.upcoming'), content: cards('upcoming') },
            { key: 'closed', label: t('myExam.done'), content: cards('closed') },
          ]}
        />
      </div>
    </>
  );
}
