import { type NoteRecord, noteRecordPayload, type SelectOption } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import { Dialog } from '../../../ui/dialog/dialog';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { Select } from '../../../ui/select/select';
import { Textarea } from '../../../ui/textarea/textarea';
import type { Whose } from '../score-record-list/whose';

export interface NoteDialogProps {
  whose: Whose;
  students: SelectOption[];
  record: NoteRecord | null;
  /** Today, YYYY-MM-DD, for a new note. */
  today: string;
  onSaved: () => void;
  onClose: () => void;
}

type Values = { idUser: number | null; notedOn: string; content: string };

/** A dated remark on a student (chosen among the class's in a class). */
export function NoteDialog({ whose, students, record, today, onSaved, onClose }: NoteDialogProps) {
  const t = useT();
  const { api } = useSaola();
  const form = useForm<Values>({
    initial: {
      idUser: record?.idUser ?? whose.idUser ?? null,
      notedOn: record?.notedOn ?? today,
      content: record?.content ?? '',
    },
    struct: noteRecordPayload as never,
    onSubmit: async (values) => {
      const payload = {
        ...(values as never as typeof noteRecordPayload.TYPE),
        idGroup: whose.idGroup ?? null,
      };
      const reply = record
        ? await api.noteRecord.edit({ id: record.id, ...payload })
        : await api.noteRecord.add(payload);
      if (reply.error || !reply.data) return fieldErrorsOf(reply);
      onSaved();
      return undefined;
    },
  });
  const chosen = students.find((s) => Number(s.id) === form.values.idUser) ?? null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={record ? t('records.editNote') : t('records.addNote')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="note-form" busy={form.submitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="note-form" noValidate onSubmit={form.submit} className="flex flex-col gap-4">
        {whose.idGroup !== undefined && (
          <Select
            label={t('records.student')}
            name="idUser"
            required
            options={students}
            value={chosen}
            onChange={(option) => form.set('idUser', option ? Number(option.id) : null)}
            error={form.errors.idUser}
          />
        )}
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
          name="content"
          required
          rows={4}
          maxLength={2000}
          value={form.values.content}
          onChange={(value) => form.set('content', value)}
          error={form.errors.content}
        />
      </form>
    </Dialog>
  );
}
