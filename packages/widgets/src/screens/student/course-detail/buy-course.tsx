import type { CourseOffer, Order } from '@saola/core/api';
import { dataOf, fieldMessages } from '@saola/core/http';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { PAYMENT_TYPE_LABEL } from '../../shared/commerce-labels';
import { TransferPanel } from '../../shared/transfer-panel';

/** What is bought: a course (its offer asked of the school) or a package (its offer already known). */
export type Bought = { idCourse: number } | { idPackage: number; offer: CourseOffer };

export type BuyCourseProps = Bought & {
  name: string;
  /** The order was paid: the learner is enrolled, the page loads the course again. */
  onPaid: () => void;
  /** Leaves for VNPay's payment page (the browser's own navigation by default). */
  redirect?: (url: string) => void;
  /** How often a pending order is asked about, in ms. */
  pollMs?: number;
  /** Opens the checkout as soon as the offer is known (the learner came from the public page's Buy). */
  openAtStart?: boolean;
};

type PayBy = CourseOffer['paymentTypes'][number];

/** VNPay's parameters in the address the learner came back to, if she came back from VNPay. */
function vnpayReturnParams(): Record<string, string> | null {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  if (!params.has('vnp_TxnRef')) return null;
  return Object.fromEntries([...params].filter(([key]) => key.startsWith('vnp_')));
}

/**
 * "Buy" on a paid course's page, for the course or a package it is in: payment by VietQR (the QR with the exact amount and the order's code as the
 * note) or VNPay (off to its payment page and back here), a coupon checked first; the page waits for the
 * school's confirmation (the gateway's notice or a person) and opens the course when it comes.
 */
export function BuyCourse({
  name,
  onPaid,
  redirect,
  pollMs = 4000,
  openAtStart = false,
  ...bought
}: BuyCourseProps) {
  const t = useT();
  const { api } = useSaola();
  const { money } = useFormat();
  const known = 'offer' in bought ? bought.offer : null;
  const [offer, setOffer] = useState<CourseOffer | null>(known);
  const [open, setOpen] = useState(false);
  const [payBy, setPayBy] = useState<PayBy | undefined>(known?.paymentTypes[0]);
  const idCourse = 'idCourse' in bought ? bought.idCourse : null;
  const idPackage = 'idPackage' in bought ? bought.idPackage : null;
  const [coupon, setCoupon] = useState('');
  const [quote, setQuote] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ couponCode?: string; paymentType?: string }>({});
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const returned = useRef(vnpayReturnParams());
  const ours = useCallback(
    (o: Order) =>
      o.items.some((item) =>
        idPackage === null ? item.idCourse === idCourse : item.idPackage === idPackage,
      ),
    [idCourse, idPackage],
  );

  useEffect(() => {
    if (idCourse === null) return;
    let live = true;
    api.order.offer({ idCourse }, { quiet: true }).then((reply) => {
      const offer = dataOf(reply);
      if (!live || !offer) return;
      setOffer(offer);
      setPayBy(offer.paymentTypes[0]);
      // Not over a payment already under way (back from VNPay), nor for a course no longer for sale.
      if (openAtStart && offer.forSale && !returned.current) setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [api, idCourse, openAtStart]);

  // Back from VNPay: its answer is shown (it decides nothing) by the offer whose order it was, which then
  // waits for the order; the page's other offers stay as they were.
  useEffect(() => {
    const params = returned.current;
    if (!params) return;
    api.payment.vnpayReturn(params, { quiet: true }).then(async (reply) => {
      const back = dataOf(reply);
      const mine =
        back?.valid && back.idOrder
          ? dataOf(await api.order.mineGet({ id: back.idOrder }, { quiet: true }))
          : null;
      // An answer about none of this offer's orders is the course's own offer's to show.
      if (mine ? !ours(mine) : idPackage !== null) return;
      if (!back?.valid) return setNotice(t('order.returnInvalid'));
      setNotice(back.success ? t('order.returnOk') : t('order.returnFailed'));
      if (mine && back.status !== 'cancelled') setOrder(mine);
    });
  }, [api, t, ours, idPackage]);

  // The parent's callback may be a new function on each render (a reload's): the paid order calls it once.
  const onPaidNow = useRef(onPaid);
  onPaidNow.current = onPaid;
  const reported = useRef<number | null>(null);
  const waiting = order?.status === 'pending';
  useEffect(() => {
    if (!order) return;
    if (order.status === 'paid') {
      setPaid(true);
      if (reported.current !== order.id) onPaidNow.current();
      reported.current = order.id;
      return;
    }
    if (order.status !== 'pending') return;
    // A slow answer can outlive the poll that asked (several may be in flight): once one has settled the
    // order, the late ones must not settle it again and call the page back twice.
    let live = true;
    const timer = setInterval(async () => {
      const reply = await api.order.mineGet({ id: order.id }, { quiet: true });
      const now = dataOf(reply);
      if (live && now && now.status !== 'pending') setOrder(now);
    }, pollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, order, pollMs]);

  const check = useCallback(async () => {
    if (!coupon.trim()) return;
    const reply = await api.coupon.check(
      {
        code: coupon.trim(),
        ...(idPackage === null ? { idCourses: [idCourse as number] } : { idPackages: [idPackage] }),
      },
      { quiet: true },
    );
    const quote = dataOf(reply);
    setQuote(quote?.purchasePrice ?? null);
    // The check names the payload's `code`; the form's field is the order's `couponCode`.
    setErrors(quote ? {} : { couponCode: fieldMessages(reply).code ?? reply.message });
  }, [api, coupon, idCourse, idPackage]);

  const pay = async () => {
    if (!payBy) return;
    setBusy(true);
    const reply = await api.order.checkout(
      {
        ...(idPackage === null ? { idCourse: idCourse as number } : { idPackage }),
        paymentType: payBy,
        couponCode: coupon.trim() || null,
      },
      { quiet: true },
    );
    setBusy(false);
    const placed = dataOf(reply);
    if (!placed) {
      const fields = fieldMessages(reply);
      setErrors(Object.keys(fields).length ? fields : { paymentType: reply.message });
      return;
    }
    setOpen(false);
    setOrder(placed);
    if (placed.paymentUrl)
      (redirect ?? ((url: string) => globalThis.location.assign(url)))(placed.paymentUrl);
  };

  if (paid)
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
        {t('order.paidNow')}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      {notice && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          {notice}
        </p>
      )}
      {waiting && order.transfer && <TransferPanel transfer={order.transfer} />}
      {waiting && order.paymentUrl && (
        <a className="self-start text-sm text-brand-700 underline" href={order.paymentUrl}>
          {t('order.payVnpay')}
        </a>
      )}
      {waiting && <p className="text-sm text-muted">{t('order.waiting')}</p>}
      {offer?.forSale && !waiting && (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-lg font-semibold text-ink">{money(offer.price)}</span>
          <Button onClick={() => setOpen(true)}>
            {idPackage === null ? t('order.buy') : t('order.buyPackage')}
          </Button>
        </div>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('order.buyTitle', { name })}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button busy={busy} onClick={pay}>
              {t('order.pay')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <RadioGroup
            label={t('order.payBy')}
            name="paymentType"
            required
            value={payBy}
            onChange={setPayBy}
            options={(offer?.paymentTypes ?? []).map((value) => ({
              value,
              label: t(PAYMENT_TYPE_LABEL[value]),
            }))}
            error={errors.paymentType}
          />
          <div className="flex items-end gap-2">
            <div className="grow">
              <TextField
                label={t('order.coupon')}
                name="couponCode"
                maxLength={40}
                value={coupon}
                onChange={(value) => {
                  setCoupon(value);
                  setQuote(null);
                }}
                error={errors.couponCode}
              />
            </div>
            <Button variant="secondary" onClick={check}>
              {t('coupon.apply')}
            </Button>
          </div>
          <p className="text-sm">
            {t('order.total')}: <strong>{money(quote ?? offer?.price ?? 0)}</strong>
            {quote !== null && offer && quote < offer.price && (
              <span className="ms-2 text-muted line-through">{money(offer.price)}</span>
            )}
          </p>
        </div>
      </Dialog>
    </div>
  );
}
