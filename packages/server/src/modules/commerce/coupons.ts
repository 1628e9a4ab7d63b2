import { type Coupon, type CouponSummary, contract } from '@saola/core/api';
import { sql } from 'kysely';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, HttpError, notFound } from '../../http/errors';
import { dateField } from '../../http/form-date';
import { iso } from '../../http/iso';
import { deleteOwned, ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { asGuess } from '../../policy/guesses';
import { type Basket, basketOf } from './basket';

const { coupon: api } = contract;

/** Uses by orders not cancelled (a cancelled order gives its use back). */
const usedCount = sql<number>`(select count(*)::int from coupon_uses u where u.id_coupon = coupons.id)`;

type CouponRow = Awaited<ReturnType<typeof couponRow>>;
function couponRow(db: ScopedDb) {
  return db.select('coupons').selectAll('coupons').select(usedCount.as('used')).executeTakeFirst();
}

function summary(row: NonNullable<CouponRow>): CouponSummary {
  return {
    id: row.id,
    code: row.code,
    times: row.times,
    quantity: row.quantity,
    used: Number(row.used),
    discountKind: row.discountKind,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    startsAt: iso(row.startsAt),
    expiresAt: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
  };
}

async function one(ctx: RequestContext<unknown>, id: number): Promise<Coupon> {
  const row = await ctx.db
    .select('coupons')
    .where('id', '=', id)
    .selectAll('coupons')
    .select(usedCount.as('used'))
    .executeTakeFirst();
  if (!row) throw notFound();
  const [courses, packages] = await Promise.all([
    ctx.db
      .select('couponTargets')
      .innerJoin('courses', 'courses.id', 'couponTargets.idCourse')
      .where('couponTargets.idCoupon', '=', id)
      .select(['courses.id', 'courses.name'])
      .orderBy('courses.name')
      .execute(),
    ctx.db
      .select('couponTargets')
      .innerJoin('coursePackages', 'coursePackages.id', 'couponTargets.idPackage')
      .where('couponTargets.idCoupon', '=', id)
      .select(['coursePackages.id', 'coursePackages.name'])
      .orderBy('coursePackages.name')
      .execute(),
  ]);
  return { ...summary(row), perLearner: row.perLearner, appliesToAll: row.appliesToAll, courses, packages };
}

type Fields = (typeof api.add.payload)['TYPE'];

function rowOf(ctx: RequestContext<unknown>, p: Fields) {
  // The rules between the fields (the code's characters, the discount's range, the dates' order, a target)
  // are the contract's, checked before the handler runs.
  const startsAt = dateField(ctx, 'startsAt', p.startsAt);
  const expiresAt = dateField(ctx, 'expiresAt', p.expiresAt, true);
  return {
    code: p.code.trim(),
    times: p.times,
    quantity: p.times === 'once' ? 1 : (p.quantity ?? null),
    perLearner: p.perLearner ?? null,
    discountKind: p.discountKind,
    discountValue: p.discountValue,
    maxDiscount: p.discountKind === 'percent' ? (p.maxDiscount ?? null) : null,
    appliesToAll: p.appliesToAll,
    startsAt,
    expiresAt,
  };
}

async function assertCodeFree(ctx: RequestContext<unknown>, code: string, self?: number) {
  let query = ctx.db.select('coupons').where(sql<boolean>`lower(code) = lower(${code})`);
  if (self) query = query.where('id', '!=', self);
  if (await query.select('id').executeTakeFirst()) throw fieldError('code', ctx.t('coupon.codeTaken'));
}

async function saveTargets(db: ScopedDb, idCoupon: number, p: Fields) {
  const courses = p.appliesToAll ? [] : await ownIds(db, 'courses', p.idCourses ?? []);
  const packages = p.appliesToAll ? [] : await ownIds(db, 'coursePackages', p.idPackages ?? []);
  await db.deleteFrom('couponTargets').where('idCoupon', '=', idCoupon).execute();
  const rows = [
    ...courses.map((idCourse) => ({ idCoupon, idCourse, idPackage: null })),
    ...packages.map((idPackage) => ({ idCoupon, idCourse: null, idPackage })),
  ];
  if (rows.length) await db.insert('couponTargets', rows).execute();
}

export interface AppliedCoupon {
  id: number;
  code: string;
  discount: number;
}

/**
 * Runs work that prices a typed coupon as a guess of it (policy/guesses): a buyer trying codes is refused
 * for a while after COUPON_FAILURE_LIMIT wrong ones, wherever she types them (the check, the checkout, an
 * order form).
 */
function asCouponGuess<T>(ctx: SignedInContext<unknown>, work: () => Promise<T>): Promise<T> {
  return asGuess(ctx, 'coupon', work, (error) => error.key.startsWith('coupon.'));
}

/**
 * Work that prices the coupon a buyer typed: counted as a guess of it (a run of wrong codes is refused for a
 * while), and its refusal a field error on the payload's coupon field, so the check and the checkout refuse a
 * wrong code in one shape.
 */
export async function withCoupon<T>(
  ctx: SignedInContext<unknown>,
  code: string | null | undefined,
  work: () => Promise<T>,
  field: 'code' | 'couponCode' = 'couponCode',
): Promise<T> {
  try {
    return await (code?.trim() ? asCouponGuess(ctx, work) : work());
  } catch (error) {
    if (error instanceof HttpError && error.code === 400 && error.key.startsWith('coupon.'))
      throw new HttpError(400, error.key, error.params, [{ field, message: ctx.t(error.key, error.params) }]);
    throw error;
  }
}

/**
 * What a coupon takes off a basket now, or the reason it cannot (a 400 with the coupon's own message). With
 * `lock`, the coupon's row is locked for the rest of the caller's transaction, so its uses are counted and
 * taken by one order at a time: two learners racing for the last use cannot both get it.
 */
export async function priceCoupon(
  db: ScopedDb,
  code: string,
  basket: Basket,
  idUser: number | null,
  now: Date,
  options: { lock?: boolean; exceptOrder?: number } = {},
): Promise<AppliedCoupon> {
  let query = db.select('coupons').where(sql<boolean>`lower(code) = lower(${code.trim()})`).selectAll();
  if (options.lock) query = query.forUpdate();
  const found = await query.executeTakeFirst();
  if (!found) throw badRequest('coupon.unknown');
  if (found.startsAt && new Date(found.startsAt) > now) throw badRequest('coupon.notStarted');
  if (found.expiresAt && new Date(found.expiresAt) <= now) throw badRequest('coupon.codeExpired');
  const uses = await db
    .select('couponUses')
    .where('idCoupon', '=', found.id)
    .where('idOrder', '!=', options.exceptOrder ?? 0)
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`(count(*) filter (where id_user = ${idUser ?? 0}))::int`.as('mine'),
    ])
    .executeTakeFirstOrThrow();
  if (found.quantity !== null && Number(uses.all) >= found.quantity) throw badRequest('coupon.codeUsedUp');
  if (idUser && found.perLearner !== null && Number(uses.mine) >= found.perLearner)
    throw badRequest('coupon.learnerLimit');
  let eligible = basket.total;
  if (!found.appliesToAll) {
    const targets = await db
      .select('couponTargets')
      .where('idCoupon', '=', found.id)
      .select(['idCourse', 'idPackage'])
      .execute();
    const courses = new Set(targets.map((t) => t.idCourse));
    const packages = new Set(targets.map((t) => t.idPackage));
    eligible = basket.items
      .filter((item) => (item.idCourse ? courses.has(item.idCourse) : packages.has(item.idPackage)))
      .reduce((sum, item) => sum + item.price, 0);
  }
  if (eligible <= 0) throw badRequest('coupon.notApplicable');
  const raw =
    found.discountKind === 'cash' ? found.discountValue : Math.floor((eligible * found.discountValue) / 100);
  const capped = found.maxDiscount !== null ? Math.min(raw, found.maxDiscount) : raw;
  return { id: found.id, code: found.code, discount: Math.min(capped, eligible) };
}

export const couponRoutes = [
  route(api.list, async (ctx) => {
    const now = ctx.services.clock.now();
    let query = ctx.db.select('coupons');
    const state = ctx.payload.state;
    if (state === 'scheduled') query = query.where('startsAt', '>', now);
    if (state === 'expired') query = query.where('expiresAt', '<=', now);
    if (state === 'usedUp')
      query = query.where(sql<boolean>`quantity is not null and ${usedCount} >= quantity`);
    if (state === 'active')
      query = query.where(
        sql<boolean>`(starts_at is null or starts_at <= ${now}) and (expires_at is null or expires_at > ${now})
          and (quantity is null or ${usedCount} < quantity)`,
      );
    const page = await pageOf(query.selectAll('coupons').select(usedCount.as('used')), ctx.payload, {
      sorts: { code: 'code', expiresAt: 'expiresAt', createdAt: 'createdAt' },
      fallback: 'createdAt',
      search: ['code'],
    });
    return ok({ ...page, data: page.data.map((row) => summary(row as NonNullable<CouponRow>)) });
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const values = rowOf(ctx, ctx.payload);
    await assertCodeFree(ctx, values.code);
    const id = await ctx.db.transaction(async (tx) => {
      const created = await tx.insert('coupons', values).returning('id').executeTakeFirstOrThrow();
      await saveTargets(tx, created.id, ctx.payload);
      return created.id;
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    await one(ctx, ctx.payload.id);
    const values = rowOf(ctx, ctx.payload);
    await assertCodeFree(ctx, values.code, ctx.payload.id);
    await ctx.db.transaction(async (tx) => {
      await tx.update('coupons').set(values).where('id', '=', ctx.payload.id).execute();
      await saveTargets(tx, ctx.payload.id, ctx.payload);
    });
    return ok(await one(ctx, ctx.payload.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'coupons', ctx.payload.ids), ctx.t('common.deleted')),
  ),

  route(api.check, async (ctx) => {
    const basket = await basketOf(ctx, ctx.payload.idCourses ?? [], ctx.payload.idPackages ?? []);
    const applied = await withCoupon(
      ctx,
      ctx.payload.code,
      () => priceCoupon(ctx.db, ctx.payload.code, basket, ctx.auth.user.id, ctx.services.clock.now()),
      'code',
    );
    return ok({
      code: applied.code,
      originPrice: basket.total,
      discount: applied.discount,
      purchasePrice: basket.total - applied.discount,
    });
  }),
];
