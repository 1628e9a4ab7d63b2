import ChartBarIcon from '@heroicons/react/24/outline/ChartBarIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import { EXAM_STATES, type Exam, type ExamSummary } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { cx } from '../../../ui/cx';
import { ResourceList } from '../../kit/resource-list';
import { ExamDialog } from './exam-dialog';
import { EXAM_STATE_LABELS, EXAM_STATE_TONES } from './exam-labels';
import { ExamResultsDialog } from './exam-results';

/** The school's scheduled exams: schedule, edit and delete them, and see each one's results. */
export function ExamList() {
  const t = useT();
  const { number, share } = useFormat();
  const { api } = useSaola();
  const [editing, setEditing] = useState<Exam | 'new' | null>(null);
  const [results, setResults] = useState<ExamSummary | null>(null);
  const [round, setRound] = useState(0);
  const open = async (row: ExamSummary) => {
    const reply = await api.exam.get({ id: row.id });
    if (!reply.error && reply.data) setEditing(reply.data);
  };
  return (
    <>
      {/* The exam's form is a dialog of this screen (its pickers need the whole exam), not the kit's. */}
      <ResourceList
        area="exam"
        title={t('route.exams')}
        addLabel={t('exam.add')}
        onAdd={() => setEditing('new')}
        empty={t('exam.empty')}
        refresh={round}
        filters={[
          {
            name: 'state',
            label: t('exam.state'),
            choices: EXAM_STATES.map((value) => ({ value, label: t(EXAM_STATE_LABELS[value]) })),
          },
        ]}
        columns={[
          { key: 'name', header: t('exam.name'), sort: 'name', cell: (row) => row.name },
          {
            key: 'window',
            header: t('exam.window'),
            sort: 'opensAt',
            cell: (row) => (
              <span className="whitespace-nowrap text-xs">
                {displayDateTime(row.opensAt)}
                <br />
                {displayDateTime(row.closesAt)}
              </span>
            ),
          },
          {
            key: 'duration',
            header: t('exam.duration'),
            cell: (row) => t('exam.durationShort', { count: row.durationMinutes }),
          },
          { key: 'quiz', header: t('exam.quiz'), cell: (row) => row.lessonTitle ?? t('exam.none') },
          {
            key: 'takers',
            header: t('exam.takers'),
            cell: (row) => (
              <span>
                {row.groupName ?? ''}
                <span className="block text-xs text-muted">
                  {row.isPublic
                    ? t('exam.submittedCount', { count: number(row.submitted) })
                    : t('exam.submittedOf', { share: share(row.submitted, row.takers) })}
                </span>
              </span>
            ),
          },
          {
            key: 'state',
            header: t('exam.state'),
            cell: (row) => (
              <span
                className={cx(
                  'whitespace-nowrap rounded-full px-2 py-0.5 text-xs ring-1',
                  EXAM_STATE_TONES[row.state],
                )}
              >
                {t(EXAM_STATE_LABELS[row.state])}
              </span>
            ),
          },
        ]}
        rowActions={(row: ExamSummary) => (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              onClick={() => setResults(row)}
              aria-label={`${t('exam.results')}: ${row.name}`}
            >
              <ChartBarIcon aria-hidden className="size-4" />
              <span className="hidden sm:inline">{t('exam.results')}</span>
            </Button>
            {row.mayChange && (
              <Button
                variant="ghost"
                onClick={() => void open(row)}
                aria-label={`${t('exam.edit')}: ${row.name}`}
              >
                <PencilSquareIcon aria-hidden className="size-4" />
                <span className="hidden sm:inline">{t('common.edit')}</span>
              </Button>
            )}
          </div>
        )}
      />
      <ExamDialog
        editing={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) setRound((r) => r + 1);
        }}
      />
      <ExamResultsDialog
        id={results?.id ?? null}
        name={results?.name ?? ''}
        onClose={() => setResults(null)}
      />
    </>
  );
}
