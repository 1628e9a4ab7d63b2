import type { Profile, UserSummary } from '@saola/core/api';
import { DEFAULT_LOCALE, type IdType } from '@saola/core/constants';
import type { Paged } from '@saola/core/http';
import { isLocale } from '@saola/core/i18n';
import { type RawBuilder, sql } from 'kysely';
import type { RequestContext } from '../../http/context';
import { fieldError } from '../../http/errors';
import { iso } from '../../http/iso';
import { keyMatching, pageOf } from '../../http/resource';
import type { ScopedDb } from '../../http/scoped';

export const SORTABLE = {
  fullName: 'fullName',
  username: 'username',
  createdAt: 'createdAt',
  lastSignInAt: 'lastSignInAt',
} as const;

export async function loadProfile(db: ScopedDb, id: number): Promise<Profile | undefined> {
  const row = await db
    .select('users')
    .select(['id', 'fullName', 'username', 'idType', 'avatarUrl', 'email', 'phone', 'locale', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      idType: row.idType as IdType,
      locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
      createdAt: iso(row.createdAt) as string,
    }
  );
}

export interface UserQuery {
  keyword?: string | undefined;
  take?: number | undefined;
  page?: number | undefined;
  sort?: string | undefined;
  direction?: 'asc' | 'desc' | undefined;
  idType?: number | undefined;
  status?: 'active' | 'inactive' | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  /** Whether the keyword may match emails and phones (false for a caller shown them masked). */
  contacts?: boolean | undefined;
}

/** The orders every list of people offers. */
export const USER_SORTS = {
  fullName: 'users.fullName',
  username: 'users.username',
  createdAt: 'users.createdAt',
  lastSignInAt: 'users.lastSignInAt',
} as const;

/**
 * People whose name, username, email or phone contains the keyword, ignoring case and diacritics (shared by
 * every list of people; see the 0009 migration's search key); a caller shown masked contacts (SPEC §6)
 * finds them by name and username only: a search by a phone number must not tell whose it is.
 */
export function userMatching(keyword: string, contacts = true) {
  return keyMatching('users.search_key', keyword, contacts ? undefined : 2);
}

/** One page of a site's users with the total, searched by name, username, email or phone. */
export async function listUsers(
  db: ScopedDb,
  q: UserQuery,
  /** The caller's data scope, as a condition on `users` (`accountsInScope`). */
  inScope: RawBuilder<boolean>,
): Promise<Paged<UserSummary>> {
  let query = db.select('users').where(inScope);
  if (q.keyword?.trim()) {
    query = query.where(userMatching(q.keyword, q.contacts ?? true));
  }
  if (q.idType) query = query.where('idType', '=', q.idType);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.createdFrom) query = query.where('createdAt', '>=', new Date(q.createdFrom));
  if (q.createdTo)
    query = query.where('createdAt', '<', new Date(new Date(q.createdTo).getTime() + 86_400_000));
  const page = await pageOf(
    query.select([
      'id',
      'fullName',
      'username',
      'email',
      'phone',
      'idType',
      'status',
      'createdAt',
      'lastSignInAt',
    ]),
    q,
    { sorts: SORTABLE, fallback: 'id' },
  );
  return {
    ...page,
    data: page.data.map((row) => ({
      ...row,
      idType: row.idType as IdType,
      createdAt: iso(row.createdAt) as string,
      lastSignInAt: iso(row.lastSignInAt),
    })),
  };
}

/** Usernames are unique in a school whatever their case. */
export async function assertUsernameFree(ctx: RequestContext<unknown>, username: string, self?: number) {
  let query = ctx.db.select('users').where(sql<boolean>`lower(username) = lower(${username})`);
  if (self) query = query.where('id', '!=', self);
  if (await query.select('id').executeTakeFirst())
    throw fieldError('username', ctx.t('errors.usernameTaken'));
}
