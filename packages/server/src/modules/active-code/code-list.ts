import { type ActiveCodeRow, CODE_ALPHABET, type CodeStatus, contract } from '@saola/core/api';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ok } from '../../http/context';
import { badRequest } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';

const { activeCodeItem: api } = contract;

type Eb = ExpressionBuilder<Database, 'activeCodes' | 'activeCodeBatches'>;

/** A code's status at `now`: used up wins over expired (the code did its job), then expired, in use, unused. */
export const statusOf = (now: Date) =>
  sql<CodeStatus>`case
    when active_codes.uses >= active_code_batches.uses_per_code then 'usedUp'
    when active_code_batches.expires_at is not null and active_code_batches.expires_at < ${now} then 'expired'
    when active_codes.uses > 0 then 'inUse'
    else 'unused' end`;

/** The rows of one status, as the same rule says. */
export function whereStatus(eb: Eb, status: CodeStatus, now: Date) {
  const usedUp = eb('activeCodes.uses', '>=', eb.ref('activeCodeBatches.usesPerCode'));
  const expired = eb.and([
    eb('activeCodeBatches.expiresAt', 'is not', null),
    eb('activeCodeBatches.expiresAt', '<', now),
  ]);
  if (status === 'usedUp') return usedUp;
  if (status === 'expired') return eb.and([eb.not(usedUp), expired]);
  const live = eb.and([eb.not(usedUp), eb.not(expired)]);
  return eb.and([live, eb('activeCodes.uses', status === 'inUse' ? '>' : '=', 0)]);
}

/** The school's codes with their batch and last user: the query the list, a batch's page and the export share. */
export function codeRows(db: ScopedDb) {
  return db
    .select('activeCodes')
    .innerJoin('activeCodeBatches', 'activeCodeBatches.id', 'activeCodes.idBatch')
    .leftJoin('users', 'users.id', 'activeCodes.lastUsedBy');
}

/** What the code list searches: the code, and the name and username of its last user. */
export const CODE_SEARCH = ['activeCodes.code', 'users.fullName', 'users.username'];

/**
 * A code read out over the phone may come with spaces or dashes and in lower case. It is taken for a code
 * when it has a digit (names have none), or a dash between letters all of the codes' alphabet: a code may
 * have no digit at all, and "Tran Van" must stay a name.
 */
export function codeKeyword(keyword: string | undefined) {
  const trimmed = keyword?.trim();
  if (!trimmed || !/^[\w\s-]+$/.test(trimmed)) return trimmed;
  const bare = trimmed.replace(/[\s-]+/g, '');
  const codeLike =
    /\d/.test(trimmed) ||
    (trimmed.includes('-') && [...bare.toUpperCase()].every((c) => CODE_ALPHABET.includes(c)));
  return codeLike ? bare : trimmed;
}

export const codeListRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    const now = ctx.services.clock.now();
    let query = codeRows(ctx.db);
    // Without a status to read, the batch and the last user only add columns: the codes alone are counted.
    let counted = ctx.db.select('activeCodes');
    if (p.idBatch) {
      query = query.where('activeCodes.idBatch', '=', p.idBatch);
      counted = counted.where('activeCodes.idBatch', '=', p.idBatch);
    }
    if (p.status) {
      const status = p.status;
      query = query.where((eb) => whereStatus(eb as Eb, status, now));
    }
    const payload = { ...p, keyword: codeKeyword(p.keyword) };
    const page = await pageOf(
      query.select([
        'activeCodes.id',
        'activeCodes.code',
        'activeCodes.idBatch',
        'activeCodeBatches.name as batchName',
        'activeCodes.uses',
        'activeCodeBatches.usesPerCode',
        'users.fullName as usedBy',
        'users.username as usedByUsername',
        'activeCodes.lastUsedAt as usedAt',
        'activeCodeBatches.expiresAt',
        statusOf(now).as('status'),
      ]),
      payload,
      {
        sorts: { code: 'activeCodes.code', usedAt: 'activeCodes.lastUsedAt' },
        fallback: 'activeCodes.id',
        fallbackDirection: 'asc',
        tieBreak: 'activeCodes.id',
        search: CODE_SEARCH,
        ...(p.status ? {} : { counted }),
      },
    );
    return ok({
      ...page,
      data: page.data.map(
        (row): ActiveCodeRow => ({ ...row, usedAt: iso(row.usedAt), expiresAt: iso(row.expiresAt) }),
      ),
    });
  }),

  route(api.delete, async (ctx) => {
    const ids = await ownIds(ctx.db, 'activeCodes', ctx.payload.ids);
    if (!ids.length) return ok({ deleted: 0 });
    const deleted = await ctx.db.transaction(async (tx) => {
      // Only codes nobody has used: a used code is the record of who got which courses.
      const removed = await tx
        .deleteFrom('activeCodes')
        .where('id', 'in', ids)
        .where('uses', '=', 0)
        .returning('id')
        .execute();
      if (removed.length !== ids.length) throw badRequest('activeCode.usedNotDeleted');
      return removed.length;
    });
    return ok({ deleted }, ctx.t('common.deleted'));
  }),
];
