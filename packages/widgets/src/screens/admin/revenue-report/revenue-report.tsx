import {
  PAYMENT_TYPES,
  type PaymentType,
  type RevenueReport as RevenueReportData,
  type RevenueRow,
} from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { BarChart } from '../../../ui/bar-chart/bar-chart';
import { PAYMENT_TYPE_LABEL } from '../../shared/commerce-labels';
import { FigureTable, ReportFrame, Total, useReportPeriod } from '../shared/report-frame';
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

/** Revenue rows under one heading: orders, paid, refunded and net. */
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
  const { money, number } = useFormat();
  return (
    <FigureTable
      title={title}
      head={[title, t('revenue.orders'), t('revenue.paid'), t('revenue.refunded'), t('revenue.net')]}
      rows={rows}
      rowKey={(row) => row.key}
      empty={t('revenue.empty')}
      cells={(row) => [
        label(row),
        number(row.orders),
        money(row.paid),
        money(-row.refunded),
        <strong key="net">{money(row.net)}</strong>,
      ]}
    />
  );
}

/** Revenue by day or month, course/package, salesperson and payment type: paid money counts, refunds subtract. */
export function RevenueReport({ from, to }: RevenueReportProps) {
  const t = useT();
  const { api, client } = useSaola();
  const { money, axis, period: periodLabel } = useFormat();
  const [exporting, setExporting] = useState(false);
  const period = useReportPeriod(from, to);
  const [paymentType, setPaymentType] = useState<PaymentType | ''>('');
  const query = {
    from: period.from,
    to: period.to,
    groupBy: period.groupBy,
    ...(paymentType ? { paymentType } : {}),
  };
  const loaded = useReply(
    (a) =>
      period.ready
        ? a.revenue.revenue(query)
        : Promise.resolve({ error: false, code: 200, message: '', data: NOTHING }),
    [period.from, period.to, period.groupBy, paymentType, period.ready],
  );
  const exportReport = async () => {
    if (!period.ready) return;
    setExporting(true);
    const done = await downloadRevenue(client, query);
    setExporting(false);
    if (!done) client.notices.toast('error', t('revenue.exportFailed'));
  };
  return (
    <ReportFrame<RevenueReportData>
      title={t('route.revenueReport')}
      access={api.revenue.revenue.access}
      period={period}
      labels={{
        export: t('revenue.export'),
        period: t('revenue.period'),
        groupBy: t('revenue.groupBy'),
        day: t('revenue.day'),
        month: t('revenue.month'),
        empty: t('revenue.empty'),
      }}
      exporting={exporting}
      onExport={exportReport}
      filters={
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
      }
      loaded={loaded}
      report={period.ready ? loaded.data : null}
      isEmpty={(report) => report.periods.length === 0}
    >
      {(report) => (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {TOTALS.map(([key, label]) => (
              <Total key={key} label={t(label)} value={money(report.totals[key])} />
            ))}
          </dl>
          <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
            <BarChart
              title={t('revenue.net')}
              labels={report.periods.map((p) => axis(p.label))}
              format={money}
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
          <Table title={t('revenue.period')} rows={report.periods} label={(r) => periodLabel(r.label)} />
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
    </ReportFrame>
  );
}
