import type { OrderStatus } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { cx } from '../../../ui/cx';
import { ORDER_STATUS_LABEL } from '../../shared/commerce-labels';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  paid: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  cancelled: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  refunded: 'bg-red-50 text-red-800 ring-red-600/20',
};

/** An order's status as a coloured pill. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[status],
      )}
    >
      {t(ORDER_STATUS_LABEL[status])}
    </span>
  );
}
