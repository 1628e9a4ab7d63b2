import { type Department, departmentPayload } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { useResourceForm } from '../../kit/use-resource-form';

function DepartmentForm({
  department,
  onDone,
}: {
  department: Department | null;
  onDone: (saved: boolean) => void;
}) {
  const t = useT();
  const form = useResourceForm({
    area: 'department',
    record: department,
    initial: {
      name: department?.name ?? '',
      code: department?.code ?? '',
      description: department?.description ?? '',
    },
    struct: departmentPayload,
    onSaved: () => onDone(true),
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <TextField label={t('department.name')} required maxLength={200} {...form.field('name')} />
      <TextField label={t('department.code')} maxLength={50} {...form.field('code')} />
      <Textarea label={t('department.description')} maxLength={2000} {...form.field('description')} />
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

export interface DepartmentDialogProps {
  /** Open for a new department (`'new'`) or to edit one; closed when null. */
  editing: Department | 'new' | null;
  onClose: (saved: boolean) => void;
}

/** Adds or edits a department in place: departments have no pages of their own. */
export function DepartmentDialog({ editing, onClose }: DepartmentDialogProps) {
  const t = useT();
  const department = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onClose={() => onClose(false)}
      title={department ? t('department.edit') : t('department.add')}
      actions={<span />}
    >
      {editing !== null && (
        <DepartmentForm key={department?.id ?? 'new'} department={department} onDone={onClose} />
      )}
    </Dialog>
  );
}
