import { type FormEvent, type ReactNode, useId } from 'react';
import { useT } from '../../runtime/i18n';
import { Button } from '../button/button';
import { Dialog } from './dialog';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** The form's submit (`useForm`'s), and whether a save is under way. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form in a dialog, saved by the dialog's own Save button: Cancel and Save stay in the dialog's footer
 * while a long form scrolls, and Enter in a field saves as on a page.
 */
export function FormDialog({ title, onClose, submit, submitting, children }: FormDialogProps) {
  const t = useT();
  const id = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={id} busy={submitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {children}
      </form>
    </Dialog>
  );
}
