import type { CourseCategory, SelectOption } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useCategoryForm } from './use-course-categories';

export interface CategoryFormProps {
  /** The category edited in place; a new one when omitted. */
  category?: CourseCategory;
  parents: SelectOption[];
  onSaved: () => void;
  onCancel?: () => void;
}

/** Name and parent of a category, in one row: the add form above the tree and the in-place editor. */
export function CategoryForm({ category, parents, onSaved, onCancel }: CategoryFormProps) {
  const t = useT();
  const form = useCategoryForm(category, () => {
    if (!category) form.set('name', '');
    onSaved();
  });
  // The top level is a choice of its own, so a category can be moved back up to it.
  const options = [{ id: 0, text: t('category.topLevel') }, ...parents];
  const parent = options.find((option) => option.id === (form.values.idParent ?? 0)) ?? null;
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-wrap items-start gap-3">
      <div className="min-w-48 flex-1">
        <TextField label={t('category.name')} required {...form.field('name')} />
      </div>
      <div className="min-w-48 flex-1">
        <Select
          label={t('category.parent')}
          name="idParent"
          options={options}
          value={parent}
          onChange={(option) => form.set('idParent', option && option.id !== 0 ? Number(option.id) : null)}
          error={form.errors.idParent}
        />
      </div>
      <div className="flex gap-2 pt-6">
        <Button type="submit" busy={form.submitting}>
          {category ? t('common.save') : t('category.add')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
