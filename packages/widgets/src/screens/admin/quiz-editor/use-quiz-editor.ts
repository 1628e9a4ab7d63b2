import type { QuestionPayload, QuizAuthoring, QuizSettings } from '@saola/core/api';
import type { QuestionKind } from '@saola/core/learning';
import { useEffect, useState } from 'react';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';

export type DraftQuestion = QuestionPayload & { key: number };

let nextKey = 1;
const optionId = (index: number) => String.fromCharCode(97 + index);

export function blankQuestion(kind: QuestionKind = 'single'): DraftQuestion {
  return {
    key: nextKey++,
    kind,
    prompt: '',
    options:
      kind === 'single' || kind === 'multiple'
        ? [
            { id: 'a', text: '' },
            { id: 'b', text: '' },
          ]
        : [],
    correct: kind === 'truefalse' ? ['true'] : [],
    match: 'normalized',
    points: 1,
  };
}

/** Option ids stay short and unique as options come and go: the next unused letter. */
export function freeOptionId(taken: ReadonlyArray<{ id: string }>): string {
  for (let i = 0; ; i++) if (!taken.some((o) => o.id === optionId(i))) return optionId(i);
}

/** A quiz's settings and questions being edited, saved whole; the server's field errors by path. */
export function useQuizEditor(idLesson: number, onSaved: () => void) {
  const { api } = useSaola();
  const loaded = useReply((a) => a.quiz.get({ idLesson }), [idLesson]);
  const [settings, setSettings] = useState<QuizSettings | null>(null);
  const [questions, setQuestions] = useState<DraftQuestion[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const quiz: QuizAuthoring | null = loaded.data;
    if (!quiz) return;
    const { idLesson: _id, questions: saved, ...rest } = quiz;
    setSettings(rest);
    setQuestions(saved.map(({ id: _q, ...q }) => ({ ...q, key: nextKey++ })));
  }, [loaded.data]);

  return {
    loaded,
    settings,
    questions,
    errors,
    setSetting: <K extends keyof QuizSettings>(key: K, value: QuizSettings[K]) =>
      setSettings((s) => (s ? { ...s, [key]: value } : s)),
    change: (key: number, patch: Partial<QuestionPayload>) =>
      setQuestions((all) => all.map((q) => (q.key === key ? { ...q, ...patch } : q))),
    add: () => setQuestions((all) => [...all, blankQuestion()]),
    remove: (key: number) => setQuestions((all) => all.filter((q) => q.key !== key)),
    save: async () => {
      if (!settings) return;
      const reply = await api.quiz.save({
        idLesson,
        ...settings,
        questions: questions.map(({ key: _k, ...q }) => q),
      });
      if (reply.error) {
        // By the whole path: a question's own field (questions.2.text) shows under that question.
        setErrors(Object.fromEntries((reply.data ?? []).map((e) => [e.field, e.message])));
        return;
      }
      setErrors({});
      onSaved();
    },
  };
}
