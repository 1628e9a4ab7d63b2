import { InboxIcon } from '@heroicons/react/24/outline';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useT } from '../../runtime/i18n';
import { Button } from '../button/button';
import { cx } from '../cx';

/** What an empty list or page says, with an optional way forward. */
export function EmptyState({
  title,
  description,
  action,
  icon: Icon = InboxIcon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  /** A heroicon of what the list holds; an empty tray when omitted. */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line px-6 py-10 text-center">
      <Icon aria-hidden className="size-8 text-gray-400" />
      <p className="text-sm font-medium text-ink">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted">{description}</p>}
      {action}
    </div>
  );
}

/** A screen whose data could not be loaded: the reason and a way to try again. */
export function LoadFailed({ onRetry, centred = false }: { onRetry: () => void; centred?: boolean }) {
  const t = useT();
  return (
    <div className={cx('flex flex-col gap-2', centred ? 'max-w-sm items-center text-center' : 'items-start')}>
      <p role="alert" className="text-sm text-danger">
        {t('errors.network')}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
