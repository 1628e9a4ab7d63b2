import type { CourseOutline } from '@saola/core/api';
import { sql } from 'kysely';
import type { ScopedDb } from '../../http/scoped';

/** A course's average rating (one decimal) over its visible reviews. */
export async function courseRating(db: ScopedDb, idCourse: number): Promise<CourseOutline['rating']> {
  const row = await db
    .select('courseReviews')
    .where('idCourse', '=', idCourse)
    .where('hidden', '=', false)
    .select([
      sql<number | null>`round(avg(rating)::numeric, 1)::float8`.as('average'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .executeTakeFirst();
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}
