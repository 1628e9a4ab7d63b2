import { contract, type RevenueRow } from '@saola/core/api';
import { type RawBuilder, sql } from 'kysely';
import { ok } from '../../http/context';
import { fieldError } from '../../http/errors';
import { route } from '../../http/routes';

const { revenue: api } = contract;

/** Schools in Vietnam and Laos share this offset; days and months are counted in it. */
const ZONE = 'Asia/Ho_Chi_Minh';
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

/**
 * Money that moved: a paid order counts on the day it was paid, a refund subtracts on the day it was refunded.
 * Each move is split over the order's items in proportion to their prices, for the report by course/package.
 */
export const revenueRoutes = [
  route(api.revenue, async (ctx) => {
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
    const start = sql`(${p.from}::date::timestamp at time zone ${ZONE})`;
    const end = sql`((${p.to}::date + 1)::timestamp at time zone ${ZONE})`;
    const moves = sql`
      select o.id, o.id_salesperson, o.payment_type, o.origin_price, o.paid_at as at,
             coalesce(o.received, o.purchase_price) as amount, 1 as sign
        from orders o
       where ${filters} and o.status in ('paid', 'refunded') and o.paid_at >= ${start} and o.paid_at < ${end}
      union all
      select o.id, o.id_salesperson, o.payment_type, o.origin_price, o.refunded_at as at,
             coalesce(o.received, o.purchase_price) as amount, -1 as sign
        from orders o
       where ${filters} and o.status = 'refunded' and o.refunded_at >= ${start} and o.refunded_at < ${end}`;
    const sums = (amount: RawBuilder<unknown>) => sql`
      coalesce(sum(case when m.sign = 1 then ${amount} else 0 end), 0)::bigint as paid,
      coalesce(sum(case when m.sign = -1 then ${amount} else 0 end), 0)::bigint as refunded,
      count(distinct m.id) filter (where m.sign = 1)::int as orders`;
    const format = p.groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
    const db = ctx.db.raw;
    const [periods, items, salespeople, types] = await Promise.all([
      sql<Moved>`select to_char(m.at at time zone ${ZONE}, ${format}) as key, null as label, ${sums(sql`m.amount`)}
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
    return ok({
      totals,
      periods: periodRows.map((r) => ({ ...r, label: r.key })),
      items: items.rows.map((r) => row(r, '')),
      salespeople: salespeople.rows.map((r) => row(r, 'none')),
      paymentTypes: types.rows.map((r) => row(r, '')),
    });
  }),
];
