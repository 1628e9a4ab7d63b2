import { type ClassLevel, classLevelPayload, SCHOOL_LEVELS, type SchoolLevel } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useResourceForm } from '../../kit/use-resource-form';
import { SCHOOL_LEVEL_LABEL } from '../../shared/school-labels';

function ClassLevelForm({ level, onDone }: { level: ClassLevel | null; onDone: (saved: boolean) => void }) {
  const t = useT();
  const form = useResourceForm({
    area: 'classLevel',
    record: level,
    initial: {
      name: level?.name ?? '',
      // Unchosen until picked, so the form asks for it as a required field.
      schoolLevel: level?.schoolLevel as SchoolLevel,
      sortOrder: (level?.sortOrder ?? 0) as number | undefined,
    },
    struct: classLevelPayload,
    onSaved: () => onDone(true),
  });
  const options = SCHOOL_LEVELS.map((value) => ({ id: value, text: t(SCHOOL_LEVEL_LABEL[value]) }));
  const chosen = options.find((o) => o.id === form.values.schoolLevel) ?? null;
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <TextField label={t('classLevel.name')} required maxLength={200} {...form.field('name')} />
      <Select
        label={t('classLevel.schoolLevel')}
        name="schoolLevel"
        required
        options={options}
        value={chosen}
        onChange={(option) => form.set('schoolLevel', option?.id as SchoolLevel)}
        error={form.errors.schoolLevel}
      />
      <TextField
        type="number"
        label={t('classLevel.sortOrder')}
        description={t('catalog.sortOrderHint')}
        min={0}
        max={9999}
        {...form.field('sortOrder')}
      />
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

export interface ClassLevelDialogProps {
  /** Open for a new class level (`'new'`) or to edit one; closed when null. */
  editing: ClassLevel | 'new' | null;
  onClose: (saved: boolean) => void;
}

/** Adds or edits a class level in place: class levels have no pages of their own. */
export function ClassLevelDialog({ editing, onClose }: ClassLevelDialogProps) {
  const t = useT();
  const level = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onClose={() => onClose(false)}
      title={level ? t('classLevel.edit') : t('classLevel.add')}
      actions={<span />}
    >
      {editing !== null && <ClassLevelForm key={level?.id ?? 'new'} level={level} onDone={onClose} />}
    </Dialog>
  );
}
