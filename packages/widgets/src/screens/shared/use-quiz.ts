import type { QuizAttempt, QuizResult } from '@saola/core/api';
import { isAnswered } from '@saola/core/learning';
import { useEffect, useState } from 'react';
import { useSaola } from '../../runtime/saola';
import { useReply } from '../../runtime/use-reply';

export type Answers = Record<number, string[]>;

/** A quiz lesson: its rules and past attempts, the attempt in progress, and the graded result. */
export function useQuiz(idLesson: number, onPassed: () => void) {
  const { api } = useSaola();
  const overview = useReply((a) => a.quiz.overview({ idLesson }), [idLesson]);
  const [attempt, setAttempt] = useState<QuizAttempt | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  // The questions of the attempt just graded: the review names the right answers with their texts.
  const [graded, setGraded] = useState<QuizAttempt['questions']>([]);

  const start = async () => {
    const started = await api.quiz.start({ idLesson });
    if (!started.error && started.data) {
      setAttempt(started.data);
      setAnswers({});
      setResult(null);
    }
  };

  const submit = async () => {
    if (!attempt) return;
    const graded = await api.quiz.submit({
      idAttempt: attempt.id,
      answers: Object.entries(answers).map(([id, choices]) => ({ idQuestion: Number(id), choices })),
    });
    if (graded.error || !graded.data) return;
    setResult(graded.data);
    setGraded(attempt.questions);
    setAttempt(null);
    overview.reload();
    if (graded.data.passed) onPassed();
  };

  return {
    overview,
    attempt,
    answers,
    /** Questions of the attempt in progress left without an answer: a submit asks first while any are. */
    unanswered: attempt?.questions.filter((q) => !isAnswered(answers[q.id])).length ?? 0,
    result,
    graded,
    start,
    submit,
    answer: (idQuestion: number, choices: string[]) =>
      setAnswers((all) => ({ ...all, [idQuestion]: choices })),
  };
}

/** Seconds left until a deadline, ticking each second; null without one. */
export function useCountdown(deadline: string | null): number | null {
  const left = () => (deadline ? Math.max(0, Math.round((Date.parse(deadline) - Date.now()) / 1000)) : null);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads the deadline it is recreated with
  useEffect(() => {
    setSeconds(left());
    if (!deadline) return;
    const tick = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(tick);
  }, [deadline]);
  return seconds;
}
