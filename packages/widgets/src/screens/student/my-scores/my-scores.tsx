import type { MyScores as Scores } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { inputClass } from '../../../ui/field/field';
import { Spinner } from '../../../ui/progress/progress';

function Averages({ scores }: { scores: Scores }) {
  const t = useT();
  const { number } = useFormat();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-ink">{t('myScores.averages')}</h2>
      {/* Scrolls sideways on a phone: reachable by keyboard. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
        tabIndex={0}
        aria-label={t('myScores.averages')}
        className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-line"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('myScores.averages')}</caption>
          <thead className="text-xs uppercase text-muted">
            <tr>
              <th className="px-3 py-2">{t('myScores.term')}</th>
              <th className="px-3 py-2">{t('myScores.subject')}</th>
              <th className="px-3 py-2">{t('myScores.average')}</th>
              <th className="px-3 py-2">{t('myScores.count')}</th>
            </tr>
          </thead>
          <tbody>
            {scores.averages.map((a) => (
              <tr key={`${a.term}-${a.subject}`} className="border-t border-line">
                <td className="px-3 py-2">{a.term ?? t('myScores.noTerm')}</td>
                <td className="px-3 py-2">{a.subject}</td>
                <td className="px-3 py-2 font-semibold">{a.average === null ? '—' : number(a.average)}</td>
                <td className="px-3 py-2">{a.scores}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

function ScoreTable({ scores }: { scores: Scores }) {
  const t = useT();
  const { number } = useFormat();
  const source = (s: Scores['scores'][number]) =>
    [s.source === 'exam' ? t('myScores.fromExam') : t('myScores.fromRecord'), s.teacherName]
      .filter(Boolean)
      .join(' · ');
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-ink">{t('myScores.scores')}</h2>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
        tabIndex={0}
        aria-label={t('myScores.scores')}
        className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-line"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('myScores.scores')}</caption>
          <thead className="text-xs uppercase text-muted">
            <tr>
              <th className="px-3 py-2">{t('myScores.date')}</th>
              <th className="px-3 py-2">{t('myScores.subject')}</th>
              <th className="px-3 py-2">{t('myScores.score')}</th>
              <th className="px-3 py-2 max-sm:hidden">{t('myScores.factor')}</th>
              <th className="px-3 py-2 max-sm:hidden">{t('myScores.source')}</th>
              <th className="px-3 py-2 max-sm:hidden">{t('myScores.note')}</th>
            </tr>
          </thead>
          <tbody>
            {scores.scores.map((s) => (
              <tr key={s.key} className="border-t border-line">
                <td className="whitespace-nowrap px-3 py-2">{displayDate(s.date)}</td>
                <td className="px-3 py-2">
                  {s.subject}
                  <span className="block text-xs text-muted">{s.term ?? ''}</span>
                  {/* On a phone the minor columns stack here, wrapping, instead of running off the screen. */}
                  <span className="block text-xs break-words text-muted sm:hidden">
                    {t('myScores.factor')}: {number(s.factor)} · {source(s)}
                    {s.note && <span className="block text-ink">{s.note}</span>}
                  </span>
                </td>
                <td className="px-3 py-2 font-semibold">{number(s.score)}</td>
                <td className="px-3 py-2 max-sm:hidden">{number(s.factor)}</td>
                <td className="px-3 py-2 max-sm:hidden">
                  {s.source === 'exam' ? t('myScores.fromExam') : t('myScores.fromRecord')}
                  <span className="block text-xs text-muted">{s.teacherName ?? ''}</span>
                </td>
                <td className="px-3 py-2 break-words max-sm:hidden">{s.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** The learner's own transcript: her scores (teachers' and released exams'), and each term's subject averages. */
export function MyScores() {
  const t = useT();
  const [term, setTerm] = useState('');
  const scores = useReply((api) => api.transcript.myScores(term ? { term } : {}), [term]);
  const [terms, setTerms] = useState<string[]>([]);
  if (scores.data && scores.data.terms.length > terms.length) setTerms(scores.data.terms);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.myScores')}</h1>
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-ink">
        {t('myScores.term')}
        <select className={inputClass(false)} value={term} onChange={(event) => setTerm(event.target.value)}>
          <option value="">{t('myScores.allTerms')}</option>
          {terms.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      {scores.failure ? (
        <LoadFailed failure={scores.failure} onRetry={scores.reload} />
      ) : !scores.data ? (
        <Spinner />
      ) : scores.data.scores.length === 0 ? (
        <EmptyState title={t('myScores.empty')} />
      ) : (
        <>
          <Averages scores={scores.data} />
          <ScoreTable scores={scores.data} />
        </>
      )}
    </div>
  );
}
