import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { badRequest } from '../http/errors';

/**
 * Refuses to add learners or courses past the school's service package (sites.learner_limit, course_limit;
 * null is no limit). It locks the school's row for the rest of the caller's transaction, so adds running at
 * once count one after the other: of two adds at one below the limit exactly one passes. The caller inserts
 * in that same transaction.
 */
export async function assertRoom(db: Db, idSite: number, kind: 'learners' | 'courses', adding = 1) {
  const site = await db
    .selectFrom('sites')
    .select(['learnerLimit', 'courseLimit'])
    .where('id', '=', idSite)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const limit = kind === 'learners' ? site.learnerLimit : site.courseLimit;
  if (limit === null) return;
  const counted =
    kind === 'learners'
      ? sql<{ count: number }>`select count(*)::int as count from users
          where id_site = ${idSite} and id_type = ${ID_TYPE.STUDENT}`
      : sql<{ count: number }>`select count(*)::int as count from courses where id_site = ${idSite}`;
  const count = (await counted.execute(db)).rows[0]?.count ?? 0;
  if (Number(count) + adding > limit)
    throw badRequest(
      kind === 'learners' ? 'servicePackage.learnerLimitReached' : 'servicePackage.courseLimitReached',
      { count: limit },
    );
}
