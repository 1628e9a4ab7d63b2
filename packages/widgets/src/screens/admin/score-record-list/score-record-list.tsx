import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import type { ScoreRecord } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useCallback, useMemo, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useNumberFormat, useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load, TableQuery } from '../../../ui/data-table/use-data-table';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { ScoreDialog } from './score-dialog';
import { useWhose, type Whose } from './whose';

export interface ScoreRecordListProps {
  /** The class whose students' scores are shown… */
  idGroup?: number | undefined;
  /** …or the one student's. */
  idUser?: number | undefined;
  onNavigate?: (to: string) => void;
}

/** Scores of a class's students or of one student: subject, score, factor, term, note; add, edit, delete. */
export function ScoreRecordList({ idGroup, idUser, onNavigate }: ScoreRecordListProps) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const { number } = useNumberFormat();
  const go = useNavigateTo(onNavigate);
  const whose: Whose = idGroup !== undefined ? { idGroup } : { idUser: idUser ?? 0 };
  const owner = useWhose(whose);
  const [open, setOpen] = useState<{ record: ScoreRecord | null } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const may = Boolean(user && hasRight(user, RIGHTS.scoreRecord));
  const filters = useMemo(() => (idGroup !== undefined ? { idGroup } : { idUser }), [idGroup, idUser]);
  const load: Load<ScoreRecord> = useCallback(
    (query: TableQuery) => api.scoreRecord.list(query as never),
    [api],
  );
  if (owner.failure) return <LoadFailed failure={owner.failure} onRetry={owner.reload} />;
  if (!owner.data) return <Spinner />;
  const title = t('records.scoresOf', { name: owner.data.name });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {may && (
          <Button onClick={() => setOpen({ record: null })}>
            <PlusIcon aria-hidden className="size-4" />
            {t('records.addScore')}
          </Button>
        )}
      </div>
      <DataTable<ScoreRecord>
        label={title}
        empty={t('records.noScores')}
        load={load}
        filters={filters}
        refresh={refresh}
        columns={[
          ...(idGroup !== undefined
            ? [
                {
                  key: 'student',
                  header: t('records.student'),
                  sort: 'student',
                  cell: (r: ScoreRecord) => (
                    <a
                      href={`/registeredUserScoreRecord/list/${r.idUser}`}
                      onClick={(event) => {
                        event.preventDefault();
                        go(`/registeredUserScoreRecord/list/${r.idUser}`);
                      }}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {r.studentName}
                    </a>
                  ),
                },
              ]
            : []),
          { key: 'subject', header: t('records.subject'), sort: 'subject', cell: (r) => r.subject },
          { key: 'score', header: t('records.score'), cell: (r) => number(r.score) },
          { key: 'factor', header: t('records.factor'), cell: (r) => number(r.factor) },
          { key: 'term', header: t('records.term'), cell: (r) => r.term ?? '—' },
          { key: 'note', header: t('records.note'), cell: (r) => r.note || '—' },
          { key: 'teacher', header: t('records.teacher'), cell: (r) => r.creatorName ?? '—' },
          {
            key: 'createdAt',
            header: t('records.notedOn'),
            sort: 'createdAt',
            cell: (r) => displayDate(r.createdAt),
          },
        ]}
        {...(may
          ? {
              rowActions: (r: ScoreRecord) => (
                <Button variant="secondary" onClick={() => setOpen({ record: r })}>
                  {t('records.edit')}
                </Button>
              ),
              onDeleteSelected: async (ids: number[]) => void (await api.scoreRecord.delete({ ids })),
            }
          : {})}
      />
      {open && (
        <ScoreDialog
          whose={whose}
          students={owner.data.students}
          record={open.record}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            setRefresh((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
