import type { CourseCategory, SelectOption } from '@saola/core/api';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { Select } from '../../../ui/select/select';

export interface DeleteCategoryDialogProps {
  category: CourseCategory | null;
  hasChildren: boolean;
  /** Where its courses may go: every other category. */
  targets: SelectOption[];
  onCancel: () => void;
  /** Deletes, moving the courses to `moveTo`; answers the server's field errors. */
  onDelete: (moveTo: number | null) => Promise<Array<{ field: string; message: string }> | undefined>;
}

/** Deleting a category: a plain confirmation, or, when it holds courses, where they go first. */
export function DeleteCategoryDialog({
  category,
  hasChildren,
  targets,
  onCancel,
  onDelete,
}: DeleteCategoryDialogProps) {
  const t = useT();
  const [moveTo, setMoveTo] = useState<SelectOption | null>(null);
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setMoveTo(null);
    setError(undefined);
    onCancel();
  };
  const confirm = async () => {
    const failures = await onDelete(moveTo ? Number(moveTo.id) : null);
    if (failures?.length) setError(failures[0]?.message);
    else {
      setMoveTo(null);
      setError(undefined);
    }
  };
  return (
    <Dialog
      open={category !== null}
      onClose={close}
      role="alertdialog"
      title={category ? t('category.deleteTitle', { name: category.name }) : ''}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm}>
            {t('common.delete')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {category && category.courses > 0 ? (
          <>
            <p>{t('category.moveNeeded', { count: category.courses })}</p>
            <Select
              label={t('category.moveCoursesTo')}
              name="moveTo"
              required
              options={targets}
              value={moveTo}
              onChange={setMoveTo}
              error={error}
            />
          </>
        ) : (
          <p>{t('confirm.delete')}</p>
        )}
        {hasChildren && <p className="text-sm text-muted">{t('category.childrenMoveUp')}</p>}
      </div>
    </Dialog>
  );
}
