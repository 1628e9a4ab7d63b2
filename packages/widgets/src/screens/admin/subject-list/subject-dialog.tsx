import { type Subject, subjectPayload } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { useResourceForm } from '../../kit/use-resource-form';

function SubjectForm({ subject, onDone }: { subject: Subject | null; onDone: (saved: boolean) => void }) {
  const t = useT();
  const form = useResourceForm({
    area: 'subject',
    record: subject,
    initial: {
      name: subject?.name ?? '',
      code: subject?.code ?? '',
      description: subject?.description ?? '',
      sortOrder: (subject?.sortOrder ?? 0) as number | undefined,
    },
    struct: subjectPayload,
    onSaved: () => onDone(true),
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <TextField label={t('subject.name')} required maxLength={200} {...form.field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('subject.code')} maxLength={50} {...form.field('code')} />
        <TextField
          type="number"
          label={t('subject.sortOrder')}
          description={t('catalog.sortOrderHint')}
          min={0}
          max={9999}
          {...form.field('sortOrder')}
        />
      </div>
      <Textarea label={t('subject.description')} maxLength={2000} {...form.field('description')} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={form.submitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

export interface SubjectDialogProps {
  /** Open for a new subject (`'new'`) or to edit one; closed when null. */
  editing: Subject | 'new' | null;
  onClose: (saved: boolean) => void;
}

/** Adds or edits a subject in place: subjects have no pages of their own. */
export function SubjectDialog({ editing, onClose }: SubjectDialogProps) {
  const t = useT();
  const subject = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onClose={() => onClose(false)}
      title={subject ? t('subject.edit') : t('subject.add')}
      actions={<span />}
    >
      {editing !== null && <SubjectForm key={subject?.id ?? 'new'} subject={subject} onDone={onClose} />}
    </Dialog>
  );
}
