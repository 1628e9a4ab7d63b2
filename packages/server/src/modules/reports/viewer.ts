import { ID_TYPE } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { SignedInContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { ownIds } from '../../http/resource';
import { scopedDb } from '../../http/scoped';
import { seesContacts, studentsSeenBy } from '../../policy/learner-scope';
import { subtreeOf, visibleUnits } from '../../policy/unit-scope';

/**
 * Whose figures a report shows, fixed when it is asked for (an export job runs later, maybe in another
 * process, with the scope its creator had when she started it).
 */
export interface ReportViewer {
  idSite: number;
  /** The school's time zone, in which a report's days and months are counted. */
  timeZone: string;
  idUser: number;
  /** A personal data scope: only the learners of her classes and of the courses she teaches. */
  personal: boolean;
  /** The units whose learners she sees; null: every learner (in no unit too). */
  units: number[] | null;
  /** Whether she holds the revenue report right (the general report then shows the period's revenue). */
  revenue: boolean;
  /**
   * Whether SPEC §6 lets her see learners' emails and phones; an export writes them masked otherwise. Absent
   * (a job queued before it was kept): masked.
   */
  contacts?: boolean;
}

/**
 * The viewer's reach: an owner or an organisation manager sees every unit; a unit manager sees the units
 * she manages and those below them, and every unit where her own unit may view other units' reports; a
 * teacher who manages no unit is bounded by her data scope only.
 */
export async function viewerOf(ctx: SignedInContext<unknown>): Promise<ReportViewer> {
  const user = ctx.auth.user;
  let units = await visibleUnits(ctx);
  if (units && units.length === 0) units = null;
  if (units) {
    const own = await ctx.db
      .select('users')
      .leftJoin('units', (join) =>
        join.onRef('units.id', '=', 'users.idUnit').onRef('units.idSite', '=', 'users.idSite'),
      )
      .select(['users.idUnit', 'units.canViewOtherReports'])
      .where('users.id', '=', user.id)
      .executeTakeFirst();
    if (own?.canViewOtherReports) units = null;
  }
  return {
    idSite: ctx.site.id,
    timeZone: ctx.site.timeZone,
    idUser: user.id,
    personal: user.scope !== 'school',
    units,
    revenue: hasRight(user, RIGHTS.revenueReport),
    contacts: seesContacts(ctx),
  };
}

/**
 * The units a filter names (the unit and every unit below it), when the viewer may see that unit; another
 * school's unit, or one outside her reach, is not found.
 */
export async function unitFilter(db: Db, viewer: ReportViewer, idUnit: number | undefined) {
  if (!idUnit) return null;
  await ownIds(scopedDb(db, viewer.idSite), 'units', [idUnit]);
  if (viewer.units && !viewer.units.includes(idUnit)) throw notFound();
  return subtreeOf({ raw: db }, viewer.idSite, idUnit);
}

/** The condition a learner row (`alias`, a users row) meets to be counted for this viewer. */
export function learnerWhere(
  viewer: ReportViewer,
  alias: string,
  units: number[] | null,
): RawBuilder<boolean> {
  const u = sql.ref(alias);
  const parts: RawBuilder<unknown>[] = [
    sql`${u}.id_site = ${viewer.idSite}`,
    sql`${u}.id_type = ${ID_TYPE.STUDENT}`,
  ];
  const reach = viewer.units;
  if (reach) parts.push(sql`${u}.id_unit in (${sql.join(reach.length ? reach : [0])})`);
  if (units) parts.push(sql`${u}.id_unit in (${sql.join(units.length ? units : [0])})`);
  if (viewer.personal)
    parts.push(
      studentsSeenBy(
        { idSite: viewer.idSite, idUser: viewer.idUser, observer: false, personal: true },
        `${alias}.id`,
      ),
    );
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
