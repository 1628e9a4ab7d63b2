import type { QuizAttempt, QuizQuestion, QuizResult } from '@saola/core/api';
import type { Translate } from '@saola/core/i18n';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../runtime/i18n';
import { Button } from '../../ui/button/button';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { cx } from '../../ui/cx';
import { Confirm } from '../../ui/dialog/dialog';
import { LoadFailed } from '../../ui/empty-state/empty-state';
import { Form } from '../../ui/form/form';
import { Spinner } from '../../ui/progress/progress';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import { TextField } from '../../ui/text-field/text-field';
import { type Answers, useCountdown, useQuiz } from './use-quiz';

/** Choices as words: the options' texts, true or false in the page's language, or the text typed. */
export function answerText(
  t: Translate,
  question: Pick<QuizQuestion, 'kind' | 'options'> | undefined,
  choices: readonly string[],
): string {
  return choices
    .map((c) =>
      question?.kind === 'truefalse'
        ? t(c === 'true' ? 'quiz.true' : 'quiz.false')
        : (question?.options.find((o) => o.id === c)?.text ?? c),
    )
    .join(', ');
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function QuestionInput({
  question,
  value,
  onChange,
  label,
}: {
  question: QuizQuestion;
  value: string[];
  onChange: (choices: string[]) => void;
  label: string;
}) {
  const t = useT();
  if (question.kind === 'short')
    return (
      <TextField
        label={label}
        labelHidden
        name={`q-${question.id}`}
        value={value[0] ?? ''}
        onChange={(text) => onChange([text])}
      />
    );
  if (question.kind === 'multiple')
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{label}</legend>
        {question.options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.text}
            name={`q-${question.id}-${option.id}`}
            checked={value.includes(option.id)}
            onChange={(on) => onChange(on ? [...value, option.id] : value.filter((v) => v !== option.id))}
          />
        ))}
      </fieldset>
    );
  const options =
    question.kind === 'truefalse'
      ? question.options.map((o) => ({
          value: o.id,
          label: o.id === 'true' ? t('quiz.true') : t('quiz.false'),
        }))
      : question.options.map((o) => ({ value: o.id, label: o.text }));
  return (
    <RadioGroup
      label={label}
      labelHidden
      name={`q-${question.id}`}
      value={value[0]}
      options={options}
      onChange={(choice) => onChange([choice])}
    />
  );
}

/** Submitting spends an attempt: with questions unanswered (a click too early, a blank page) it asks first. */
function ConfirmSubmit({
  unanswered,
  open,
  onCancel,
  onConfirm,
}: {
  unanswered: number;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Confirm
      open={open}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title={t('quiz.submit')}
      confirmLabel={t('quiz.submit')}
    >
      {t('quiz.confirmSubmit', { count: unanswered })}
    </Confirm>
  );
}

export function Attempt({
  attempt,
  answers,
  unanswered,
  onAnswer,
  onSubmit,
}: {
  attempt: QuizAttempt;
  answers: Answers;
  unanswered: number;
  onAnswer: (idQuestion: number, choices: string[]) => void;
  onSubmit: () => Promise<void>;
}) {
  const t = useT();
  const left = useCountdown(attempt.deadline);
  const form = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  // At the deadline the attempt is sent as it stands: the server would not take later answers. Through the
  // form, so a learner's own click at that moment does not send it a second time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: submit once, when the time runs out
  useEffect(() => {
    if (left === 0) form.current?.requestSubmit();
  }, [left === 0]);
  return (
    <Form
      ref={form}
      className="flex flex-col gap-5"
      onSubmit={() => {
        // Submitting spends an attempt: unanswered questions are confirmed first, except at the deadline.
        if (unanswered > 0 && left !== 0 && !confirmed.current) {
          setConfirming(true);
          return;
        }
        confirmed.current = false;
        return onSubmit();
      }}
    >
      {left !== null && (
        <p
          role="timer"
          aria-live="off"
          className="self-end rounded bg-amber-50 px-2 py-1 text-sm text-amber-900"
        >
          {t('quiz.timeLeft', { time: clock(left) })}
        </p>
      )}
      <ol className="flex flex-col gap-5">
        {attempt.questions.map((question, i) => (
          <li key={question.id} className="flex flex-col gap-2 rounded-lg p-4 ring-1 ring-line">
            <p className="font-medium text-ink">
              {i + 1}. {question.prompt}{' '}
              <span className="text-xs font-normal text-muted">
                ({t('quiz.points')}: {question.points})
              </span>
            </p>
            <QuestionInput
              question={question}
              label={t('quiz.question', { n: i + 1 })}
              value={answers[question.id] ?? []}
              onChange={(choices) => onAnswer(question.id, choices)}
            />
          </li>
        ))}
      </ol>
      <Button type="submit" className="self-start">
        {t('quiz.submit')}
      </Button>
      <ConfirmSubmit
        unanswered={unanswered}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          confirmed.current = true;
          form.current?.requestSubmit();
        }}
      />
    </Form>
  );
}

function Result({ result }: { result: QuizResult }) {
  const t = useT();
  return (
    <section
      aria-live="polite"
      className={cx(
        'rounded-lg p-4',
        result.passed ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900',
      )}
    >
      <p className="text-lg font-semibold">
        {result.passed ? t('quiz.passed') : t('quiz.failed')} ·{' '}
        {t('quiz.score', { score: result.score, count: result.maxScore })}
      </p>
    </section>
  );
}

/** A quiz lesson: its rules, start or resume, the questions (never their answers), and the graded result. */
export function QuizPlayer({ idLesson, onPassed }: { idLesson: number; onPassed: () => void }) {
  const t = useT();
  const quiz = useQuiz(idLesson, onPassed);
  const { data: overview, failure, reload } = quiz.overview;
  if (failure) return <LoadFailed failure={failure} onRetry={reload} />;
  if (!overview) return <Spinner />;
  if (quiz.attempt)
    return (
      <Attempt
        attempt={quiz.attempt}
        answers={quiz.answers}
        unanswered={quiz.unanswered}
        onAnswer={quiz.answer}
        onSubmit={quiz.submit}
      />
    );
  const canStart = overview.questions > 0 && overview.attemptsLeft !== 0;
  return (
    <div className="flex flex-col gap-4">
      {quiz.result && <Result result={quiz.result} />}
      {quiz.result?.review && (
        <ol className="flex flex-col gap-1 text-sm">
          {quiz.result.review.map((item, i) => {
            const question = quiz.graded.find((q) => q.id === item.idQuestion);
            const answer = answerText(t, question, item.correct);
            return (
              <li key={item.idQuestion} className={item.right ? 'text-green-800' : 'text-danger'}>
                {t('quiz.question', { n: i + 1 })}: {item.right ? t('quiz.right') : t('quiz.wrong')}
                {!item.right && ` · ${t('quiz.correctWas', { answer })}`}
              </li>
            );
          })}
        </ol>
      )}
      <ul className="flex flex-col gap-1 text-sm text-ink">
        <li>
          {[
            t('quiz.questionCount', { count: overview.questions }),
            t('quiz.pointCount', { count: overview.maxScore }),
            t('quiz.passAt', { pass: overview.passPercent }),
          ].join(' · ')}
        </li>
        {overview.timeLimitMinutes && <li>{t('quiz.timeLimitOf', { count: overview.timeLimitMinutes })}</li>}
        <li>
          {overview.attemptsLeft === null
            ? t('quiz.unlimited')
            : t('quiz.attemptsLeft', { count: overview.attemptsLeft })}
        </li>
        {overview.showAnswers === 'afterLastAttempt' && Boolean(overview.attemptsLeft) && (
          <li>{t('quiz.answersLater')}</li>
        )}
      </ul>
      {overview.questions === 0 && <p className="text-sm text-muted">{t('quiz.noQuestions')}</p>}
      {overview.attemptsLeft === 0 && !overview.passed && (
        <p className="text-sm text-danger">{t('quiz.noAttemptsLeft')}</p>
      )}
      {canStart && (
        <Button className="self-start" onClick={quiz.start}>
          {overview.openAttempt
            ? t('quiz.resume')
            : overview.attempts.length
              ? t('quiz.retry')
              : t('quiz.start')}
        </Button>
      )}
      {overview.attempts.length > 0 && (
        <section aria-labelledby="saola-quiz-history">
          <h3 id="saola-quiz-history" className="mb-1 text-sm font-semibold text-ink">
            {t('quiz.history')}
          </h3>
          <ol className="flex flex-col gap-1 text-sm text-muted">
            {overview.attempts.map((a, i) => (
              <li key={a.idAttempt}>
                {i + 1}. {t('quiz.score', { score: a.score, count: a.maxScore })} ·{' '}
                {a.passed ? t('quiz.passed') : t('quiz.failed')}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
