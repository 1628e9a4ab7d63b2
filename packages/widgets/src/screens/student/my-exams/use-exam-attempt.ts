import type { ExamAttempt, ExamSubmitted } from '@saola/core/api';
import { isAnswered } from '@saola/core/learning';
import { useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import type { Answers } from '../../shared/use-quiz';

/** The page hands the attempt in this long before the server's deadline: the network takes a moment. */
const MARGIN_MS = 2000;

/**
 * The exam being taken: started (or resumed) on the server, its deadline moved onto the device's clock by the
 * server's own time (a device set wrong neither gains nor loses time), answered and handed in once.
 */
export function useExamAttempt(onEnded: () => void) {
  const { api } = useSaola();
  const [attempt, setAttempt] = useState<ExamAttempt | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [submitted, setSubmitted] = useState<ExamSubmitted | null>(null);
  /** Why a hand-in was refused (late, already handed in): said where the result would have been. */
  const [refused, setRefused] = useState<string | null>(null);

  const start = async (id: number) => {
    const reply = await api.exam.start({ id });
    if (reply.error || !reply.data) return;
    const skew = Date.now() - Date.parse(reply.data.now);
    setAttempt({
      ...reply.data,
      deadline: new Date(Date.parse(reply.data.deadline) + skew - MARGIN_MS).toISOString(),
    });
    setAnswers({});
    setSubmitted(null);
    setRefused(null);
  };

  const submit = async () => {
    if (!attempt) return;
    // Quiet: the page says the outcome once, in its status line, not again in a toast.
    const reply = await api.exam.submit(
      {
        idAttempt: attempt.id,
        answers: Object.entries(answers).map(([id, choices]) => ({ idQuestion: Number(id), choices })),
      },
      { quiet: true },
    );
    setAttempt(null);
    if (!reply.error && reply.data) setSubmitted(reply.data);
    else setRefused(reply.message);
    onEnded();
  };

  return {
    attempt,
    answers,
    submitted,
    refused,
    unanswered: attempt?.questions.filter((q) => !isAnswered(answers[q.id])).length ?? 0,
    start,
    submit,
    dismiss: () => setSubmitted(null),
    answer: (idQuestion: number, choices: string[]) =>
      setAnswers((all) => ({ ...all, [idQuestion]: choices })),
  };
}
