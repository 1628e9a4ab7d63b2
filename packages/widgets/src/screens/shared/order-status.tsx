import type { OrderStatus } from '@saola/core/api';
import { useT } from '../../runtime/i18n';
import { Pill, type Tone } from '../../ui/status-badge/pill';
import { ORDER_STATUS_LABEL } from './commerce-labels';

const TONES: Record<OrderStatus, Tone> = {
  pending: 'amber',
  paid: 'green',
  cancelled: 'gray',
  refunded: 'red',
};

/** An order's status as a coloured pill. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <Pill tone={TONES[status]}>{t(ORDER_STATUS_LABEL[status])}</Pill>;
}
