import { ID_TYPE } from '@saola/core/constants';
import { dayOf } from '@saola/core/dates';
import type { TranslationKey } from '@saola/core/i18n';
import { sql } from 'kysely';
import type { RequestStep } from '../db/schema';
import type { AuthUser, RequestContext } from '../http/context';
import { forbidden, HttpError } from '../http/errors';
import type { ScopedDb } from '../http/scoped';
import { subtreeOf } from './unit-scope';

/**
 * Approval independence (issue 32). An approval is worth something only if the one deciding is not the one
 * asking: whoever asked for a request, the member it registers, the teacher of the course it approves, and an
 * approver who appointed herself (manager of the step's unit, or the step's person in a flow she saved) on the
 * school day she decides, never decide it. Anyone holding `organisation` or `approval.flow` could otherwise
 * name herself approver and wave her own requests through.
 *
 * Every path that moves an approval status asks `mayDecide`: a flow's step (organisation/approval-machine
 * `decide`), what the waiting list and a request's page offer (organisation/approvals), a member's
 * censorship by hand (`/Lms/Member/Censor`) and a course's approval by hand (`/Lms/Course/Approve`).
 *
 * A request is never left stuck: when the step's approver may not decide it (or the step names nobody, a unit
 * without a manager), the school's owner decides that step in her place, and the request shows on the owner's
 * waiting list. The barred approver still sees it on hers, with why she cannot decide it.
 */
export type Conflict = 'requester' | 'subject' | 'teacher' | 'selfAppointed';

/** What a user is told when the rule bars her from a request she would otherwise decide. */
export const CONFLICT_MESSAGES: Record<Conflict, TranslationKey> = {
  requester: 'orgError.ownRequest',
  subject: 'orgError.ownRequest',
  teacher: 'orgError.ownCourse',
  selfAppointed: 'orgError.selfAppointed',
};

/** What the rule reads about one decision. */
export interface DecisionFacts {
  /** Who decides it: the waiting step's approver now, or for a decision by hand whoever holds its right. */
  idApprover: number | null;
  idRequester: number | null;
  /** The member whose registration it is. */
  idSubject: number | null;
  /** The teacher of the course it approves. */
  idTeacher: number | null;
  /** Who made the approver this step's approver, and when. */
  appointedBy: number | null;
  appointedAt: Date | null;
}

const isOwner = (user: AuthUser) => user.idType === ID_TYPE.OWNER;

function conflictOf(ctx: RequestContext<unknown>, idUser: number, facts: DecisionFacts): Conflict | null {
  if (idUser === facts.idSubject) return 'subject';
  if (idUser === facts.idTeacher) return 'teacher';
  if (idUser === facts.idRequester) return 'requester';
  const zone = ctx.site.timeZone;
  if (
    idUser === facts.idApprover &&
    facts.appointedBy === idUser &&
    facts.appointedAt &&
    dayOf(facts.appointedAt, zone) === dayOf(ctx.services.clock.now(), zone)
  )
    return 'selfAppointed';
  return null;
}

export type Verdict = { may: true } | { may: false; conflict: Conflict | null };

/**
 * Whether the caller may decide a request. Its approver may unless a conflict bars her (then `conflict` says
 * which); the owner may when she is its approver, and steps in when its approver is barred or missing;
 * anyone else may not (`conflict` null).
 */
export function mayDecide(ctx: RequestContext<unknown>, facts: DecisionFacts): Verdict {
  const me = ctx.auth?.user;
  if (!me) return { may: false, conflict: null };
  if (isOwner(me)) {
    const approver = facts.idApprover;
    if (approver === me.id || approver === null || conflictOf(ctx, approver, facts)) return { may: true };
    return { may: false, conflict: null };
  }
  if (facts.idApprover !== me.id) return { may: false, conflict: null };
  const conflict = conflictOf(ctx, me.id, facts);
  return conflict ? { may: false, conflict } : { may: true };
}

/** Refuses the caller a decision `mayDecide` does not give her, saying why when a conflict bars her (403). */
export function assertMayDecide(ctx: RequestContext<unknown>, facts: DecisionFacts): void {
  const verdict = mayDecide(ctx, facts);
  if (!verdict.may)
    throw verdict.conflict ? new HttpError(403, CONFLICT_MESSAGES[verdict.conflict]) : forbidden();
}

/** A waiting request's facts and what it asks for (the dashboard counts members and courses apart). */
export type PendingFacts = DecisionFacts & { kind: 'member' | 'course' };

/**
 * The facts of the requests still waiting (the whole school's, or those `ids`), each at the step it waits at:
 * that step's approver now and who appointed her when, the requester, the member or the course's teacher.
 */
export async function pendingFacts(db: ScopedDb, ids?: number[]): Promise<Map<number, PendingFacts>> {
  const { rows } = await sql<{
    id: number;
    kind: 'member' | 'course';
    idTarget: number;
    idRequester: number | null;
    current: RequestStep | null;
    idManager: number | null;
    managerAppointedBy: number | null;
    managerAppointedAt: Date | null;
    idTeacher: number | null;
  }>`
    select r.id, r.kind, r.id_target as "idTarget", r.id_requester as "idRequester",
      r.steps -> r.step as current, u.id_manager as "idManager",
      u.manager_appointed_by as "managerAppointedBy", u.manager_appointed_at as "managerAppointedAt",
      c.id_teacher as "idTeacher"
    from approval_requests r
    left join units u on u.id_site = r.id_site
      and r.steps -> r.step ->> 'approverKind' = 'unitManager'
      and u.id = (r.steps -> r.step ->> 'idUnit')::int
    left join courses c on c.id_site = r.id_site and r.kind = 'course' and c.id = r.id_target
    where r.id_site = ${db.idSite} and r.status = 1
      ${ids ? sql`and r.id = any(${ids})` : sql``}
  `.execute(db.raw);
  return new Map(
    rows.map((row) => {
      const step = row.current;
      const byName = step?.approverKind === 'user';
      const appointedAt = byName ? step.appointedAt : row.managerAppointedAt;
      return [
        row.id,
        {
          kind: row.kind,
          idApprover: (byName ? step.idUser : row.idManager) ?? null,
          idRequester: row.idRequester,
          idSubject: row.kind === 'member' ? row.idTarget : null,
          idTeacher: row.idTeacher,
          appointedBy: (byName ? step.appointedBy : row.managerAppointedBy) ?? null,
          appointedAt: appointedAt ? new Date(appointedAt) : null,
        },
      ];
    }),
  );
}

/**
 * Whether saving a course would be the caller approving her own course: a teacher who manages every course
 * has her saves approved at once, which for a course she teaches is deciding its approval herself. Only the
 * owner's own courses skip the wait. Path: course/courses (add and edit).
 */
export function approvesOwnCourse(ctx: RequestContext<unknown>, idTeacher: number | null): boolean {
  const me = ctx.auth?.user;
  return !!me && !isOwner(me) && idTeacher === me.id;
}

/**
 * Whether the caller would appoint herself a unit's manager. Only the owner does that: a manager decides her
 * unit's approvals, and one who chose herself (a teacher with `organisation` and no unit of her own has no
 * unit "above" her to be stopped by) would decide them from the next school day on.
 */
export function appointsHerself(ctx: RequestContext<unknown>, idManager: number | null): boolean {
  const me = ctx.auth?.user;
  return !!me && !isOwner(me) && idManager === me.id;
}

/**
 * Whether a unit contains the caller's own place in the tree (the unit she belongs to, or one she manages).
 * Who manages such a unit decides for her and her colleagues, so only the owner appoints its manager or moves
 * it; otherwise a holder of `organisation` could make herself her own superior.
 */
export async function isAboveCaller(
  ctx: RequestContext<unknown>,
  db: ScopedDb,
  id: number,
): Promise<boolean> {
  const me = ctx.auth?.user;
  if (!me || isOwner(me)) return false;
  const mine = await db.select('users').where('id', '=', me.id).select('idUnit').executeTakeFirst();
  const managed = await db.select('units').where('idManager', '=', me.id).select('id').execute();
  const subtree = await subtreeOf(db, db.idSite, id);
  return [mine?.idUnit, ...managed.map((unit) => unit.id)].some((unit) => !!unit && subtree.includes(unit));
}
