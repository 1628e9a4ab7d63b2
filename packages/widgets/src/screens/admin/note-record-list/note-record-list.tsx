import { noteRecordPayload } from '@saola/core/api';
import { displayDate, schoolDay } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useT } from '../../../runtime/i18n';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { Textarea } from '../../../ui/textarea/textarea';
import { StudentRecords } from '../shared/student-records';

export interface NoteRecordListProps {
  /** The class whose students' notes are shown… */
  idGroup?: number | undefined;
  /** …or the one student's. */
  idUser?: number | undefined;
  onNavigate?: (to: string) => void;
}

/** Dated remarks by teachers on a class's students or on one student; add, edit, delete. */
export function NoteRecordList(props: NoteRecordListProps) {
  const t = useT();
  return (
    <StudentRecords
      {...props}
      area="noteRecord"
      exportModule="note"
      title={(name) => t('records.notesOf', { name })}
      empty={t('records.noNotes')}
      addLabel={t('records.addNote')}
      studentPath={(idUser) => pathTo('studentNoteRecords', { id: idUser })}
      columns={[
        {
          key: 'notedOn',
          header: t('records.notedOn'),
          sort: 'notedOn',
          cell: (r) => displayDate(r.notedOn),
        },
        { key: 'content', header: t('records.content'), cell: (r) => r.content },
      ]}
      inPlace={(whose, studentField) => ({
        addTitle: t('records.addNote'),
        editTitle: t('records.editNote'),
        nameOf: (r) => `${r.studentName} · ${displayDate(r.notedOn)}`,
        initial: (r) => ({
          idUser: r?.idUser ?? whose.idUser ?? (null as number | null),
          idGroup: whose.idGroup ?? null,
          notedOn: r?.notedOn ?? schoolDay(new Date()),
          content: r?.content ?? '',
        }),
        struct: noteRecordPayload,
        fields: (form) => (
          <>
            {studentField(form)}
            <DatePicker
              label={t('records.notedOn')}
              name="notedOn"
              required
              value={form.values.notedOn || undefined}
              onChange={(value) => form.set('notedOn', value ?? '')}
              error={form.errors.notedOn}
            />
            <Textarea
              label={t('records.content')}
              required
              rows={4}
              maxLength={2000}
              {...form.field('content')}
            />
          </>
        ),
      })}
    />
  );
}
