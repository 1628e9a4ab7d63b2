import { contract, type PaymentType, type RevenueReport, type RevenueRow } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import ExcelJS from 'exceljs';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import { ok, type RequestContext } from '../../http/context';
import { fieldError } from '../../http/errors';
import { route } from '../../http/routes';

const { revenue: api } = contract;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A report spans at most about three years of days. */
const MAX_DAYS = 1100;

interface Moved {
  key: string | null;
  label: string | null;
  paid: number;
  refunded: number;
  orders: number;
}

const row = (r: Moved, fallback: string): RevenueRow => ({
  key: r.key ?? fallback,
  label: r.label ?? '',
  paid: Number(r.paid),
  refunded: Number(r.refunded),
  net: Number(r.paid) - Number(r.refunded),
  orders: Number(r.orders),
});

type RevenueQuery = (typeof api.revenue.payload)['TYPE'];

/** What the report reads of a request: its filters, the school's rows and the language of its errors. */
type RevenueAsk = Pick<RequestContext<RevenueQuery>, 'payload' | 't'> & {
  db: { idSite: number; raw: Db };
  site: { timeZone: string };
};

/**
 * The school's money moves from `start` until before `end`, orders filtered by `filters` (on `o`): a paid order's
 * payment (what was received) at its payment, each refund (whole or part) with its amount, `sign` -1, when made.
 * The revenue report and the dashboard's week both read it, so they agree.
 */
export const moneyMoves = (idSite: number, filters: RawBuilder<unknown>, start: unknown, end: unknown) => sql`
      select o.id, o.id_salesperson, o.payment_type, o.origin_price, o.paid_at as at,
             coalesce(o.received, o.purchase_price) as amount, 1 as sign
        from orders o
       where ${filters} and o.status in ('paid', 'refunded') and o.paid_at >= ${start} and o.paid_at < ${end}
      union all
      select o.id, o.id_salesperson, o.payment_type, o.origin_price, e.at, e.amount, -1 as sign
        from order_events e join orders o on o.id = e.id_order
       where ${filters} and e.id_site = ${idSite} and e.status = 'refunded' and e.amount is not null
         and e.at >= ${start} and e.at < ${end}`;

/**
 * Money that moved: a paid order counts on the day it was paid, each refund (whole or part) subtracts its amount on
 * the day it was made.
 * Each move is split over the order's items in proportion to their prices, for the report by course/package.
 */
export async function revenueReport(ctx: RevenueAsk): Promise<RevenueReport> {
  const p = ctx.payload;
  if (!DAY.test(p.from) || Number.isNaN(Date.parse(p.from)))
    throw fieldError('from', ctx.t('validation.invalidValue'));
  if (!DAY.test(p.to) || Number.isNaN(Date.parse(p.to)))
    throw fieldError('to', ctx.t('validation.invalidValue'));
  const days = (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000;
  if (days < 0) throw fieldError('to', ctx.t('revenue.toBeforeFrom'));
  if (days > MAX_DAYS) throw fieldError('to', ctx.t('revenue.tooLong'));
  const idSite = ctx.db.idSite;
  const filters = sql.join(
    [
      sql`o.id_site = ${idSite}`,
      ...(p.paymentType ? [sql`o.payment_type = ${p.paymentType}`] : []),
      ...(p.idSalesperson ? [sql`o.id_salesperson = ${p.idSalesperson}`] : []),
    ],
    sql` and `,
  );
  const zone = ctx.site.timeZone;
  const start = sql`(${p.from}::date::timestamp at time zone ${zone})`;
  const end = sql`((${p.to}::date + 1)::timestamp at time zone ${zone})`;
  const moves = moneyMoves(idSite, filters, start, end);
  const sums = (amount: RawBuilder<unknown>) => sql`
      coalesce(sum(case when m.sign = 1 then ${amount} else 0 end), 0)::bigint as paid,
      coalesce(sum(case when m.sign = -1 then ${amount} else 0 end), 0)::bigint as refunded,
      count(distinct m.id) filter (where m.sign = 1)::int as orders`;
  const format = p.groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const db = ctx.db.raw;
  const [periods, items, salespeople, types] = await Promise.all([
    sql<Moved>`select to_char(m.at at time zone ${zone}, ${format}) as key, null as label, ${sums(sql`m.amount`)}
        from (${moves}) m group by 1 order by 1`.execute(db),
    sql<Moved>`select coalesce('c' || i.id_course, 'p' || i.id_package, 'i' || i.id) as key, min(i.name) as label,
          ${sums(sql`round(m.amount::numeric * case when m.origin_price > 0 then i.price::numeric / m.origin_price
            else 1.0 / (select count(*) from order_items x where x.id_order = m.id) end)`)}
        from (${moves}) m join order_items i on i.id_order = m.id and i.id_site = ${idSite}
        group by 1 order by 3 desc, 1`.execute(db),
    sql<Moved>`select m.id_salesperson::text as key, min(u.full_name) as label, ${sums(sql`m.amount`)}
        from (${moves}) m left join users u on u.id = m.id_salesperson and u.id_site = ${idSite}
        group by 1 order by 3 desc, 1`.execute(db),
    sql<Moved>`select m.payment_type as key, m.payment_type as label, ${sums(sql`m.amount`)}
        from (${moves}) m group by 1 order by 3 desc, 1`.execute(db),
  ]);
  const periodRows = periods.rows.map((r) => row(r, ''));
  const totals = periodRows.reduce(
    (t, r) => ({
      paid: t.paid + r.paid,
      refunded: t.refunded + r.refunded,
      net: t.net + r.net,
      orders: t.orders + r.orders,
    }),
    { paid: 0, refunded: 0, net: 0, orders: 0 },
  );
  return {
    totals,
    periods: periodRows.map((r) => ({ ...r, label: r.key })),
    items: items.rows.map((r) => row(r, '')),
    salespeople: salespeople.rows.map((r) => row(r, 'none')),
    paymentTypes: types.rows.map((r) => row(r, '')),
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Written out, so the dead-key test sees each label the workbook shows.
const PAYMENT_TYPE_LABEL: Record<PaymentType, TranslationKey> = {
  cash: 'order.cash',
  transfer: 'order.transfer',
  vnpay: 'order.vnpay',
};

/** A sheet's name as Excel takes it: at most 31 characters, none of * ? : \ / [ ]. */
const sheetName = (title: string) => title.replace(/[*?:\\/[\]]/g, '-').slice(0, 31);

/** The report as a workbook: the period's totals first, then one sheet per table of the screen. */
async function revenueWorkbook(ctx: RequestContext<RevenueQuery>, report: RevenueReport): Promise<Buffer> {
  const t = ctx.t;
  const p = ctx.payload;
  const book = new ExcelJS.Workbook();
  book.creator = 'Saola';
  const money = '#,##0';
  const table = (title: string, first: string, rows: RevenueRow[], label: (r: RevenueRow) => string) => {
    const sheet = book.addWorksheet(sheetName(title));
    sheet.columns = [
      { header: first, key: 'label', width: 36 },
      { header: t('revenue.orders'), key: 'orders', width: 10 },
      { header: t('revenue.paid'), key: 'paid', width: 16, style: { numFmt: money } },
      { header: t('revenue.refunded'), key: 'refunded', width: 16, style: { numFmt: money } },
      { header: t('revenue.net'), key: 'net', width: 16, style: { numFmt: money } },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const r of rows)
      sheet.addRow({ label: label(r), orders: r.orders, paid: r.paid, refunded: r.refunded, net: r.net });
    return sheet;
  };
  const periods = table(t('revenue.period'), `${p.from} – ${p.to}`, report.periods, (r) => r.label);
  const total = periods.addRow({ label: t('order.total'), ...report.totals });
  total.font = { bold: true };
  table(t('revenue.byItem'), t('revenue.byItem'), report.items, (r) => r.label);
  table(t('revenue.bySalesperson'), t('order.salesperson'), report.salespeople, (r) =>
    r.key === 'none' ? t('revenue.noSalesperson') : r.label,
  );
  table(t('revenue.byPaymentType'), t('order.paymentType'), report.paymentTypes, (r) =>
    t(PAYMENT_TYPE_LABEL[r.key as PaymentType] ?? 'order.paymentType'),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const revenueRoutes = [
  route(api.revenue, async (ctx) => ok(await revenueReport(ctx))),

  /** The same report as .xlsx, for the accountant: same filters, same right. */
  route(api.revenueExport, async (ctx) => {
    const bytes = await revenueWorkbook(ctx, await revenueReport(ctx));
    const name = `revenue-${ctx.payload.from}-${ctx.payload.to}.xlsx`;
    ctx.reply.header('Content-Type', XLSX_TYPE);
    ctx.reply.header('X-Content-Type-Options', 'nosniff');
    ctx.reply.header('Cache-Control', 'no-store');
    ctx.reply.header('Content-Disposition', `attachment; filename="${name}"`);
    return ctx.reply.send(bytes);
  }),
];
