import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import type { Api } from '@saola/core/api';
import type { ReactNode } from 'react';
import type { Struct } from 'superstruct';
import { useT } from '../../runtime/i18n';
import { Button } from '../../ui/button/button';
import { FormDialog } from '../../ui/dialog/form-dialog';
import type { FieldsOf, ListArea, ListRow, SaveArea } from './resource';
import { type ResourceForm, useResourceForm } from './use-resource-form';

/**
 * How a list's small records are added and edited in place, in a dialog over the list, where they have no
 * pages of their own (positions, subjects, a class's scores…): the kit adds the Add and Edit buttons for
 * those the contract lets save, the dialog, the save with its guards, and the list's reload after it.
 */
export interface InPlace<K extends ListArea, T extends Record<string, unknown>> {
  addTitle: string;
  editTitle: string;
  /** A row's name, which its edit button says (`Edit position: Sales executive`). */
  nameOf: (row: ListRow<K>) => string;
  /** What the fields hold at first: a row's values, or a new record's. */
  initial: (row: ListRow<K> | null) => T;
  /** The struct of the area's `add` payload (the server validates with the same one). */
  struct: Struct<FieldsOf<K & SaveArea>, unknown>;
  fields: (form: ResourceForm<T>) => ReactNode;
}

/** The dialog of an in-place record: a new one (`row` null) or a row of the list. */
export function InPlaceDialog<K extends ListArea, T extends Record<string, unknown>>({
  area,
  editor,
  row,
  onClose,
}: {
  area: K;
  editor: InPlace<K, T>;
  row: ListRow<K> | null;
  onClose: (saved: boolean) => void;
}) {
  const form = useResourceForm({
    area: area as K & SaveArea & keyof Api,
    record: row,
    initial: editor.initial(row),
    struct: editor.struct,
    onSaved: () => onClose(true),
  });
  return (
    <FormDialog
      title={row ? editor.editTitle : editor.addTitle}
      onClose={() => onClose(false)}
      submit={form.submit}
      submitting={form.submitting}
    >
      {editor.fields(form)}
    </FormDialog>
  );
}

/** A row's edit button, named with the row for screen readers: the icon alone on a phone. */
export function EditRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT();
  return (
    <Button variant="ghost" onClick={onClick} aria-label={label}>
      <PencilSquareIcon aria-hidden className="size-4" />
      <span className="hidden sm:inline">{t('common.edit')}</span>
    </Button>
  );
}
