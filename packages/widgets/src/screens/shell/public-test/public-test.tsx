import type { PublicTestAbout, PublicTestResult, PublicTest as Test } from '@saola/core/api';
import { isAnswered } from '@saola/core/learning';
import { pathTo } from '@saola/core/routes';
import { object, requiredString } from '@saola/core/validate';
import { useState } from 'react';
import { size, string } from 'superstruct';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { useForm } from '../../../ui/form/use-form';
import { Pill } from '../../../ui/status-badge/pill';
import { TextField } from '../../../ui/text-field/text-field';
import { PageLink, PublicCard } from '../../shared/public-page';
import { Attempt } from '../../shared/quiz-player';
import type { Answers } from '../../shared/use-quiz';

/** The page hands the test in this long before the server's deadline: the network takes a moment. */
const MARGIN_MS = 2000;

const visitor = object({ fullName: requiredString(200), contact: size(string(), 0, 200) });

/**
 * The school's public test (a placement test): a visitor sees what the test is (the start card), gives a
 * name, begins (the server's clock starts), answers and sees her score with where to go next. No account:
 * the school sees her name and score in the exam's results.
 */
export function PublicTest() {
  const t = useT();
  const { api } = useSaola();
  const about = useReply((client) => client.publicTest.about({}, { quiet: true }), []);
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
  if (test)
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
        <h1 className="text-xl font-semibold text-ink">{test.name}</h1>
        {test.description && <p className="text-sm text-muted">{test.description}</p>}
        <Attempt
          attempt={{ id: 0, startedAt: test.startedAt, deadline: test.deadline, questions: test.questions }}
          answers={answers}
          unanswered={test.questions.filter((q) => !isAnswered(answers[q.id])).length}
          onAnswer={(id, choices) => setAnswers((all) => ({ ...all, [id]: choices }))}
          onSubmit={submit}
        />
      </main>
    );
  // Known to be closed before she types anything, or found closed when she began.
  const closed = none || about.failure === 'notFound';
  return (
    <PublicCard title={about.data?.name ?? t('route.publicTest')}>
      {result ? (
        <EndCard result={result} onAgain={() => setResult(null)} />
      ) : closed ? (
        <p role="status" className="rounded bg-amber-50 p-3 text-sm text-amber-900">
          {t('publicTest.none')}
        </p>
      ) : (
        <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
          {about.data ? (
            <Facts about={about.data} />
          ) : (
            <p className="text-sm text-muted">{t('publicTest.intro')}</p>
          )}
          <TextField label={t('publicTest.fullName')} required maxLength={200} {...form.field('fullName')} />
          <TextField label={t('publicTest.contact')} maxLength={200} {...form.field('contact')} />
          <Button type="submit" className="self-start" busy={form.submitting}>
            {t('publicTest.begin')}
          </Button>
        </form>
      )}
    </PublicCard>
  );
}

/** What she is about to begin: the questions, the time, the pass mark where one is set. */
function Facts({ about }: { about: PublicTestAbout }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-2 text-sm">
      {about.description && <p className="text-ink">{about.description}</p>}
      <ul className="flex flex-col gap-1 rounded-lg bg-gray-50 p-3 text-ink">
        <li>{t('exam.questionCount', { count: about.questionCount })}</li>
        <li>{t('quiz.timeLimitOf', { count: about.durationMinutes })}</li>
        {about.passPercent > 0 && (
          <li>{t('publicTest.passMark', { pass: format.percent(about.passPercent) })}</li>
        )}
      </ul>
      <p className="text-muted">{t('publicTest.noAttemptLimit')}</p>
    </div>
  );
}

/** Her score, passed or not where the school set a pass mark, and where to go next. */
function EndCard({ result, onAgain }: { result: PublicTestResult; onAgain: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <section
        role="status"
        className="flex flex-col items-center gap-2 rounded-lg bg-gray-50 p-4 text-center"
      >
        <p className="text-2xl font-semibold text-ink">
          {t('publicTest.yourScore', { score: result.score, max: result.maxScore })}
        </p>
        {result.passPercent > 0 && (
          <Pill tone={result.passed ? 'green' : 'red'}>
            {t(result.passed ? 'myExam.passed' : 'myExam.failed')}
          </Pill>
        )}
        <p className="text-xs text-muted">{t('publicTest.noReview')}</p>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-medium text-ink">{t('publicTest.next')}</h2>
        <p className="text-sm text-muted">{t('publicTest.nextHint')}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <PageLink to={pathTo('signUp')}>{t('route.signUp')}</PageLink>
          <PageLink to="/">{t('publicTest.home')}</PageLink>
          <Button variant="secondary" onClick={onAgain}>
            {t('publicTest.again')}
          </Button>
        </div>
      </section>
    </div>
  );
}
