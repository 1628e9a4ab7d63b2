import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
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

/**
 * A modal dialog on the native <dialog>: showModal() puts it in the browser's top layer while it stays in
 * the DOM where it was rendered, so inside a custom element it keeps the shadow root's styles (Headless
 * UI's Dialog always portals to document.body). Escape, focus and inertness of the page come with it.
 */
export function Dialog({ open, onClose, title, children, actions, role = 'dialog' }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Escape and a click beside the dialog are easy to do by mistake: once something was typed in it they ask
  // before throwing it away (its own Cancel button is a deliberate choice and closes at once).
  const typed = useRef(false);
  const [asking, setAsking] = useState(false);
  const dismiss = () => {
    if (typed.current && role !== 'alertdialog') setAsking(true);
    else onClose();
  };
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      typed.current = false;
      setAsking(false);
      // An alert dialog opens on its least destructive action (Cancel comes first), as WAI-ARIA advises, not
      // on its first field: a select focused there opens its list by itself, over the buttons. showModal()
      // focuses what carries the autofocus attribute, which React's autoFocus prop does not write.
      if (role === 'alertdialog') actionsRef.current?.querySelector('button')?.setAttribute('autofocus', '');
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, role]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape (the dialog's cancel event)
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      data-saola-dialog=""
      onCancel={(event) => {
        event.preventDefault();
        if (asking) setAsking(false);
        else dismiss();
      }}
      // A click on the backdrop closes, as Escape does through the cancel event above.
      onClick={(event) => {
        if (event.target === ref.current) dismiss();
      }}
      onInput={() => {
        typed.current = true;
      }}
      // Taller than the screen (a long form, a select's list open in it), it scrolls: its buttons stay in reach.
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/40"
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          <div className="mt-3 text-sm text-ink">{children}</div>
          {asking ? (
            <DiscardQuestion onKeep={() => setAsking(false)} onDiscard={onClose} />
          ) : (
            <div ref={actionsRef} className="mt-6 flex justify-end gap-2">
              {actions ?? (
                <Button variant="secondary" onClick={onClose}>
                  {t('common.close')}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}

/** In place of the dialog's buttons, with what was typed still in sight: keep editing (focused) or discard. */
function DiscardQuestion({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const t = useT();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.querySelector('button')?.focus(), []);
  return (
    <div ref={group} className="mt-6 flex flex-wrap items-center justify-end gap-2">
      <p role="alert" className="me-auto font-medium text-ink">
        {t('common.discardQuestion')}
      </p>
      <Button variant="secondary" onClick={onKeep}>
        {t('common.keepEditing')}
      </Button>
      <Button variant="danger" onClick={onDiscard}>
        {t('common.discard')}
      </Button>
    </div>
  );
}

export interface ConfirmProps {
  open: boolean;
  onCancel: () => void;
  /** The confirming button stays busy until the promise it returns settles. */
  onConfirm: () => void | Promise<void>;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  children: ReactNode;
}

/** A question before an act that cannot be taken back: Cancel (focused first) or the act itself. */
export function Confirm({ open, onCancel, onConfirm, title, confirmLabel, danger, children }: ConfirmProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  /** The Delete button stays busy until the promise it returns settles. */
  onConfirm: () => void | Promise<void>;
  /** Deleting several selected records: the count goes into the message. */
  count?: number;
  /** What else the deletion takes with it (the learners who lose a course), said under the question. */
  warning?: string | undefined;
}

/** 'Are you sure you want to delete it?', or its several-records form. */
export function ConfirmDeleteDialog({ open, onCancel, onConfirm, count, warning }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Confirm
      open={open}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title={t('common.confirm')}
      confirmLabel={t('common.delete')}
      danger
    >
      <p>{count && count > 1 ? t('confirm.deleteSelected', { count }) : t('confirm.delete')}</p>
      {warning && <p className="mt-2 font-medium text-danger">{warning}</p>}
    </Confirm>
  );
}
