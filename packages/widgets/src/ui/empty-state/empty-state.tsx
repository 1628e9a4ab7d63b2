// The icon's own module: the barrel would pull every icon any screen uses into the elements' runtime.
import InboxIcon from '@heroicons/react/24/outline/InboxIcon';
import type { Failure } from '@saola/core/http';
import type { TranslationKey } from '@saola/core/i18n';
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

const SAYS: Record<Failure, TranslationKey> = {
  network: 'errors.network',
  server: 'errors.server',
  notFound: 'errors.gone',
  forbidden: 'errors.noAccess',
  refused: 'validation.invalidParameter',
};

/** Failures that may pass: a record that is gone, or not the user's to see, will not come by trying again. */
const PASSING: ReadonlySet<Failure> = new Set(['network', 'server', 'refused']);

export interface LoadFailedProps {
  failure: Failure;
  onRetry: () => void;
  /** Where a record that is gone or not allowed leads back to (its list). */
  onBack?: (() => void) | undefined;
  centred?: boolean;
}

/**
 * A screen whose data could not be loaded: what happened, each failure in its own words, and the way on
 * that fits it (try again, or back to the list).
 */
export function LoadFailed({ failure, onRetry, onBack, centred = false }: LoadFailedProps) {
  const t = useT();
  return (
    <div className={cx('flex flex-col gap-2', centred ? 'max-w-sm items-center text-center' : 'items-start')}>
      <p role="alert" className="text-sm text-danger">
        {t(SAYS[failure])}
      </p>
      {PASSING.has(failure) ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : (
        onBack && (
          <Button variant="secondary" onClick={onBack}>
            {t('common.back')}
          </Button>
        )
      )}
    </div>
  );
}
