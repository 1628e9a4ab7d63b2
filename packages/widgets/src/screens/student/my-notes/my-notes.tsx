import type { MyNoteRecord } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useCallback } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { DataTable } from '../../../ui/data-table/data-table';
import type { Load } from '../../../ui/data-table/use-data-table';

/** What the learner's teachers wrote about her, newest day first: only her own. */
export function MyNotes() {
  const t = useT();
  const { api } = useSaola();
  const load: Load<MyNoteRecord> = useCallback((query) => api.noteRecord.mine(query), [api]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.myNotes')}</h1>
      <DataTable<MyNoteRecord>
        label={t('route.myNotes')}
        empty={t('myNotes.empty')}
        load={load}
        inUrl
        columns={[
          {
            key: 'notedOn',
            header: t('myNotes.date'),
            sort: 'notedOn',
            cell: (note) => <span className="whitespace-nowrap">{displayDate(note.notedOn)}</span>,
          },
          { key: 'content', header: t('myNotes.content'), cell: (note) => note.content },
          {
            key: 'teacher',
            header: t('myNotes.teacher'),
            cell: (note) => (
              <span>
                {note.teacherName ?? '—'}
                <span className="block text-xs text-muted">{note.groupName ?? ''}</span>
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
