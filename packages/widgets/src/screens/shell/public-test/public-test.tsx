import type { PublicTestResult, PublicTest as Test } from '@saola/core/api';
import { isAnswered } from '@saola/core/learning';
import { object, requiredString } from '@saola/core/validate';
import { useState } from 'react';
import { size, string } from 'superstruct';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { useForm } from '../../../ui/form/use-form';
import { TextField } from '../../../ui/text-field/text-field';
import { Attempt } from '../../student/lesson-page/quiz-player';
import type { Answers } from '../../student/lesson-page/use-quiz';

/** The page hands the test in this long before the server's deadline: the network takes a moment. */
const MARGIN_MS = 2000;

const visitor = object({ fullName: requiredString(200), contact: size(string(), 0, 200) });

/**
 * The school's public test (a placement test): a visitor gives a name, begins (the server's clock starts),
 * answers and sees her score. No account: the school sees her name and score in the exam's results.
 */
export function PublicTest() {
  const t = useT();
  const { api } = useSaola();
  const [test, setTest] = useState<Test | null>(null);
  const [none, setNone] = useState(false);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<PublicTestResult | null>(null);
  const form = useForm({
    initial: { fullName: '', contact: '' },
    struct: visitor,
    onSubmit: async () => {
      const reply = await api.publicTest.get({});
      if (reply.error) return undefined;
      if (!reply.data) {
        setNone(true);
        return undefined;
      }
      const skew = Date.now() - Date.parse(reply.data.now);
      setTest({
        ...reply.data,
        deadline: new Date(Date.parse(reply.data.deadline) + skew - MARGIN_MS).toISOString(),
      });
      setAnswers({});
      setResult(null);
      return undefined;
    },
  });
  const submit = async () => {
    if (!test) return;
    const reply = await api.publicTest.submit({
      ticket: test.ticket,
      fullName: form.values.fullName.trim(),
      ...(form.values.contact.trim() ? { contact: form.values.contact.trim() } : {}),
      answers: Object.entries(answers).map(([id, choices]) => ({ idQuestion: Number(id), choices })),
    });
    // Over the address's limit her answers stay, to hand in once it lets her (its toast said when).
    if (reply.code === 429) return;
    setTest(null);
    if (!reply.error && reply.data) setResult(reply.data);
  };
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold text-ink">{test?.name ?? t('route.publicTest')}</h1>
      {test ? (
        <>
          {test.description && <p className="text-sm text-muted">{test.description}</p>}
          <Attempt
            attempt={{ id: 0, startedAt: test.startedAt, deadline: test.deadline, questions: test.questions }}
            answers={answers}
            unanswered={test.questions.filter((q) => !isAnswered(answers[q.id])).length}
            onAnswer={(id, choices) => setAnswers((all) => ({ ...all, [id]: choices }))}
            onSubmit={submit}
          />
        </>
      ) : result ? (
        <section role="status" className="flex flex-col gap-3 rounded-lg bg-green-50 p-4 text-green-900">
          <p className="text-lg font-semibold">
            {t('publicTest.yourScore', { score: result.score, max: result.maxScore })}
          </p>
          <Button variant="secondary" className="self-start" onClick={() => setResult(null)}>
            {t('publicTest.again')}
          </Button>
        </section>
      ) : (
        <form
          noValidate
          onSubmit={form.submit}
          className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
        >
          <p className="text-sm text-muted">{t('publicTest.intro')}</p>
          {none && (
            <p role="status" className="rounded bg-amber-50 p-2 text-sm text-amber-900">
              {t('publicTest.none')}
            </p>
          )}
          <TextField label={t('publicTest.fullName')} required maxLength={200} {...form.field('fullName')} />
          <TextField label={t('publicTest.contact')} maxLength={200} {...form.field('contact')} />
          <Button type="submit" className="self-start" busy={form.submitting}>
            {t('publicTest.begin')}
          </Button>
        </form>
      )}
    </main>
  );
}
