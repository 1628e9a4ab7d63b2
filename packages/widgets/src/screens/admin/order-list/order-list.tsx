import { ORDER_STATUSES, PAYMENT_TYPES } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { ResourceList } from '../../kit/resource-list';
import { ORDER_STATUS_LABEL, PAYMENT_TYPE_LABEL } from '../../shared/commerce-labels';
import { OrderStatusBadge } from '../../shared/order-status';

export interface OrderListProps {
  onNavigate?: (to: string) => void;
}

/** The school's orders: search by code, customer, email or phone; filter by status and payment type. */
export function OrderList({ onNavigate }: OrderListProps) {
  const t = useT();
  const { money, phone } = useFormat();
  return (
    <ResourceList
      exportModule="order"
      area="order"
      pages={{ add: 'orderAdd', edit: 'orderEdit' }}
      title={t('route.orders')}
      addLabel={t('route.orderAdd')}
      empty={t('order.empty')}
      onNavigate={onNavigate}
      deleteWarning={() => t('order.cannotDelete')}
      filters={[
        {
          name: 'status',
          label: t('order.status'),
          choices: ORDER_STATUSES.map((value) => ({ value, label: t(ORDER_STATUS_LABEL[value]) })),
        },
        {
          name: 'paymentType',
          label: t('order.paymentType'),
          choices: PAYMENT_TYPES.map((value) => ({ value, label: t(PAYMENT_TYPE_LABEL[value]) })),
        },
      ]}
      columns={[
        { key: 'code', header: t('order.code'), sort: 'code', link: true, cell: (o) => o.code },
        { key: 'status', header: t('order.status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
        {
          key: 'customer',
          header: t('order.customer'),
          cell: (o) => (
            <span className="flex flex-col">
              <span>{o.customerName}</span>
              <span className="text-xs text-muted">{o.phone ? phone(o.phone) : (o.email ?? '')}</span>
            </span>
          ),
        },
        {
          key: 'purchasePrice',
          header: t('order.purchasePrice'),
          sort: 'purchasePrice',
          cell: (o) => money(o.purchasePrice),
        },
        {
          key: 'paymentType',
          header: t('order.paymentType'),
          minor: true,
          cell: (o) => t(PAYMENT_TYPE_LABEL[o.paymentType]),
        },
        {
          key: 'salesperson',
          header: t('order.salesperson'),
          minor: true,
          cell: (o) => o.salesperson ?? '—',
        },
        {
          key: 'createdAt',
          header: t('order.createdAt'),
          sort: 'createdAt',
          minor: true,
          cell: (o) => displayDate(o.createdAt),
        },
      ]}
    />
  );
}
