import type { CodeStatus, CouponState, OrderStatus, PaymentType } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';

// Each label written out, so the dead-key test sees every key these values show.

export const PAYMENT_TYPE_LABEL: Record<PaymentType, TranslationKey> = {
  cash: 'order.cash',
  transfer: 'order.transfer',
  vnpay: 'order.vnpay',
};

export const ORDER_STATUS_LABEL: Record<OrderStatus, TranslationKey> = {
  pending: 'order.pending',
  paid: 'order.paid',
  cancelled: 'order.cancelled',
  refunded: 'order.refunded',
};

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
