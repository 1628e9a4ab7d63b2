import { randomBytes } from 'node:crypto';
import { contract, type Order, type OrderStatus, type OrderSummary } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { formatMoney } from '@saola/core/format';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { ok, publicOrigin, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { learnersByContact } from '../../policy/contact-accounts';
import { contactsFor, learnersMayBringIn, maskContacts, seesContacts } from '../../policy/learner-scope';
import { assertRoom } from '../../policy/service-package';
import { notifyEvent } from '../notification';
import { type Basket, basketOf } from './basket';
import { type AppliedCoupon, priceCoupon, withCoupon } from './coupons';
import { paymentConfig, vietqrReady, vnpayReady } from './setting';
import { bankOf, transferNote, vietQrPayload } from './vietqr';
import { vnpayPaymentUrl } from './vnpay';

const { order: api } = contract;

/** Who moved an order: a person, or a gateway's verified notice. */
export interface Mover {
  idUser: number | null;
  actor: 'user' | 'vnpay' | 'transfer';
}

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** An order's code: the note of its bank transfer and VNPay's TxnRef, so short, unambiguous and hard to guess. */
export function newOrderCode(): string {
  const bytes = randomBytes(8);
  return `DH${[...bytes].map((b) => CODE_LETTERS[b % CODE_LETTERS.length]).join('')}`;
}

/** The name of the staff member an order names (its salesperson or its creator). */
export const staffName = (column: 'idSalesperson' | 'idCreator') =>
  sql<string | null>`(select full_name from users u where u.id = ${sql.ref(`orders.${column}`)})`;

function summary(row: {
  id: number;
  code: string;
  customerName: string;
  email: string | null;
  phone: string | null;
  paymentType: OrderSummary['paymentType'];
  status: OrderStatus;
  purchasePrice: number;
  received: number | null;
  salesperson: string | null;
  createdAt: Date;
  paidAt: Date | null;
}): OrderSummary {
  return {
    id: row.id,
    code: row.code,
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    paymentType: row.paymentType,
    status: row.status,
    purchasePrice: row.purchasePrice,
    received: row.received,
    salesperson: row.salesperson,
    createdAt: iso(row.createdAt),
    paidAt: iso(row.paidAt),
  };
}

/** An order as its reply carries it: with its items, process times and, while pending, how to pay. */
export async function orderView(ctx: RequestContext<unknown>, id: number, idUser?: number): Promise<Order> {
  let query = ctx.db
    .select('orders')
    .where('id', '=', id)
    .selectAll('orders')
    .select([staffName('idSalesperson').as('salesperson'), staffName('idCreator').as('creator')]);
  if (idUser !== undefined) query = query.where('idUser', '=', idUser);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  const [items, events] = await Promise.all([
    ctx.db
      .select('orderItems')
      .where('idOrder', '=', id)
      .select(['idCourse', 'idPackage', 'name', 'price'])
      .orderBy('id')
      .execute(),
    ctx.db
      .select('orderEvents')
      .leftJoin('users', 'users.id', 'orderEvents.idUser')
      .where('orderEvents.idOrder', '=', id)
      .select([
        'orderEvents.status',
        'orderEvents.actor',
        'orderEvents.at',
        'orderEvents.amount',
        'orderEvents.reason',
        'users.fullName as by',
      ])
      .orderBy('orderEvents.id')
      .execute(),
  ]);
  let paymentUrl: string | null = null;
  let transfer: Order['transfer'] = null;
  if (row.status === 'pending' && row.purchasePrice > 0 && row.paymentType !== 'cash') {
    const config = await paymentConfig(ctx);
    if (row.paymentType === 'vnpay' && vnpayReady(config))
      paymentUrl = vnpayPaymentUrl({
        baseUrl: config.vnpayUrl,
        tmnCode: config.vnpayTmnCode,
        secret: config.vnpayHashSecret,
        txnRef: row.code,
        amount: row.purchasePrice,
        orderInfo: transferNote(`Thanh toan don hang ${row.code}`),
        returnUrl: `${publicOrigin(ctx)}${returnPath(items)}`,
        ipAddr: ctx.ip,
        locale: ctx.locale === 'vi' ? 'vn' : 'en',
        createdAt: ctx.services.clock.now(),
      });
    if (row.paymentType === 'transfer' && vietqrReady(config)) {
      const payload = vietQrPayload({
        bankBin: config.vietqrBankBin,
        accountNumber: config.vietqrAccountNumber,
        amount: row.purchasePrice,
        note: row.code,
      });
      const svg = await QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      transfer = {
        bankBin: config.vietqrBankBin,
        bank: bankOf(config.vietqrBankBin),
        accountNumber: config.vietqrAccountNumber,
        accountName: config.vietqrAccountName,
        amount: row.purchasePrice,
        note: row.code,
        payload,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    }
  }
  // The buyer sees her own order whole; staff see its contacts as SPEC §6 lets them.
  const contacts = idUser === undefined ? contactsFor(ctx, row) : { ...row, contactsMasked: false };
  return {
    ...summary(row),
    email: contacts.email,
    phone: contacts.phone,
    contactsMasked: contacts.contactsMasked,
    idUser: row.idUser,
    province: row.province,
    source: row.source,
    creator: row.creator,
    idSalesperson: row.idSalesperson,
    shipFee: row.shipFee,
    originPrice: row.originPrice,
    discount: row.discount,
    couponCode: row.couponCode,
    note: row.note,
    refundedAt: iso(row.refundedAt),
    refunded: row.refunded,
    refundable: row.status === 'paid' ? (row.received ?? row.purchasePrice) - row.refunded : 0,
    items,
    events: events.map((e) => ({
      status: e.status as OrderStatus,
      actor: e.actor,
      by: e.by,
      at: iso(e.at),
      amount: e.amount,
      reason: e.reason,
    })),
    paymentUrl,
    transfer,
  };
}

/** Where VNPay sends the learner back: the bought course's page (which shows the result), else her courses. */
function returnPath(items: Array<{ idCourse: number | null }>): string {
  const idCourse = items.length === 1 ? items[0]?.idCourse : null;
  return idCourse ? `/my-course/${idCourse}` : '/my-course/list';
}

async function event(db: ScopedDb, idOrder: number, status: OrderStatus, by: Mover, at: Date) {
  await db.insert('orderEvents', { idOrder, status, idUser: by.idUser, actor: by.actor, at }).execute();
}

export interface Pricing {
  basket: Basket;
  coupon: AppliedCoupon | null;
  originPrice: number;
  discount: number;
  purchasePrice: number;
}

/**
 * Prices a basket for a buyer inside the order's transaction: the coupon's row is locked and its use taken
 * (coupon_uses) before the transaction ends, so its last use goes to exactly one order.
 */
export async function priceAndTake(
  tx: ScopedDb,
  basket: Basket,
  code: string | null | undefined,
  idUser: number,
  idOrder: number,
  shipFee: number,
  now: Date,
): Promise<Pricing> {
  await tx.deleteFrom('couponUses').where('idOrder', '=', idOrder).execute();
  const coupon = code?.trim()
    ? await priceCoupon(tx, code, basket, idUser, now, { lock: true, exceptOrder: idOrder })
    : null;
  if (coupon) await tx.insert('couponUses', { idCoupon: coupon.id, idOrder, idUser }).execute();
  const discount = coupon?.discount ?? 0;
  return {
    basket,
    coupon,
    originPrice: basket.total,
    discount,
    purchasePrice: basket.total - discount + shipFee,
  };
}

export async function saveItems(tx: ScopedDb, idOrder: number, basket: Basket) {
  await tx.deleteFrom('orderItems').where('idOrder', '=', idOrder).execute();
  if (basket.items.length)
    await tx
      .insert(
        'orderItems',
        basket.items.map((item) => ({ idOrder, ...item })),
      )
      .execute();
}

type Fields = (typeof api.add.payload)['TYPE'];

/** The buyer: a student of this school, or a new (retail) student made from the name, email and phone. */
async function buyer(ctx: RequestContext<unknown>, tx: ScopedDb, p: Fields, hash: () => Promise<string>) {
  if (p.idUser) {
    // A paid order enrols its buyer: an order for a learner is bringing her in, as an enrolment is.
    await learnersMayBringIn({ ...(ctx as SignedInContext<unknown>), db: tx }, [p.idUser], 'idUser');
    const found = await tx
      .select('users')
      .where('id', '=', p.idUser)
      .select(['id', 'fullName', 'email', 'phone'])
      .executeTakeFirstOrThrow();
    return {
      id: found.id,
      name: p.customerName?.trim() || found.fullName,
      email: p.email?.trim() || found.email,
      phone: p.phone?.trim() || found.phone,
    };
  }
  const name = p.customerName?.trim() ?? '';
  const email = p.email?.trim() || null;
  const phone = p.phone?.trim() || null;
  if (!name) throw fieldError('customerName', ctx.t('validation.required'));
  if (!email && !phone) throw fieldError('email', ctx.t('order.emailOrPhone'));
  const known = await learnersByContact(ctx as SignedInContext<unknown>, tx, [
    ...(email ? [{ email }] : []),
    ...(phone ? [{ phone }] : []),
  ]);
  if (known.length > 1) throw fieldError('idUser', ctx.t('order.severalBuyers'));
  if (known[0]) return { id: known[0], name, email, phone };
  const base = (email ?? phone ?? 'buyer').toLowerCase();
  const taken = await tx
    .select('users')
    .where(sql<boolean>`lower(username) = ${base}`)
    .select('id')
    .executeTakeFirst();
  const username = taken ? `${base}.${randomBytes(3).toString('hex')}` : base;
  await assertRoom(tx.raw, tx.idSite, 'learners');
  const created = await tx
    .insert('users', {
      username,
      fullName: name,
      email,
      phone,
      idType: ID_TYPE.STUDENT,
      studentKind: 'retail',
      // Nobody knows this password: the learner signs in with a code or sets one through "forgot password".
      passwordHash: await hash(),
      locale: ctx.locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, name, email, phone };
}

async function salesperson(db: ScopedDb, id: number | null | undefined): Promise<number | null> {
  if (!id) return null;
  const found = await db
    .select('users')
    .where('id', '=', id)
    .where('idType', 'in', [ID_TYPE.OWNER, ID_TYPE.TEACHER])
    .select('id')
    .executeTakeFirst();
  if (!found) throw notFound();
  return found.id;
}

async function saveOrder(ctx: SignedInContext<Fields>, existing: number | null): Promise<number> {
  let p = ctx.payload;
  if (existing !== null) {
    const current = await ctx.db
      .select('orders')
      .where('id', '=', existing)
      .select(['status', 'idUser', 'email', 'phone'])
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.status !== 'pending') throw badRequest('order.onlyPendingEdited');
    // A caller shown masked contacts cannot change them (SPEC §6): the order keeps its own, or takes the
    // new buyer's saved ones when she picks another student.
    if (!seesContacts(ctx))
      p =
        p.idUser && p.idUser !== current.idUser
          ? { ...p, email: null, phone: null }
          : { ...p, email: current.email, phone: current.phone };
  }
  const basket = await basketOf(ctx, p.idCourses ?? [], p.idPackages ?? []);
  if (!basket.items.length) throw fieldError('idCourses', ctx.t('order.noItems'));
  const idSalesperson = await salesperson(ctx.db, p.idSalesperson);
  const now = ctx.services.clock.now();
  const secret = randomBytes(24).toString('base64url');
  return withCoupon(ctx, p.couponCode, () =>
    ctx.db.transaction(async (tx) => {
      const who = await buyer(ctx, tx, p, () => ctx.services.passwords.hash(secret));
      const values = {
        idUser: who.id,
        customerName: who.name,
        email: who.email,
        phone: who.phone,
        province: p.province?.trim() ?? '',
        paymentType: p.paymentType,
        idSalesperson,
        shipFee: p.shipFee ?? 0,
        note: p.note?.trim() ?? '',
      };
      let id = existing;
      if (id === null) {
        const created = await tx
          .insert('orders', {
            ...values,
            code: newOrderCode(),
            source: 'admin',
            idCreator: ctx.auth.user.id,
            originPrice: 0,
            purchasePrice: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = created.id;
        await event(tx, id, 'pending', { idUser: ctx.auth.user.id, actor: 'user' }, now);
      }
      const priced = await priceAndTake(tx, basket, p.couponCode, who.id, id, values.shipFee, now);
      // Edits apply only while pending: the status is checked again under the row's lock.
      const updated = await tx
        .update('orders')
        .set({
          ...values,
          idCoupon: priced.coupon?.id ?? null,
          couponCode: priced.coupon?.code ?? null,
          originPrice: priced.originPrice,
          discount: priced.discount,
          purchasePrice: priced.purchasePrice,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw badRequest('order.onlyPendingEdited');
      await saveItems(tx, id, basket);
      return id;
    }),
  );
}

/** The courses an order gives: its courses, and its packages' courses as they are now. */
async function orderCourses(tx: ScopedDb, idOrder: number): Promise<number[]> {
  const items = await tx
    .select('orderItems')
    .where('idOrder', '=', idOrder)
    .select(['idCourse', 'idPackage'])
    .execute();
  const packages = items.flatMap((i) => (i.idPackage ? [i.idPackage] : []));
  const fromPackages = packages.length
    ? await tx.select('coursePackageItems').where('idPackage', 'in', packages).select('idCourse').execute()
    : [];
  return [
    ...new Set([
      ...items.flatMap((i) => (i.idCourse ? [i.idCourse] : [])),
      ...fromPackages.map((i) => i.idCourse),
    ]),
  ];
}

const refusal = (status: OrderStatus) => badRequest('order.refusedTransition', { status: status });

/**
 * pending → paid: enrols the buyer in every course of the order (each once) and records which enrolments the
 * order created. Runs in its own transaction and only from pending (checked by the update itself), so a
 * repeated or concurrent confirmation changes nothing.
 */
export async function markPaid(
  db: ScopedDb,
  idOrder: number,
  by: Mover,
  now: Date,
  options: { received?: number | null; gatewayRef?: string | null } = {},
): Promise<{ changed: boolean; status: OrderStatus }> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update('orders')
      .set({
        status: 'paid',
        paidAt: now,
        received: options.received ?? sql<number>`purchase_price`,
        gatewayRef: options.gatewayRef ?? null,
      })
      .where('id', '=', idOrder)
      .where('status', '=', 'pending')
      .returning(['id', 'idUser', 'code', 'purchasePrice'])
      .executeTakeFirst();
    if (!updated) {
      const current = await tx.select('orders').where('id', '=', idOrder).select('status').executeTakeFirst();
      if (!current) throw notFound();
      return { changed: false, status: current.status };
    }
    const courses = await orderCourses(tx, idOrder);
    if (courses.length) {
      const created = await tx
        .insert(
          'courseEnrolments',
          courses.map((idCourse) => ({ idCourse, idUser: updated.idUser, enrolledAt: now })),
        )
        .onConflict((oc) => oc.columns(['idCourse', 'idUser']).doNothing())
        .returning('idCourse')
        .execute();
      const fresh = new Set(created.map((c) => c.idCourse));
      await tx
        .insert(
          'orderGrants',
          courses.map((idCourse) => ({
            idOrder,
            idCourse,
            idUser: updated.idUser,
            created: fresh.has(idCourse),
          })),
        )
        .execute();
    }
    await event(tx, idOrder, 'paid', by, now);
    // Prices are whole đồng (the payment gateways take VND).
    await notifyEvent(tx.raw, tx.idSite, now, {
      event: 'orderPaid',
      idUsers: [updated.idUser],
      params: {
        orderCode: updated.code,
        amount: `${new Intl.NumberFormat('vi-VN').format(updated.purchasePrice)} ₫`,
      },
    });
    return { changed: true, status: 'paid' as const };
  });
}

/**
 * Gives back `amount` of a paid order's payment (all that is left when omitted), for a reason kept in its history.
 * Never more than was paid less what went back: the update itself checks it, under the row's lock, so two refunds
 * racing cannot together exceed the payment. Only the refund that completes it moves paid → refunded and takes back
 * the access the order gave: an enrolment the learner had before stays; one that another paid order also gives
 * stays too (and that order then answers for it).
 */
async function refund(
  ctx: Pick<RequestContext<unknown>, 't' | 'locale'>,
  db: ScopedDb,
  idOrder: number,
  ask: { amount?: number | null | undefined; reason: string },
  by: Mover,
  now: Date,
) {
  const reason = ask.reason.trim();
  if (!reason) throw fieldError('reason', ctx.t('validation.required'));
  await db.transaction(async (tx) => {
    const current = await tx
      .select('orders')
      .where('id', '=', idOrder)
      .select(['status', 'refunded', sql<number>`coalesce(received, purchase_price)`.as('paid')])
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (current.status !== 'paid') throw refusal(current.status);
    const left = current.paid - current.refunded;
    const amount = ask.amount ?? left;
    // An order paid at nothing (a free course, a whole-price coupon) is refunded whole with no money back, which
    // still takes back the access it gave.
    const nothingPaid = left === 0 && !ask.amount;
    if (!nothingPaid && (amount < 1 || amount > left))
      throw fieldError('amount', ctx.t('order.refundTooMuch', { max: formatMoney(left, ctx.locale) }));
    const whole = amount === left;
    const updated = await tx
      .update('orders')
      .set({
        refunded: sql<number>`refunded + ${amount}`,
        ...(whole ? { status: 'refunded' as const, refundedAt: now } : {}),
      })
      .where('id', '=', idOrder)
      .where('status', '=', 'paid')
      .where(sql<boolean>`refunded + ${amount} <= coalesce(received, purchase_price)`)
      .returning(['id', 'idUser'])
      .executeTakeFirst();
    if (!updated) throw refusal(current.status);
    await tx
      .insert('orderEvents', {
        idOrder,
        status: 'refunded',
        idUser: by.idUser,
        actor: by.actor,
        at: now,
        amount: amount || null,
        reason,
      })
      .execute();
    if (whole) await takeBackAccess(tx, idOrder);
  });
}

/** Removes the enrolments a fully refunded order made that no other paid order gives. */
async function takeBackAccess(tx: ScopedDb, idOrder: number) {
  const grants = await tx.select('orderGrants').where('idOrder', '=', idOrder).selectAll().execute();
  for (const grant of grants) {
    const other = await tx
      .select('orderGrants')
      .innerJoin('orders', 'orders.id', 'orderGrants.idOrder')
      .where('orderGrants.idUser', '=', grant.idUser)
      .where('orderGrants.idCourse', '=', grant.idCourse)
      .where('orders.status', '=', 'paid')
      .select('orderGrants.idOrder')
      .orderBy('orderGrants.idOrder')
      .executeTakeFirst();
    if (other) {
      if (grant.created)
        await tx
          .update('orderGrants')
          .set({ created: true })
          .where('idOrder', '=', other.idOrder)
          .where('idCourse', '=', grant.idCourse)
          .execute();
      continue;
    }
    if (!grant.created) continue;
    await tx
      .deleteFrom('lessonProgress')
      .where('idCourse', '=', grant.idCourse)
      .where('idUser', '=', grant.idUser)
      .execute();
    await tx
      .deleteFrom('courseEnrolments')
      .where('idCourse', '=', grant.idCourse)
      .where('idUser', '=', grant.idUser)
      .execute();
  }
}

/** pending → cancelled: the coupon's use is given back; nothing was granted yet. */
async function cancel(db: ScopedDb, idOrder: number, by: Mover, now: Date) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', idOrder)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const current = await tx.select('orders').where('id', '=', idOrder).select('status').executeTakeFirst();
      if (!current) throw notFound();
      throw refusal(current.status);
    }
    await tx.deleteFrom('couponUses').where('idOrder', '=', idOrder).execute();
    await event(tx, idOrder, 'cancelled', by, now);
  });
}

const person = (ctx: SignedInContext<unknown>): Mover => ({ idUser: ctx.auth.user.id, actor: 'user' });

export const orderRoutes = [
  route(api.list, async (ctx) => {
    let query = ctx.db.select('orders');
    if (ctx.payload.status) query = query.where('status', '=', ctx.payload.status);
    if (ctx.payload.paymentType) query = query.where('paymentType', '=', ctx.payload.paymentType);
    const page = await pageOf(
      query.selectAll('orders').select(staffName('idSalesperson').as('salesperson')),
      ctx.payload,
      {
        sorts: { code: 'code', purchasePrice: 'purchasePrice', createdAt: 'createdAt', paidAt: 'paidAt' },
        fallback: 'createdAt',
        searchKey: 'orders.searchKey',
        // Code and customer name; email and phone only for whom SPEC §6 shows them.
        ...(seesContacts(ctx) ? {} : { searchKeyLines: 2 }),
      },
    );
    return ok({ ...page, data: page.data.map((row) => maskContacts(ctx, summary(row))) });
  }),

  route(api.get, async (ctx) => ok(await orderView(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const id = await saveOrder(ctx, null);
    return ok(await orderView(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const { id, ...fields } = ctx.payload;
    await saveOrder({ ...ctx, payload: fields }, id);
    return ok(await orderView(ctx, id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = [...new Set(ctx.payload.ids)];
    const found = await ctx.db.select('orders').where('id', 'in', ids).select(['id', 'status']).execute();
    if (found.length !== ids.length) throw notFound();
    // A paid or refunded order is part of the school's accounts: it is refunded, never deleted.
    if (found.some((o) => o.status === 'paid' || o.status === 'refunded'))
      throw badRequest('order.cannotDelete');
    const deleted = await ctx.db
      .deleteFrom('orders')
      .where('id', 'in', ids)
      .where('status', 'in', ['pending', 'cancelled'])
      .returning('id')
      .execute();
    return ok({ deleted: deleted.length }, ctx.t('common.deleted'));
  }),

  route(api.confirm, async (ctx) => {
    const result = await markPaid(ctx.db, ctx.payload.id, person(ctx), ctx.services.clock.now(), {
      received: ctx.payload.received ?? null,
    });
    if (!result.changed) throw refusal(result.status);
    return ok(await orderView(ctx, ctx.payload.id), ctx.t('order.confirmed'));
  }),

  route(api.cancel, async (ctx) => {
    await cancel(ctx.db, ctx.payload.id, person(ctx), ctx.services.clock.now());
    return ok(await orderView(ctx, ctx.payload.id), ctx.t('order.cancelDone'));
  }),

  route(api.refund, async (ctx) => {
    const { id, amount, reason } = ctx.payload;
    await refund(ctx, ctx.db, id, { amount, reason }, person(ctx), ctx.services.clock.now());
    const order = await orderView(ctx, id);
    return ok(order, ctx.t(order.status === 'refunded' ? 'order.refundDone' : 'order.refundedPart'));
  }),
];
