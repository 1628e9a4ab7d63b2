import { type Position, positionPayload } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { useResourceForm } from '../../kit/use-resource-form';

function PositionForm({ position, onDone }: { position: Position | null; onDone: (saved: boolean) => void }) {
  const t = useT();
  const form = useResourceForm({
    area: 'position',
    record: position,
    initial: {
      name: position?.name ?? '',
      description: position?.description ?? '',
      positionGroup: position?.positionGroup ?? '',
    },
    struct: positionPayload,
    onSaved: () => onDone(true),
  });
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <TextField label={t('position.name')} required maxLength={200} {...form.field('name')} />
      <TextField label={t('position.group')} maxLength={200} {...form.field('positionGroup')} />
      <Textarea label={t('position.description')} maxLength={2000} {...form.field('description')} />
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

export interface PositionDialogProps {
  /** Open for a new position (`'new'`) or to edit one; closed when null. */
  editing: Position | 'new' | null;
  onClose: (saved: boolean) => void;
}

/** Adds or edits a job position in place: the positions have no pages of their own. */
export function PositionDialog({ editing, onClose }: PositionDialogProps) {
  const t = useT();
  const position = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onClose={() => onClose(false)}
      title={position ? t('position.edit') : t('position.add')}
      actions={<span />}
    >
      {editing !== null && <PositionForm key={position?.id ?? 'new'} position={position} onDone={onClose} />}
    </Dialog>
  );
}
