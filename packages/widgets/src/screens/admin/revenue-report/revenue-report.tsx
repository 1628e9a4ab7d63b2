import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import {
  PAYMENT_TYPES,
  type PaymentType,
  type RevenueGroup,
  type RevenueReport as RevenueReportData,
  type RevenueRow,
} from '@saola/core/api';
import { dayjs } from '@saola/core/dates';
import type { TranslationKey } from '@saola/core/i18n';
import { useState } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { useNumberFormat, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { BarChart } from '../../../ui/bar-chart/bar-chart';
import { Button } from '../../../ui/button/button';
import { DateRange, type DateRangeValue } from '../../../ui/date-range/date-range';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { PAYMENT_TYPE_LABEL } from '../../shared/commerce-labels';
import { downloadRevenue } from './download';

const TOTALS: ReadonlyArray<readonly ['paid' | 'refunded' | 'net', TranslationKey]> = [
  ['paid', 'revenue.paid'],
  ['refunded', 'revenue.refunded'],
  ['net', 'revenue.net'],
];

const NOTHING: RevenueReportData = {
  totals: { paid: 0, refunded: 0, net: 0, orders: 0 },
  periods: [],
  items: [],
  salespeople: [],
  paymentTypes: [],
};

export interface RevenueReportProps {
  /** The first day shown (YYYY-MM-DD); the start of the current month by default. */
  from?: string;
  to?: string;
}

function Table({
  title,
  rows,
  label,
}: {
  title: string;
  rows: RevenueRow[];
  label: (row: RevenueRow) => string;
}) {
  const t = useT();
  const { money } = useNumberFormat();
  return (
    // A narrow screen scrolls the table sideways: the keyboard reaches it (focusable) and hears its name.
    <section
      aria-label={title}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white p-4 shadow-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-semibold text-ink">{title}</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 text-start font-medium">
              {title}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('revenue.orders')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('revenue.paid')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('revenue.refunded')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('revenue.net')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-1 text-start font-normal text-ink">
                {label(row)}
              </th>
              <td className="py-1 text-end">{row.orders}</td>
              <td className="py-1 text-end">{money(row.paid)}</td>
              <td className="py-1 text-end">{row.refunded ? `−${money(row.refunded)}` : money(0)}</td>
              <td className="py-1 text-end font-semibold">{money(row.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Revenue by day or month, course/package, salesperson and payment type: paid money counts, refunds subtract. */
export function RevenueReport({ from, to }: RevenueReportProps) {
  const t = useT();
  const { api, client } = useSaola();
  const { money } = useNumberFormat();
  const [exporting, setExporting] = useState(false);
  const [range, setRange] = useState<DateRangeValue>({
    from: from ?? dayjs().startOf('month').format('YYYY-MM-DD'),
    to: to ?? dayjs().format('YYYY-MM-DD'),
  });
  const [groupBy, setGroupBy] = useState<RevenueGroup>('day');
  const [paymentType, setPaymentType] = useState<PaymentType | ''>('');
  const ready = Boolean(range.from && range.to && range.from <= range.to);
  const loaded = useReply(
    (a) =>
      // An unfinished period asks nothing: the range field already says what is wrong.
      ready
        ? a.revenue.revenue({
            from: range.from ?? '',
            to: range.to ?? '',
            groupBy,
            ...(paymentType ? { paymentType } : {}),
          })
        : Promise.resolve({ error: false, code: 200, message: '', data: NOTHING }),
    [range.from, range.to, groupBy, paymentType, ready],
  );
  const report = ready ? loaded.data : null;
  const exportReport = async () => {
    if (!ready || !range.from || !range.to) return;
    setExporting(true);
    const done = await downloadRevenue(client, {
      from: range.from,
      to: range.to,
      groupBy,
      ...(paymentType ? { paymentType } : {}),
    });
    setExporting(false);
    if (!done) client.notices.toast('error', t('revenue.exportFailed'));
  };
  return (
    <RequireAccess access={api.revenue.revenue.access}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-semibold text-ink">{t('route.revenueReport')}</h1>
          <Button variant="secondary" busy={exporting} disabled={!ready} onClick={exportReport}>
            <ArrowDownTrayIcon aria-hidden className="size-4" />
            {t('revenue.export')}
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
          <DateRange label={t('revenue.period')} name="period" value={range} onChange={setRange} required />
          <RadioGroup
            inline
            label={t('revenue.groupBy')}
            name="groupBy"
            value={groupBy}
            onChange={setGroupBy}
            options={[
              { value: 'day', label: t('revenue.day') },
              { value: 'month', label: t('revenue.month') },
            ]}
          />
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('order.paymentType')}
            <select
              className="rounded-lg border border-line px-3 py-2"
              value={paymentType}
              onChange={(event) => setPaymentType(event.target.value as PaymentType | '')}
            >
              <option value="">{t('revenue.allPaymentTypes')}</option>
              {PAYMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(PAYMENT_TYPE_LABEL[value])}
                </option>
              ))}
            </select>
          </label>
        </div>
        {loaded.failure ? (
          <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
        ) : !report ? (
          ready && <Spinner />
        ) : report.periods.length === 0 ? (
          <EmptyState title={t('revenue.empty')} />
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              {TOTALS.map(([key, label]) => (
                <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
                  <dt className="text-sm text-muted">{t(label)}</dt>
                  <dd className="text-xl font-semibold text-ink">{money(report.totals[key])}</dd>
                </div>
              ))}
            </dl>
            <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
              <BarChart
                title={t('revenue.net')}
                labels={report.periods.map((p) => p.label)}
                series={[
                  {
                    label: t('revenue.paid'),
                    values: report.periods.map((p) => p.paid),
                    colour: 'bg-brand-600',
                  },
                  {
                    label: t('revenue.refunded'),
                    values: report.periods.map((p) => p.refunded),
                    colour: 'bg-red-400',
                  },
                ]}
              />
            </section>
            <Table title={t('revenue.period')} rows={report.periods} label={(r) => r.label} />
            <Table title={t('revenue.byItem')} rows={report.items} label={(r) => r.label} />
            <Table
              title={t('revenue.bySalesperson')}
              rows={report.salespeople}
              label={(r) => (r.key === 'none' ? t('revenue.noSalesperson') : r.label)}
            />
            <Table
              title={t('revenue.byPaymentType')}
              rows={report.paymentTypes}
              label={(r) => t(PAYMENT_TYPE_LABEL[r.key as PaymentType])}
            />
          </>
        )}
      </div>
    </RequireAccess>
  );
}
