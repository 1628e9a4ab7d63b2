import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useT } from '../../runtime/i18n';
import { Button } from '../button/button';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom; a Close button when omitted. */
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ open, onClose, title, children, actions, role = 'dialog' }: DialogProps) {
  const t = useT();
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl" data-saola-dialog="">
          <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
          <div className="mt-3 text-sm text-ink">{children}</div>
          <div className="mt-6 flex justify-end gap-2">
            {actions ?? (
              <Button variant="secondary" onClick={onClose}>
                {t('common.close')}
              </Button>
            )}
          </div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void | Promise<void>;
  /** Deleting several selected records: the count goes into the message. */
  count?: number;
  busy?: boolean;
}

/** 'Are you sure you want to delete it?', or its several-records form. */
export function ConfirmDeleteDialog({ open, onCancel, onConfirm, count, busy }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={t('common.confirm')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void onConfirm()}>
            {t('common.delete')}
          </Button>
        </>
      }
    >
      {count && count > 1 ? t('confirm.deleteSelected', { count }) : t('confirm.delete')}
    </Dialog>
  );
}
