import type { CodeStatus } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { cx } from '../../../ui/cx';
import { CODE_STATUS_LABEL } from '../../shared/commerce-labels';

const TONES: Record<CodeStatus, string> = {
  unused: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  inUse: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  usedUp: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  expired: 'bg-gray-100 text-gray-700 ring-gray-500/20',
};

/** A code's status pill: unused, in use, used, expired. */
export function CodeStatusBadge({ status }: { status: CodeStatus }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[status],
      )}
    >
      {t(CODE_STATUS_LABEL[status])}
    </span>
  );
}
