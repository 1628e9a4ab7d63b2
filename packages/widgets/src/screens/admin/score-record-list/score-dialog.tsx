import { type ScoreRecord, type SelectOption, scoreRecordPayload } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import type { Whose } from './whose';

export interface ScoreDialogProps {
  whose: Whose;
  students: SelectOption[];
  record: ScoreRecord | null;
  onSaved: () => void;
  onClose: () => void;
}

type Values = {
  idUser: number | null;
  subject: string;
  score: number | undefined;
  factor: number | undefined;
  term: string;
  note: string;
};

/** A score: the student (in a class), subject, score, factor, term and note. */
export function ScoreDialog({ whose, students, record, onSaved, onClose }: ScoreDialogProps) {
  const t = useT();
  const { api } = useSaola();
  const form = useForm<Values>({
    initial: {
      idUser: record?.idUser ?? whose.idUser ?? null,
      subject: record?.subject ?? '',
      score: record?.score,
      factor: record?.factor ?? 1,
      term: record?.term ?? '',
      note: record?.note ?? '',
    },
    struct: scoreRecordPayload as never,
    onSubmit: async (values) => {
      const payload = {
        ...(values as never as typeof scoreRecordPayload.TYPE),
        idGroup: whose.idGroup ?? null,
      };
      const reply = record
        ? await api.scoreRecord.edit({ id: record.id, ...payload })
        : await api.scoreRecord.add(payload);
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
      title={record ? t('records.editScore') : t('records.addScore')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="score-form" busy={form.submitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="score-form" noValidate onSubmit={form.submit} className="flex flex-col gap-4">
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
        <TextField label={t('records.subject')} required maxLength={100} {...form.field('subject')} />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            type="number"
            label={t('records.score')}
            required
            min={0}
            step={0.25}
            {...form.field('score')}
          />
          <TextField
            type="number"
            label={t('records.factor')}
            required
            min={0.01}
            step={0.5}
            {...form.field('factor')}
          />
        </div>
        <TextField label={t('records.term')} maxLength={50} {...form.field('term')} />
        <TextField label={t('records.note')} maxLength={1000} {...form.field('note')} />
      </form>
    </Dialog>
  );
}
