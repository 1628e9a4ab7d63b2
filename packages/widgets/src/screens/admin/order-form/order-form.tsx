import {
  type Order,
  orderPayload,
  PAYMENT_TYPES,
  type PaymentType,
  pageItems,
  type RemoteSearch,
  type SelectOption,
} from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import type { TranslationKey } from '@saola/core/i18n';
import { pathTo } from '@saola/core/routes';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Confirm } from '../../../ui/dialog/dialog';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { Textarea } from '../../../ui/textarea/textarea';
import { type RecordScreenProps, ResourcePage } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { useResourceForm } from '../../kit/use-resource-form';
import { PAYMENT_TYPE_LABEL } from '../../shared/commerce-labels';
import { OrderStatusBadge } from '../../shared/order-status';
import { useNameSearch } from '../shared/use-name-search';
import { useStudentSearch } from '../shared/use-student-search';
import { RefundDialog } from './refund-dialog';

/** `id`: the order to open; a new one when omitted. */
export type OrderFormProps = RecordScreenProps;

const _options = (rows: Array<{ id: number; name: string }>): SelectOption[] =>
  rows.map((row) => ({ id: row.id, text: row.name }));

function useSearches() {
  const { api } = useSaola();
  return {
    students: useStudentSearch(),
    courses: useNameSearch((api, search) => api.course.list(search, { quiet: true })),
    packages: useNameSearch((api, search) => api.coursePackage.list(search, { quiet: true })),
    staff: useCallback(
      async (search: RemoteSearch) =>
        pageItems(await api.auth.users(search, { quiet: true }))
          .filter((u) => u.idType === 2 || u.idType === 3)
          .map((u) => ({ id: u.id, text: u.fullName })),
      [api],
    ),
  };
}

/** Who buys, what, with which coupon and payment type: a new order, or a pending one changed. */
function Editor({ item, onSaved }: { item: Order | null; onSaved: (order: Order) => void }) {
  const t = useT();
  const { phone } = useFormat();
  const search = useSearches();
  const [buyer, setBuyer] = useState<SelectOption | null>(
    item ? { id: item.idUser, text: item.customerName } : null,
  );
  const [courses, setCourses] = useState<SelectOption[]>(
    item?.items.flatMap((i) => (i.idCourse ? [{ id: i.idCourse, text: i.name }] : [])) ?? [],
  );
  const [packages, setPackages] = useState<SelectOption[]>(
    item?.items.flatMap((i) => (i.idPackage ? [{ id: i.idPackage, text: i.name }] : [])) ?? [],
  );
  const [salesperson, setSalesperson] = useState<SelectOption | null>(
    item?.idSalesperson ? { id: item.idSalesperson, text: item.salesperson ?? '' } : null,
  );
  const form = useResourceForm({
    area: 'order',
    record: item,
    initial: {
      idUser: (item?.idUser ?? null) as number | null,
      customerName: item?.customerName ?? '',
      // Masked contacts (SPEC §6) are neither held nor sent: the server keeps the order's own.
      email: item?.contactsMasked ? '' : (item?.email ?? ''),
      phone: item?.contactsMasked || !item?.phone ? '' : phone(item.phone),
      province: item?.province ?? '',
      paymentType: (item?.paymentType ?? 'cash') as PaymentType,
      idCourses: courses.map((c) => Number(c.id)),
      idPackages: packages.map((p) => Number(p.id)),
      couponCode: item?.couponCode ?? '',
      shipFee: item?.shipFee as number | undefined,
      idSalesperson: (item?.idSalesperson ?? null) as number | null,
      note: item?.note ?? '',
    },
    struct: orderPayload,
    onSaved,
  });
  const v = form.values;
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <Select
        label={t('order.student')}
        name="idUser"
        search={search.students}
        value={buyer}
        onChange={(chosen: SelectOption | null) => {
          setBuyer(chosen);
          form.set('idUser', chosen ? Number(chosen.id) : null);
        }}
        error={form.errors.idUser}
      />
      {v.idUser === null && (
        <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-medium text-ink">{t('order.newCustomer')}</legend>
          <TextField
            label={t('order.customerName')}
            required
            maxLength={200}
            {...form.field('customerName')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField type="email" label={t('common.email')} {...form.field('email')} />
            <TextField type="tel" label={t('order.phone')} {...form.field('phone')} />
          </div>
        </fieldset>
      )}
      <TextField label={t('order.province')} maxLength={100} {...form.field('province')} />
      <Select
        multiple
        label={t('order.courses')}
        name="idCourses"
        search={search.courses}
        value={courses}
        onChange={(chosen: SelectOption[]) => {
          setCourses(chosen);
          form.set(
            'idCourses',
            chosen.map((o) => Number(o.id)),
          );
        }}
        error={form.errors.idCourses}
      />
      <Select
        multiple
        label={t('order.packages')}
        name="idPackages"
        search={search.packages}
        value={packages}
        onChange={(chosen: SelectOption[]) => {
          setPackages(chosen);
          form.set(
            'idPackages',
            chosen.map((o) => Number(o.id)),
          );
        }}
        error={form.errors.idPackages}
      />
      <RadioGroup
        label={t('order.paymentType')}
        name="paymentType"
        required
        value={v.paymentType}
        onChange={(type) => form.set('paymentType', type)}
        options={PAYMENT_TYPES.map((value) => ({ value, label: t(PAYMENT_TYPE_LABEL[value]) }))}
        error={form.errors.paymentType}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('order.coupon')} maxLength={40} {...form.field('couponCode')} />
        <TextField type="number" label={t('order.shipFee')} min={0} step={1000} {...form.field('shipFee')} />
      </div>
      <Select
        label={t('order.salesperson')}
        name="idSalesperson"
        search={search.staff}
        value={salesperson}
        onChange={(chosen: SelectOption | null) => {
          setSalesperson(chosen);
          form.set('idSalesperson', chosen ? Number(chosen.id) : null);
        }}
        error={form.errors.idSalesperson}
      />
      <Textarea label={t('order.note')} maxLength={2000} {...form.field('note')} />
      <SaveBar busy={form.submitting} />
    </form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}

type Act = 'confirm' | 'cancel';
const ACT_LABEL: Record<Act, TranslationKey> = {
  confirm: 'order.confirm',
  cancel: 'order.cancel',
};

/** The order as it stands: items, totals, how to pay, process times, and the moves its status allows. */
function Summary({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const t = useT();
  const { api } = useSaola();
  const { money } = useFormat();
  const [asking, setAsking] = useState<Act | null>(null);
  const [refunding, setRefunding] = useState(false);
  const [received, setReceived] = useState<number | undefined>(order.purchasePrice);
  const act = async () => {
    const reply =
      asking === 'confirm'
        ? await api.order.confirm({ id: order.id, received: received ?? null })
        : await api.order.cancel({ id: order.id });
    setAsking(null);
    if (!reply.error && reply.data) onChange(reply.data);
  };
  const questions: Record<Act, string> = {
    confirm: t('order.confirmQuestion', { code: order.code }),
    cancel: t('order.cancelQuestion', { code: order.code }),
  };
  return (
    <section className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold text-ink">{order.code}</span>
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-muted">{t(PAYMENT_TYPE_LABEL[order.paymentType])}</span>
      </div>
      <ul className="divide-y divide-line text-sm">
        {order.items.map((item) => (
          <li
            key={`${item.idCourse}-${item.idPackage}-${item.name}`}
            className="flex justify-between gap-4 py-1"
          >
            <span>{item.name}</span>
            <span>{money(item.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="text-sm">
        <Row label={t('order.originPrice')}>{money(order.originPrice)}</Row>
        {order.discount > 0 && (
          <Row label={`${t('order.discount')} (${order.couponCode})`}>{money(-order.discount)}</Row>
        )}
        {order.shipFee > 0 && <Row label={t('order.shipFee')}>{money(order.shipFee)}</Row>}
        <Row label={t('order.purchasePrice')}>
          <strong>{money(order.purchasePrice)}</strong>
        </Row>
        {order.received !== null && <Row label={t('order.received')}>{money(order.received)}</Row>}
        {order.refunded > 0 && <Row label={t('order.refunded')}>{money(-order.refunded)}</Row>}
        {order.refundable > 0 && order.refunded > 0 && (
          <Row label={t('order.refundable')}>{money(order.refundable)}</Row>
        )}
        {order.paidAt && <Row label={t('order.paidAt')}>{displayDateTime(order.paidAt)}</Row>}
        <Row label={t('order.creator')}>{order.creator ?? '—'}</Row>
      </dl>
      {order.paymentUrl && (
        <p className="break-all text-sm">
          <span className="text-muted">{t('order.paymentLink')}: </span>
          <a className="text-brand-700 underline" href={order.paymentUrl} target="_blank" rel="noreferrer">
            {order.paymentUrl}
          </a>
        </p>
      )}
      {order.transfer && (
        <div className="flex flex-wrap items-center gap-4">
          <img src={order.transfer.image} alt={t('order.scanQr')} className="size-40" />
          <dl className="text-sm">
            <Row label={t('order.bankAccount')}>{order.transfer.accountNumber}</Row>
            <Row label={t('order.accountName')}>{order.transfer.accountName}</Row>
            <Row label={t('order.transferNote')}>{order.transfer.note}</Row>
          </dl>
        </div>
      )}
      <div>
        <h2 className="font-semibold text-ink">{t('order.processTimes')}</h2>
        <ol className="mt-1 flex flex-col gap-1 text-sm">
          {order.events.map((e) => (
            <li key={`${e.status}-${e.at}-${e.amount}`} className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={e.status} />
              <span className="text-muted">{displayDateTime(e.at)}</span>
              <span>
                {e.actor === 'user'
                  ? (e.by ?? '—')
                  : t('order.byGateway', { name: e.actor === 'vnpay' ? 'VNPay' : 'VietQR' })}
              </span>
              {e.amount !== null && <span className="font-medium">{money(-e.amount)}</span>}
              {e.reason && <span className="basis-full text-muted">{e.reason}</span>}
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-2">
        {order.status === 'pending' && (
          <>
            <Button onClick={() => setAsking('confirm')}>{t('order.confirm')}</Button>
            <Button variant="secondary" onClick={() => setAsking('cancel')}>
              {t('order.cancel')}
            </Button>
          </>
        )}
        {/* Paid with nothing left to give back is an order paid at nothing: refunding it takes back its access. */}
        {order.status === 'paid' && (
          <Button variant="danger" onClick={() => setRefunding(true)}>
            {t('order.refund')}
          </Button>
        )}
      </div>
      <Confirm
        open={asking !== null}
        onCancel={() => setAsking(null)}
        onConfirm={act}
        danger={asking === 'cancel'}
        title={asking ? t(ACT_LABEL[asking]) : ''}
        confirmLabel={asking ? t(ACT_LABEL[asking]) : ''}
      >
        <p>{asking ? questions[asking] : ''}</p>
        {asking === 'confirm' && (
          <div className="mt-3">
            <TextField
              type="number"
              label={t('order.received')}
              name="received"
              min={0}
              value={received}
              onChange={setReceived}
            />
          </div>
        )}
      </Confirm>
      {refunding && (
        <RefundDialog
          order={order}
          onClose={() => setRefunding(false)}
          onRefunded={(refunded) => {
            setRefunding(false);
            onChange(refunded);
          }}
        />
      )}
    </section>
  );
}

function Body({ item, onNavigate }: { item: Order | null; onNavigate: (to: string) => void }) {
  const [order, setOrder] = useState(item);
  if (!order)
    return <Editor item={null} onSaved={(saved) => onNavigate(pathTo('orderEdit', { id: saved.id }))} />;
  return (
    <div className="flex flex-col gap-4">
      <Summary order={order} onChange={setOrder} />
      {order.status === 'pending' && <Editor key={order.purchasePrice} item={order} onSaved={setOrder} />}
    </div>
  );
}

/** An order: made for a customer (an existing student or a new one), then confirmed, cancelled or refunded. */
export function OrderForm({ id, onNavigate }: OrderFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourcePage
      area="order"
      id={id}
      list="orderList"
      addTitle={t('route.orderAdd')}
      editTitle={t('route.orderEdit')}
      titleOf={(item) => `${item.code} — ${item.customerName}`}
      onNavigate={onNavigate}
    >
      {(item) => <Body key={item?.id ?? 'new'} item={item} onNavigate={go} />}
    </ResourcePage>
  );
}
