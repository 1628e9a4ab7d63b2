import type { RequestContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';

/** One line of a basket at the school's current price (a client's price is never read). */
export interface BasketItem {
  idCourse: number | null;
  idPackage: number | null;
  name: string;
  price: number;
}

export interface Basket {
  items: BasketItem[];
  /** Every course the basket gives access to: its courses and its packages' courses, each once. */
  idCourses: number[];
  total: number;
}

/**
 * The courses and packages named, priced now: each must be this school's (anything else is not found), and
 * every course it gives, a package's too, approved (one pending or denied is not sold). A free course costs 0
 * whatever price it once had.
 */
export async function basketOf(
  ctx: Pick<RequestContext<unknown>, 'db' | 't'>,
  idCourses: number[],
  idPackages: number[],
): Promise<Basket> {
  const { db } = ctx;
  const courseIds = [...new Set(idCourses)];
  const packageIds = [...new Set(idPackages)];
  const [courses, packages, packageCourses] = await Promise.all([
    courseIds.length
      ? db.select('courses').where('id', 'in', courseIds).select(['id', 'name', 'isPaid', 'price']).execute()
      : [],
    packageIds.length
      ? db.select('coursePackages').where('id', 'in', packageIds).select(['id', 'name', 'price']).execute()
      : [],
    packageIds.length
      ? db.select('coursePackageItems').where('idPackage', 'in', packageIds).select('idCourse').execute()
      : [],
  ]);
  if (courses.length !== courseIds.length || packages.length !== packageIds.length) throw notFound();
  const byCourse = new Map(courses.map((c) => [c.id, c]));
  const byPackage = new Map(packages.map((p) => [p.id, p]));
  const items: BasketItem[] = [
    ...courseIds.map((id) => {
      const c = byCourse.get(id) as (typeof courses)[number];
      return { idCourse: c.id, idPackage: null, name: c.name, price: c.isPaid ? c.price : 0 };
    }),
    ...packageIds.map((id) => {
      const p = byPackage.get(id) as (typeof packages)[number];
      return { idCourse: null, idPackage: p.id, name: p.name, price: p.price };
    }),
  ];
  const given = [...new Set([...courseIds, ...packageCourses.map((i) => i.idCourse)])];
  await assertApproved(ctx, given, packageIds.length && !courseIds.length ? 'idPackages' : 'idCourses');
  return { items, idCourses: given, total: items.reduce((sum, item) => sum + item.price, 0) };
}

/** Refuses courses not approved yet (pending or denied), naming the first, under the field that chose them. */
export async function assertApproved(
  ctx: Pick<RequestContext<unknown>, 'db' | 't'>,
  idCourses: number[],
  field: string,
): Promise<void> {
  if (!idCourses.length) return;
  const pending = await ctx.db
    .select('courses')
    .where('id', 'in', idCourses)
    .where('approval', '!=', 'approved')
    .select('name')
    .orderBy('name')
    .executeTakeFirst();
  if (pending) throw fieldError(field, ctx.t('order.notApproved', { name: pending.name }));
}
