import { contract, type Redemption } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { sql } from 'kysely';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { route } from '../../http/routes';
import { asGuess } from '../../policy/guesses';
import { enrol } from '../course';
import { CODE_SHAPE, normalizeCode } from './codes';

const { activeCode: api } = contract;

/** A refusal that says something about the code: counted against the learner when the code was a guess. */
const refuse = (key: TranslationKey) => badRequest(key);

/**
 * One use of a code, all or nothing: the learner's use is recorded (once per learner: a double click finds
 * it there), then the code's use count goes up only while uses are left — a conditional update the database
 * applies to one request at a time, so two learners racing for a single-use code cannot both get it — and
 * the learner is enrolled in the batch's courses (the package's as they are today).
 */
async function redeem(ctx: SignedInContext<unknown>, typed: string, now: Date): Promise<Redemption> {
  const code = normalizeCode(typed);
  if (!CODE_SHAPE.test(code)) throw refuse('activeCode.unknown');
  const idUser = ctx.auth.user.id;
  return ctx.db.transaction(async (tx) => {
    const found = await tx
      .select('activeCodes')
      .innerJoin('activeCodeBatches', 'activeCodeBatches.id', 'activeCodes.idBatch')
      .where(sql<boolean>`upper(active_codes.code) = ${code}`)
      .select([
        'activeCodes.id',
        'activeCodes.idBatch',
        'activeCodeBatches.idPackage',
        'activeCodeBatches.expiresAt',
        'activeCodeBatches.usesPerCode',
      ])
      .executeTakeFirst();
    if (!found) throw refuse('activeCode.unknown');
    const mine = await tx
      .select('activeCodeUses')
      .where('idCode', '=', found.id)
      .where('idUser', '=', idUser)
      .select('id')
      .executeTakeFirst();
    if (mine) throw refuse('activeCode.alreadyYours');
    if (found.expiresAt && new Date(found.expiresAt) < now) throw refuse('activeCode.expired');
    const used = await tx
      .insert('activeCodeUses', { idCode: found.id, idUser, usedAt: now })
      .onConflict((oc) => oc.columns(['idCode', 'idUser']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!used) throw refuse('activeCode.alreadyYours');
    const counted = await tx
      .update('activeCodes')
      .set({ uses: sql`uses + 1`, lastUsedBy: idUser, lastUsedAt: now })
      .where('id', '=', found.id)
      .where('uses', '<', found.usesPerCode)
      .returning('id')
      .executeTakeFirst();
    if (!counted) throw refuse('activeCode.usedUp');
    const courses = found.idPackage
      ? await tx
          .select('coursePackageItems')
          .innerJoin('courses', 'courses.id', 'coursePackageItems.idCourse')
          .where('coursePackageItems.idPackage', '=', found.idPackage)
          .select(['courses.id', 'courses.name'])
          .orderBy('coursePackageItems.position')
          .execute()
      : await tx
          .select('activeCodeBatchCourses')
          .innerJoin('courses', 'courses.id', 'activeCodeBatchCourses.idCourse')
          .where('activeCodeBatchCourses.idBatch', '=', found.idBatch)
          .select(['courses.id', 'courses.name'])
          .orderBy('activeCodeBatchCourses.position')
          .execute();
    if (!courses.length) throw refuse('activeCode.noCourses');
    await enrol(
      { ...ctx, db: tx },
      courses.map((course) => course.id),
      [idUser],
    );
    return { courses };
  });
}

/** Refusals that tell nothing a guesser could use are not counted: the code was real and the learner's. */
const NOT_A_GUESS: readonly string[] = ['activeCode.alreadyYours'];

export const redeemRoutes = [
  route(api.redeem, async (ctx) => {
    const redemption = await asGuess(
      ctx,
      'activeCode',
      () => redeem(ctx, ctx.payload.code, ctx.services.clock.now()),
      (error) => !NOT_A_GUESS.includes(error.key),
    );
    return ok(redemption, ctx.t('activeCode.redeemed', { count: redemption.courses.length }));
  }),
];
