import type { CodeStatus, CouponState } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';

// Each label written out, so the dead-key test sees every key these values show. An order's payment type and
// status are named in core, which the server's exports read too.
export { ORDER_STATUS_LABEL, PAYMENT_TYPE_LABEL } from '@saola/core/api';

export const COUPON_STATE_LABEL: Record<CouponState, TranslationKey> = {
  active: 'coupon.active',
  scheduled: 'coupon.scheduled',
  expired: 'coupon.expired',
  usedUp: 'coupon.usedUp',
};

export const CODE_STATUS_LABEL: Record<CodeStatus, TranslationKey> = {
  unused: 'activeCode.statuses.unused',
  inUse: 'activeCode.statuses.inUse',
  usedUp: 'activeCode.statuses.usedUp',
  expired: 'activeCode.statuses.expired',
};

export const VNPAY_MODE_LABEL: Record<'sandbox' | 'production', TranslationKey> = {
  sandbox: 'payment.sandbox',
  production: 'payment.production',
};
