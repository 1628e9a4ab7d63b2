import { COUPON_STATES, type CouponSummary } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { ResourceList } from '../../kit/resource-list';
import { COUPON_STATE_LABEL } from '../../shared/commerce-labels';

export interface CouponListProps {
  onNavigate?: (to: string) => void;
}

/** A coupon's discount as a buyer reads it: "20% (≤ 300.000 ₫)" or "100.000 ₫". */
export function useDiscountText() {
  const { money, percent } = useFormat();
  return (c: Pick<CouponSummary, 'discountKind' | 'discountValue' | 'maxDiscount'>) =>
    c.discountKind === 'percent'
      ? `${percent(c.discountValue)}${c.maxDiscount !== null ? ` (≤ ${money(c.maxDiscount)})` : ''}`
      : money(c.discountValue);
}

/** The school's coupon codes: search by code, filter by state, open one, add, delete several. */
export function CouponList({ onNavigate }: CouponListProps) {
  const t = useT();
  const { share } = useFormat();
  const discount = useDiscountText();
  return (
    <ResourceList
      area="coupon"
      pages={{ add: 'couponAdd', edit: 'couponEdit' }}
      title={t('route.couponCodes')}
      addLabel={t('route.couponCodeAdd')}
      empty={t('coupon.empty')}
      onNavigate={onNavigate}
      filters={[
        {
          name: 'state',
          label: t('coupon.state'),
          choices: COUPON_STATES.map((value) => ({ value, label: t(COUPON_STATE_LABEL[value]) })),
        },
      ]}
      columns={[
        { key: 'code', header: t('coupon.code'), sort: 'code', link: true, cell: (c) => c.code },
        { key: 'discount', header: t('coupon.discountValue'), cell: discount },
        {
          key: 'used',
          header: t('coupon.used'),
          cell: (c) => share(c.used, c.quantity ?? t('coupon.unlimited')),
        },
        {
          key: 'times',
          header: t('coupon.times'),
          cell: (c) => (c.times === 'once' ? t('coupon.timesOnce') : t('coupon.timesMany')),
        },
        {
          key: 'expiresAt',
          header: t('coupon.expiresAt'),
          sort: 'expiresAt',
          cell: (c) => (c.expiresAt ? displayDate(c.expiresAt) : '—'),
        },
      ]}
    />
  );
}
