import type { ExamResultRow, ExamResults } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { TAKER_STATUS_LABELS } from './exam-labels';

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A cell a spreadsheet would run as a formula starts with a quote instead.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The results as a CSV file (UTF-8 with its mark, so spreadsheets read Vietnamese and Lao names). */
function exportCsv(results: ExamResults, header: string[], statusOf: (row: ExamResultRow) => string) {
  const lines = [
    header,
    ...results.rows.map((r) => [
      r.fullName,
      r.username ?? '',
      statusOf(r),
      r.attempts,
      r.score,
      r.maxScore,
      r.submittedAt ?? '',
    ]),
  ].map((cells) => cells.map((c) => csvCell(c as string | number | null)).join(','));
  const blob = new Blob([`\uFEFF${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${results.name.replace(/[\\/:*?"<>|]+/g, '_')}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Table({ results }: { results: ExamResults }) {
  const t = useT();
  const statusOf = (row: ExamResultRow) => t(TAKER_STATUS_LABELS[row.status]);
  if (!results.rows.length) return <p className="text-sm text-muted">{t('exam.noResults')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        className="self-end"
        onClick={() =>
          exportCsv(
            results,
            [
              t('exam.takers'),
              'username',
              t('exam.state'),
              t('exam.attempts'),
              t('exam.score'),
              'max',
              t('exam.submittedAt'),
            ],
            statusOf,
          )
        }
      >
        {t('exam.export')}
      </Button>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
        tabIndex={0}
        aria-label={t('exam.resultsOf', { name: results.name })}
        className="overflow-x-auto"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('exam.resultsOf', { name: results.name })}</caption>
          <thead className="text-xs uppercase text-muted">
            <tr>
              <th className="py-2 pe-3">{t('exam.takers')}</th>
              <th className="py-2 pe-3">{t('exam.state')}</th>
              <th className="py-2 pe-3">{t('exam.attempts')}</th>
              <th className="py-2 pe-3">{t('exam.score')}</th>
              <th className="py-2">{t('exam.submittedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {results.rows.map((row) => (
              <tr
                key={row.idUser ?? `guest-${row.fullName}-${row.submittedAt}`}
                className="border-t border-line"
              >
                <td className="py-2 pe-3">
                  {row.fullName}
                  <span className="block text-xs text-muted">{row.username ?? t('exam.guest')}</span>
                </td>
                <td className="py-2 pe-3">{statusOf(row)}</td>
                <td className="py-2 pe-3">{row.attempts}</td>
                <td className="py-2 pe-3">{row.score === null ? '—' : `${row.score}/${row.maxScore}`}</td>
                <td className="py-2">{row.submittedAt ? displayDateTime(row.submittedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function Body({ id }: { id: number }) {
  const results = useReply((api) => api.exam.results({ id }), [id]);
  if (results.failure) return <LoadFailed failure={results.failure} onRetry={results.reload} />;
  return results.data ? <Table results={results.data} /> : <Spinner />;
}

/** Who takes an exam, where each stands and their best score, with a CSV export. */
export function ExamResultsDialog({
  id,
  name,
  onClose,
}: {
  id: number | null;
  name: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={id !== null} onClose={onClose} title={t('exam.resultsOf', { name })}>
      {id !== null && <Body id={id} />}
    </Dialog>
  );
}
