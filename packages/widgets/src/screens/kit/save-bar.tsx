import type { ReactNode } from 'react';
import { useT } from '../../runtime/i18n';
import { Button } from '../../ui/button/button';
import { cx } from '../../ui/cx';

export interface SaveBarProps {
  /** Shown busy while the form is being sent, so a second press cannot send it twice. */
  busy: boolean;
  /** Where the form leads back to, when it is a page of its own rather than a section of one. */
  onBack?: (() => void) | undefined;
  /** The submit button's words when the form does more than save (e.g. generate codes). */
  saveLabel?: string | undefined;
  className?: string | undefined;
  /** Further actions of the form, after the submit button (a preview, a test send…). */
  children?: ReactNode;
}

/** A form's closing row: the submit button, the form's other actions, and a way back to where the user came from. */
export function SaveBar({ busy, onBack, saveLabel, className, children }: SaveBarProps) {
  const t = useT();
  return (
    <div className={cx('flex gap-2', className)}>
      <Button type="submit" busy={busy}>
        {saveLabel ?? t('common.save')}
      </Button>
      {children}
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      )}
    </div>
  );
}
