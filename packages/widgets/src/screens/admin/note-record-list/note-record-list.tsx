import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import type { NoteRecord } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { useCallback, useMemo, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load, TableQuery } from '../../../ui/data-table/use-data-table';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { useWhose, type Whose } from '../score-record-list/whose';
import { NoteDialog } from './note-dialog';

export interface NoteRecordListProps {
  /** The class whose students' notes are shown… */
  idGroup?: number | undefined;
  /** …or the one student's. */
  idUser?: number | undefined;
  onNavigate?: (to: string) => void;
}

const todayOf = () => new Date().toISOString().slice(0, 10);

/** Dated remarks by teachers on a class's students or on one student; add, edit, delete. */
export function NoteRecordList({ idGroup, idUser, onNavigate }: NoteRecordListProps) {
  const t = useT();
  const { api } = useSaola();
  const { user } = useSession();
  const go = useNavigateTo(onNavigate);
  const whose: Whose = idGroup !== undefined ? { idGroup } : { idUser: idUser ?? 0 };
  const owner = useWhose(whose);
  const [open, setOpen] = useState<{ record: NoteRecord | null } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const may = Boolean(user && hasRight(user, RIGHTS.noteRecord));
  const filters = useMemo(() => (idGroup !== undefined ? { idGroup } : { idUser }), [idGroup, idUser]);
  const load: Load<NoteRecord> = useCallback(
    (query: TableQuery) => api.noteRecord.list(query as never),
    [api],
  );
  if (owner.failure) return <LoadFailed failure={owner.failure} onRetry={owner.reload} />;
  if (!owner.data) return <Spinner />;
  const title = t('records.notesOf', { name: owner.data.name });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {may && (
          <Button onClick={() => setOpen({ record: null })}>
            <PlusIcon aria-hidden className="size-4" />
            {t('records.addNote')}
          </Button>
        )}
      </div>
      <DataTable<NoteRecord>
        label={title}
        empty={t('records.noNotes')}
        load={load}
        filters={filters}
        refresh={refresh}
        columns={[
          {
            key: 'notedOn',
            header: t('records.notedOn'),
            sort: 'notedOn',
            cell: (r) => displayDate(r.notedOn),
          },
          ...(idGroup !== undefined
            ? [
                {
                  key: 'student',
                  header: t('records.student'),
                  sort: 'student',
                  cell: (r: NoteRecord) => (
                    <a
                      href={`/registeredUserNoteRecord/list/${r.idUser}`}
                      onClick={(event) => {
                        event.preventDefault();
                        go(`/registeredUserNoteRecord/list/${r.idUser}`);
                      }}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {r.studentName}
                    </a>
                  ),
                },
              ]
            : []),
          { key: 'content', header: t('records.content'), cell: (r) => r.content },
          { key: 'teacher', header: t('records.teacher'), cell: (r) => r.creatorName ?? '—' },
        ]}
        {...(may
          ? {
              rowActions: (r: NoteRecord) => (
                <Button variant="secondary" onClick={() => setOpen({ record: r })}>
                  {t('records.edit')}
                </Button>
              ),
              onDeleteSelected: async (ids: number[]) => void (await api.noteRecord.delete({ ids })),
            }
          : {})}
      />
      {open && (
        <NoteDialog
          whose={whose}
          students={owner.data.students}
          record={open.record}
          today={todayOf()}
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
