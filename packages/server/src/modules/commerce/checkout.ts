import { contract } from '@saola/core/api';
import { sql } from 'kysely';
import { ok } from '../../http/context';
import { badRequest, fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds } from '../../http/resource';
import { route } from '../../http/routes';
import { basketOf } from './basket';
import { withCoupon } from './coupons';
import { markPaid, newOrderCode, orderView, priceAndTake, saveItems } from './orders';
import { paymentConfig, vietqrReady, vnpayReady } from './setting';

const { order: api } = contract;

/** What a learner may buy: a public, approved, paid course, or a package with a price and courses. */
export const checkoutRoutes = [
  route(api.checkout, async (ctx) => {
    const p = ctx.payload;
    const me = ctx.auth.user;
    if (Boolean(p.idCourse) === Boolean(p.idPackage)) throw badRequest('order.chooseOne');
    const basket = await basketOf(ctx, p.idCourse ? [p.idCourse] : [], p.idPackage ? [p.idPackage] : []);
    if (p.idCourse) {
      const course = await ctx.db
        .select('courses')
        .where('id', '=', p.idCourse)
        .select(['approval', 'visibility', 'isPaid', 'price'])
        .executeTakeFirstOrThrow();
      if (
        course.approval !== 'approved' ||
        course.visibility !== 'public' ||
        !course.isPaid ||
        course.price <= 0
      )
        throw badRequest('order.notForSale');
    } else if (basket.total <= 0 || !basket.idCourses.length) throw badRequest('order.notForSale');
    const enrolled = await ctx.db
      .select('courseEnrolments')
      .where('idUser', '=', me.id)
      .where('idCourse', 'in', basket.idCourses)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    if (Number(enrolled.n) >= basket.idCourses.length) throw badRequest('order.alreadyEnrolled');
    const config = await paymentConfig(ctx);
    if (
      (p.paymentType === 'vnpay' && !vnpayReady(config)) ||
      (p.paymentType === 'transfer' && !vietqrReady(config))
    )
      throw fieldError('paymentType', ctx.t('order.paymentUnavailable'));
    const now = ctx.services.clock.now();
    const [item] = basket.items;
    const learner = await ctx.db
      .select('users')
      .where('id', '=', me.id)
      .select(['fullName', 'email', 'phone'])
      .executeTakeFirstOrThrow();
    const { id, free } = await withCoupon(ctx, p.couponCode, () =>
      ctx.db.transaction(async (tx) => {
        // A new checkout replaces the learner's unpaid one for the same item (its coupon use is given back).
        const stale = await tx
          .select('orders')
          .innerJoin('orderItems', 'orderItems.idOrder', 'orders.id')
          .where('orders.idUser', '=', me.id)
          .where('orders.status', '=', 'pending')
          .where('orders.source', '=', 'checkout')
          .where(
            item?.idCourse ? 'orderItems.idCourse' : 'orderItems.idPackage',
            '=',
            item?.idCourse ?? item?.idPackage ?? 0,
          )
          .select('orders.id')
          .execute();
        for (const old of stale) {
          await tx.update('orders').set({ status: 'cancelled' }).where('id', '=', old.id).execute();
          await tx.deleteFrom('couponUses').where('idOrder', '=', old.id).execute();
          await tx
            .insert('orderEvents', {
              idOrder: old.id,
              status: 'cancelled',
              idUser: me.id,
              actor: 'user',
              at: now,
            })
            .execute();
        }
        const created = await tx
          .insert('orders', {
            code: newOrderCode(),
            idUser: me.id,
            customerName: learner.fullName,
            email: learner.email,
            phone: learner.phone,
            paymentType: p.paymentType,
            source: 'checkout',
            idCreator: me.id,
            originPrice: 0,
            purchasePrice: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insert('orderEvents', {
            idOrder: created.id,
            status: 'pending',
            idUser: me.id,
            actor: 'user',
            at: now,
          })
          .execute();
        const priced = await priceAndTake(tx, basket, p.couponCode, me.id, created.id, 0, now);
        await tx
          .update('orders')
          .set({
            idCoupon: priced.coupon?.id ?? null,
            couponCode: priced.coupon?.code ?? null,
            originPrice: priced.originPrice,
            discount: priced.discount,
            purchasePrice: priced.purchasePrice,
          })
          .where('id', '=', created.id)
          .execute();
        await saveItems(tx, created.id, basket);
        return { id: created.id, free: priced.purchasePrice === 0 };
      }),
    );
    // A coupon that covers the whole price leaves nothing to pay: the order is paid as it is made.
    if (free) await markPaid(ctx.db, id, { idUser: me.id, actor: 'user' }, now, { received: 0 });
    return ok(await orderView(ctx, id, me.id));
  }),

  route(api.packageOffers, async (ctx) => {
    const me = ctx.auth.user.id;
    // Another school's course is not found, like any other of its ids.
    await ownIds(ctx.db, 'courses', [ctx.payload.idCourse]);
    const packages = await ctx.db
      .select('coursePackages')
      .where(
        'id',
        'in',
        ctx.db.select('coursePackageItems').where('idCourse', '=', ctx.payload.idCourse).select('idPackage'),
      )
      .select(['id', 'name', 'about', 'benefits', 'price'])
      .orderBy('price')
      .orderBy('id')
      .execute();
    if (!packages.length) return ok([]);
    const items = await ctx.db
      .select('coursePackageItems')
      .innerJoin('courses', 'courses.id', 'coursePackageItems.idCourse')
      .leftJoin('courseEnrolments', (join) =>
        join.onRef('courseEnrolments.idCourse', '=', 'courses.id').on('courseEnrolments.idUser', '=', me),
      )
      .where(
        'coursePackageItems.idPackage',
        'in',
        packages.map((p) => p.id),
      )
      .select([
        'coursePackageItems.idPackage',
        'courses.name',
        'courses.approval',
        'courseEnrolments.id as enrolment',
      ])
      .orderBy('coursePackageItems.idPackage')
      .orderBy('coursePackageItems.position')
      .execute();
    const config = await paymentConfig(ctx);
    const paymentTypes = [
      ...(vietqrReady(config) ? (['transfer'] as const) : []),
      ...(vnpayReady(config) ? (['vnpay'] as const) : []),
    ];
    return ok(
      packages.map((p) => {
        const own = items.filter((i) => i.idPackage === p.id);
        return {
          id: p.id,
          name: p.name,
          about: p.about,
          benefits: p.benefits,
          courses: own.map((i) => i.name),
          price: p.price,
          forSale:
            p.price > 0 &&
            paymentTypes.length > 0 &&
            own.every((i) => i.approval === 'approved') &&
            own.some((i) => !i.enrolment),
          paymentTypes,
        };
      }),
    );
  }),

  route(api.offer, async (ctx) => {
    const course = await ctx.db
      .select('courses')
      .where('id', '=', ctx.payload.idCourse)
      .select(['approval', 'visibility', 'isPaid', 'price'])
      .executeTakeFirst();
    if (!course) throw notFound();
    const enrolled = await ctx.db
      .select('courseEnrolments')
      .where('idCourse', '=', ctx.payload.idCourse)
      .where('idUser', '=', ctx.auth.user.id)
      .select('id')
      .executeTakeFirst();
    const config = await paymentConfig(ctx);
    const paymentTypes = [
      ...(vietqrReady(config) ? (['transfer'] as const) : []),
      ...(vnpayReady(config) ? (['vnpay'] as const) : []),
    ];
    const forSale =
      !enrolled &&
      course.approval === 'approved' &&
      course.visibility === 'public' &&
      course.isPaid &&
      course.price > 0 &&
      paymentTypes.length > 0;
    return ok({ forSale, price: course.isPaid ? course.price : 0, paymentTypes });
  }),

  route(api.mine, async (ctx) => {
    const take = ctx.payload.take ?? 20;
    const page = ctx.payload.page ?? 1;
    const mine = ctx.db.select('orders').where('idUser', '=', ctx.auth.user.id);
    const [rows, counted] = await Promise.all([
      mine
        .select([
          'id',
          'code',
          'status',
          'paymentType',
          'purchasePrice',
          'createdAt',
          'paidAt',
          sql<
            string[]
          >`coalesce((select array_agg(i.name order by i.id) from order_items i where i.id_order = orders.id), '{}')`.as(
            'items',
          ),
        ])
        .orderBy('id', 'desc')
        .limit(take)
        .offset((page - 1) * take)
        .execute(),
      mine.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return ok({
      total: Number(counted.total),
      data: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), paidAt: iso(r.paidAt) })),
    });
  }),

  route(api.mineGet, async (ctx) => ok(await orderView(ctx, ctx.payload.id, ctx.auth.user.id))),
];
