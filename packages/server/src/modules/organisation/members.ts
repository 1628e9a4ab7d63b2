import { contract, type Member } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { ok, publicOrigin, type RequestContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { moveAccount } from '../../policy/account-state';
import { assertMayDecide } from '../../policy/approval-independence';
import { contactsFor, seesContacts } from '../../policy/learner-scope';
import { assertRoom } from '../../policy/service-package';
import { subtreeOf, visibleUnits } from '../../policy/unit-scope';
import { assertPasswordPolicy, assertUsernameFree, endSessions, userMatching } from '../auth';
import { notifyEvent } from '../notification';
import { studentsOnly } from '../student';
import { openMemberRegistration } from './approval-machine';

const { member: api } = contract;
const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Members are the school's learner accounts, with the organisation's fields. */
function members(db: ScopedDb) {
  return db
    .select('users')
    .where('users.idType', '=', ID_TYPE.STUDENT)
    .leftJoin('units', (join) =>
      join.onRef('units.id', '=', 'users.idUnit').onRef('units.idSite', '=', 'users.idSite'),
    )
    .leftJoin('positions', (join) =>
      join.onRef('positions.id', '=', 'users.idPosition').onRef('positions.idSite', '=', 'users.idSite'),
    )
    .leftJoin('memberGroups', (join) =>
      join
        .onRef('memberGroups.id', '=', 'users.idMemberGroup')
        .onRef('memberGroups.idSite', '=', 'users.idSite'),
    )
    .select([
      'users.id',
      'users.fullName',
      'users.username',
      'users.email',
      'users.phone',
      'users.status',
      'users.idUnit',
      'units.name as unitName',
      'users.idPosition',
      'positions.name as positionName',
      'positions.positionGroup as positionGroup',
      'users.idMemberGroup',
      'memberGroups.name as memberGroupName',
      'users.censorship',
      'users.censorshipNote',
      'users.createdAt',
    ]);
}

type Row = Omit<Member, 'createdAt'> & { createdAt: Date };
/** A member as the caller may see it: contacts masked by SPEC §6's setting. */
const toMember = (ctx: RequestContext<unknown>, row: Row): Member =>
  contactsFor(ctx, { ...row, createdAt: iso(row.createdAt) });

/** A member the caller may see (a manager: of her units' subtrees), or not found. */
export async function oneMember(
  ctx: RequestContext<unknown>,
  id: number,
  db: ScopedDb = ctx.db,
): Promise<Member> {
  const visible = await visibleUnits(ctx);
  let query = members(db).where('users.id', '=', id);
  if (visible) query = query.where('users.idUnit', 'in', visible.length ? visible : [0]);
  const row = (await query.executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  return toMember(ctx, row);
}

type Fields = Omit<(typeof api.edit.payload)['TYPE'], 'id' | 'password'>;

/** The unit, position and group a form names, each this school's (another school's id is not found). */
async function placement(ctx: RequestContext<unknown>, p: Fields) {
  const idUnit = p.idUnit ?? null;
  const idPosition = p.idPosition ?? null;
  const idMemberGroup = p.idMemberGroup ?? null;
  if (idUnit) await ownIds(ctx.db, 'units', [idUnit]);
  if (idPosition) await ownIds(ctx.db, 'positions', [idPosition]);
  if (idMemberGroup) await ownIds(ctx.db, 'memberGroups', [idMemberGroup]);
  return { idUnit, idPosition, idMemberGroup };
}

const details = (p: Fields) => ({
  fullName: p.fullName.trim(),
  username: p.username.trim(),
  email: blank(p.email),
  phone: blank(p.phone),
});

const SORTS = {
  fullName: 'users.fullName',
  username: 'users.username',
  unit: 'units.name',
  createdAt: 'users.createdAt',
} as const;

export const memberRoutes = [
  route(api.list, async (ctx) => {
    const p = ctx.payload;
    const visible = await visibleUnits(ctx);
    let query = members(ctx.db);
    if (visible) query = query.where('users.idUnit', 'in', visible.length ? visible : [0]);
    if (p.idUnit) query = query.where('users.idUnit', 'in', await subtreeOf(ctx.db, ctx.site.id, p.idUnit));
    if (p.idPosition) query = query.where('users.idPosition', '=', p.idPosition);
    if (p.idMemberGroup) query = query.where('users.idMemberGroup', '=', p.idMemberGroup);
    if (p.status) query = query.where('users.status', '=', p.status);
    if (p.censorship) query = query.where('users.censorship', '=', p.censorship);
    if (p.keyword?.trim()) query = query.where(userMatching(p.keyword, seesContacts(ctx)));
    const page = await pageOf(query, p, { sorts: SORTS, fallback: SORTS.createdAt, tieBreak: 'users.id' });
    return ok({ ...page, data: (page.data as Row[]).map((row) => toMember(ctx, row)) });
  }),

  route(api.get, async (ctx) => ok(await oneMember(ctx, ctx.payload.id))),

  route(api.add, async (ctx) => {
    const { password, status, ...rest } = ctx.payload;
    await assertUsernameFree(ctx, rest.username);
    assertPasswordPolicy(ctx.site, password, 'password', ctx.t);
    const place = await placement(ctx, rest);
    const passwordHash = await ctx.services.passwords.hash(password);
    const id = await ctx.db.transaction(async (tx) => {
      await assertRoom(tx.raw, ctx.site.id, 'learners');
      const created = await tx
        .insert('users', {
          ...details(rest),
          ...place,
          idType: ID_TYPE.STUDENT,
          studentKind: 'registered',
          status: status ?? 'active',
          passwordHash,
          locale: ctx.locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Where moderation is on, the new member waits (inactive) for approval, through the flow if one is set.
      await openMemberRegistration(tx, created.id, ctx.auth?.user.id ?? null);
      return created.id;
    });
    return ok(await oneMember(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const { id, password, status, ...rest } = ctx.payload;
    await oneMember(ctx, id);
    await assertUsernameFree(ctx, rest.username, id);
    const place = await placement(ctx, rest);
    const changes: Record<string, unknown> = { ...details(rest), ...place };
    // A caller shown masked contacts cannot change them: the saved ones stay (SPEC §6).
    if (!seesContacts(ctx)) {
      delete changes.email;
      delete changes.phone;
    }
    if (password) {
      assertPasswordPolicy(ctx.site, password, 'password', ctx.t);
      changes.passwordHash = await ctx.services.passwords.hash(password);
      changes.passwordChangedAt = ctx.services.clock.now();
    }
    await ctx.db.transaction(async (tx) => {
      // A member waiting for approval is activated by the approval, not by the form: the state machine says.
      const moved =
        status && (await moveAccount(tx, id, { by: 'staff', status }, { field: 'status', t: ctx.t }));
      await tx.update('users').set(changes).where('id', '=', id).execute();
      if (password || (moved && moved.transition === 'deactivate')) await endSessions(ctx, tx, id);
    });
    return ok(await oneMember(ctx, id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) => {
    const ids = await studentsOnly(ctx, ctx.payload.ids);
    const deleted = await ctx.db.transaction(async (tx) => {
      // Their open registration requests go with them: nobody is left to approve.
      await tx
        .deleteFrom('approvalRequests')
        .where('kind', '=', 'member')
        .where('idTarget', 'in', ids)
        .execute();
      return tx.deleteFrom('users').where('id', 'in', ids).returning('id').execute();
    });
    return ok({ deleted: deleted.length }, ctx.t('common.deleted'));
  }),

  route(api.censor, async (ctx) => {
    const { id, censorship } = ctx.payload;
    const note = ctx.payload.note?.trim() ?? '';
    await oneMember(ctx, id);
    if (censorship === 'cancelled' && !note) throw fieldError('note', ctx.t('orgError.reasonRequired'));
    // By hand the right decides, so its holder is the approver; whoever registered her never censors her.
    const registered = await ctx.db
      .select('users')
      .where('id', '=', id)
      .select('idRegisteredBy')
      .executeTakeFirstOrThrow();
    assertMayDecide(ctx, {
      idApprover: ctx.auth?.user.id ?? null,
      idRequester: registered.idRegisteredBy,
      idSubject: id,
      idTeacher: null,
      appointedBy: null,
      appointedAt: null,
    });
    await ctx.db.transaction(async (tx) => {
      // A registration waiting in an approval flow is decided by its approvers, step by step, not by hand.
      const moved = await moveAccount(tx, id, { by: 'censor', decision: censorship, note });
      if (!moved) throw notFound();
      if (censorship === 'cancelled') await endSessions(ctx, tx, id);
      const { before } = moved;
      // The same decision saved again is no news to her.
      if (before.censorship !== censorship || (before.censorshipNote ?? null) !== (note || null))
        await notifyEvent(tx.raw, ctx.site.id, ctx.services.clock.now(), {
          event: 'approval',
          variant: censorship === 'approved' ? 'approved' : 'denied',
          idUsers: [id],
          params: { reason: note, link: `${publicOrigin(ctx)}/signIn` },
        });
    });
    return ok(await oneMember(ctx, id), ctx.t('common.saved'));
  }),
];
