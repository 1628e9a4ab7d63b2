import { contract, type Order, REFUND_REASON_MAX } from '@saola/core/api';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { useSaveForm } from '../../../ui/form/use-form';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';

/**
 * Gives back all or part of a paid order's payment, for a reason. The amount starts at all that is left
 * refundable; the server holds the rule (never more than paid less refunded) and its refusal shows under the field.
 * An order paid at nothing has no amount to ask: its refund only takes back the access it gave.
 */
export function RefundDialog({
  order,
  onClose,
  onRefunded,
}: {
  order: Order;
  onClose: () => void;
  onRefunded: (order: Order) => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const { money } = useFormat();
  const form = useSaveForm({
    initial: { id: order.id, amount: (order.refundable || undefined) as number | undefined, reason: '' },
    struct: contract.order.refund.payload,
    save: (values) => api.order.refund(values),
    onSaved: onRefunded,
  });
  return (
    <FormDialog title={t('order.refund')} onClose={onClose} submit={form.submit} submitting={form.submitting}>
      <p className="text-sm">{t('order.refundQuestion', { code: order.code })}</p>
      {order.refundable > 0 && (
        <TextField
          type="number"
          label={t('order.refundAmount')}
          required
          min={1}
          max={order.refundable}
          description={`${t('order.refundable')}: ${money(order.refundable)}`}
          {...form.field('amount')}
        />
      )}
      <Textarea
        label={t('order.refundReason')}
        required
        rows={3}
        maxLength={REFUND_REASON_MAX}
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
