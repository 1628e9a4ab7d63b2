import type { MyOrder, Order } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { PAYMENT_TYPE_LABEL } from '../../shared/commerce-labels';
import { OrderStatusBadge } from '../../shared/order-status';
import { TransferPanel } from '../../shared/transfer-panel';

/** How many of her orders the profile shows: the newest, as the server sorts them. */
const SHOWN = 20;

/**
 * The learner's own orders in her profile: code, date, what she bought, the amount and where it stands; a
 * pending order opens how to pay it (its VNPay link or its VietQR), as the school's reply gives it.
 */
export function MyOrders() {
  const t = useT();
  const { money } = useFormat();
  const loaded = useReply((api) => api.order.mine({ take: SHOWN }), []);
  const [paying, setPaying] = useState<MyOrder | null>(null);
  const orders = loaded.data?.data;
  return (
    <section
      aria-labelledby="saola-my-orders"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-line"
    >
      <h2 id="saola-my-orders" className="text-base font-semibold text-ink">
        {t('order.mine')}
      </h2>
      {loaded.failure ? (
        <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
      ) : !orders ? (
        <Spinner />
      ) : orders.length === 0 ? (
        <p className="text-sm text-muted">{t('order.mineEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm font-semibold text-ink">{order.code}</span>
                  <OrderStatusBadge status={order.status} />
                </p>
                <p className="text-sm text-ink">{order.items.join(', ')}</p>
                <p className="text-xs text-muted">
                  {displayDate(order.createdAt)} · {t(PAYMENT_TYPE_LABEL[order.paymentType])}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="font-semibold text-ink">{money(order.purchasePrice)}</span>
                {order.status === 'pending' &&
                  (order.paymentType === 'vnpay' || order.paymentType === 'transfer') && (
                    <Button variant="secondary" onClick={() => setPaying(order)}>
                      {t('order.pay')}
                    </Button>
                  )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {paying && <PayOrder order={paying} onClose={() => setPaying(null)} />}
    </section>
  );
}

/** A pending order's way to pay, fetched when opened: VNPay's page (signed anew) or the VietQR transfer. */
function PayOrder({ order, onClose }: { order: MyOrder; onClose: () => void }) {
  const t = useT();
  const { money } = useFormat();
  const loaded = useReply((a) => a.order.mineGet({ id: order.id }), [order.id]);
  const full: Order | null = loaded.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('order.payTitle', { code: order.code })}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {loaded.failure ? (
        <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
      ) : !full ? (
        <Spinner />
      ) : full.status !== 'pending' ? (
        <p className="flex items-center gap-2 text-sm">
          <OrderStatusBadge status={full.status} />
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            {t('order.amount')}: <strong>{money(full.purchasePrice)}</strong>
          </p>
          {full.paymentUrl && (
            <a
              className="self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              href={full.paymentUrl}
            >
              {t('order.payVnpay')}
            </a>
          )}
          {full.transfer && <TransferPanel transfer={full.transfer} />}
          {!full.paymentUrl && !full.transfer && (
            <p className="text-sm text-muted">{t('order.paymentUnavailable')}</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
