import { APPROVE_STATUS } from '@saola/core/constants';
import type { RequestStep } from '../../db/schema';
import { publicOrigin, type RequestContext } from '../../http/context';
import { badRequest, fieldError, forbidden, HttpError, notFound } from '../../http/errors';
import type { ScopedDb } from '../../http/scoped';
import { moveAccount } from '../../policy/account-state';
import { assertMayDecide, pendingFacts } from '../../policy/approval-independence';
import { notifyEvent } from '../notification';

export type RequestKind = 'member' | 'course';

/** The flow a kind of request goes through, with its steps in order; null when none is set. */
async function flowFor(db: ScopedDb, kind: RequestKind) {
  const setting = await db
    .select('approveSettings')
    .innerJoin('approveFlows', (join) =>
      join
        .onRef('approveFlows.id', '=', 'approveSettings.idFlow')
        .onRef('approveFlows.idSite', '=', 'approveSettings.idSite'),
    )
    .where('approveSettings.kind', '=', kind)
    .select(['approveFlows.id', 'approveFlows.name'])
    .executeTakeFirst();
  if (!setting) return null;
  const steps = await db
    .select('approveFlowSteps')
    .where('idFlow', '=', setting.id)
    .orderBy('position')
    .select(['name', 'approverKind', 'idUser', 'idUnit', 'appointedBy', 'appointedAt'])
    .execute();
  const copied: RequestStep[] = steps.map((step) => ({
    ...step,
    appointedAt: step.appointedAt ? step.appointedAt.toISOString() : null,
  }));
  return copied.length ? { ...setting, steps: copied } : null;
}

/**
 * Opens an approval request for `kind` on a target, through the flow set for that kind, inside the caller's
 * transaction. The steps are copied into the request: editing the flow later changes only new requests.
 * Returns false when no flow is set for the kind (nothing opened).
 */
export async function openRequest(
  tx: ScopedDb,
  kind: RequestKind,
  target: { id: number; name: string },
  idRequester: number | null,
): Promise<boolean> {
  const flow = await flowFor(tx, kind);
  if (!flow) return false;
  await tx
    .insert('approvalRequests', {
      kind,
      idFlow: flow.id,
      flowName: flow.name,
      steps: JSON.stringify(flow.steps),
      idTarget: target.id,
      targetName: target.name,
      idRequester,
    })
    .execute();
  return true;
}

/**
 * A new member's registration (an owner's add, or a visitor's sign-up — issue 21 calls this): where
 * moderation is on — a flow is set for member registration, or the member's unit asks for censorship — the
 * member waits inactive with censorship pending; the flow's final approval (or a manual censorship when no
 * flow is set) activates her. Runs inside the caller's transaction. Returns whether she waits.
 */
export async function openMemberRegistration(
  tx: ScopedDb,
  idUser: number,
  idRequester: number | null,
): Promise<boolean> {
  const user = await tx
    .select('users')
    .leftJoin('units', (join) =>
      join.onRef('units.id', '=', 'users.idUnit').onRef('units.idSite', '=', 'users.idSite'),
    )
    .where('users.id', '=', idUser)
    .select(['users.id', 'users.fullName', 'units.requiresCensorship'])
    .executeTakeFirst();
  if (!user) throw notFound();
  const inFlow = await openRequest(tx, 'member', { id: user.id, name: user.fullName }, idRequester);
  if (!inFlow && !user.requiresCensorship) return false;
  await moveAccount(tx, idUser, { by: 'moderation' });
  // Who registered her never decides her registration (policy/approval-independence).
  await tx.update('users').set({ idRegisteredBy: idRequester }).where('id', '=', idUser).execute();
  return true;
}

/** Whether a target has a request still open in a flow (then only the flow decides). */
export async function hasOpenRequest(db: ScopedDb, kind: RequestKind, idTarget: number): Promise<boolean> {
  return !!(await db
    .select('approvalRequests')
    .where('kind', '=', kind)
    .where('idTarget', '=', idTarget)
    .where('status', '=', APPROVE_STATUS.PENDING)
    .select('id')
    .executeTakeFirst());
}

/** Who must decide a step now: the named person, or the named unit's current manager. */
export async function approverOf(db: ScopedDb, step: RequestStep): Promise<number | null> {
  if (step.approverKind === 'user') return step.idUser;
  if (!step.idUnit) return null;
  const unit = await db.select('units').where('id', '=', step.idUnit).select('idManager').executeTakeFirst();
  return unit?.idManager ?? null;
}

/** What the final decision does to the request's target, in the same transaction. */
async function apply(
  ctx: RequestContext<unknown>,
  tx: ScopedDb,
  kind: RequestKind,
  idTarget: number,
  approved: boolean,
  reason: string | null,
) {
  if (kind === 'member') {
    await moveAccount(tx, idTarget, { by: 'flow', approved, reason });
    await notifyEvent(tx.raw, tx.idSite, ctx.services.clock.now(), {
      event: 'approval',
      variant: approved ? 'approved' : 'denied',
      idUsers: [idTarget],
      params: { reason: reason ?? '', link: `${publicOrigin(ctx)}/signIn` },
    });
    return;
  }
  await decideCourse(ctx, tx, idTarget, approved, reason ?? '');
}

/**
 * A course approved or denied (with its reason), by a flow's last step or by hand, and its teacher told by the
 * approval event's channels, in the decision's transaction.
 */
export async function decideCourse(
  ctx: RequestContext<unknown>,
  tx: ScopedDb,
  idCourse: number,
  approved: boolean,
  reason: string,
) {
  const course = await tx
    .update('courses')
    .set({
      approval: approved ? 'approved' : 'denied',
      denialReason: approved ? null : reason,
      updatedAt: ctx.services.clock.now(),
    })
    .where('id', '=', idCourse)
    .returning(['name', 'idTeacher'])
    .executeTakeFirst();
  if (course?.idTeacher)
    await notifyEvent(tx.raw, tx.idSite, ctx.services.clock.now(), {
      event: 'approval',
      variant: approved ? 'courseApproved' : 'courseDenied',
      idUsers: [course.idTeacher],
      params: { course: course.name, reason },
    });
}

/**
 * One decision on a request, the approval state machine held here: the request must still be pending and at
 * the step the approver saw (`step`: none skipped, none decided twice), the caller must be that step's
 * approver and independent of the request (or the owner standing in for one who is not: policy
 * approval-independence), a rejection must say why. The request row is locked for the transaction and moved on by a
 * conditional update, so of two approvers deciding at once exactly one wins and the other is told the
 * request moved on. The final approval or any rejection applies the request in the same transaction.
 */
export async function decide(
  ctx: RequestContext<unknown>,
  idRequest: number,
  input: { step: number; approve: boolean; reason: string },
): Promise<void> {
  const me = ctx.auth?.user;
  if (!me) throw forbidden();
  const reason = input.reason.trim();
  if (!input.approve && !reason) throw fieldError('reason', ctx.t('orgError.reasonRequired'));
  await ctx.db.transaction(async (tx) => {
    const request = await tx
      .select('approvalRequests')
      .where('id', '=', idRequest)
      .selectAll()
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw notFound();
    if (request.status !== APPROVE_STATUS.PENDING || request.step !== input.step)
      throw new HttpError(409, 'orgError.alreadyDecided');
    const step = request.steps[request.step];
    if (!step) throw badRequest('orgError.alreadyDecided');
    const facts = (await pendingFacts(tx, [idRequest])).get(idRequest);
    if (!facts) throw new HttpError(409, 'orgError.alreadyDecided');
    assertMayDecide(ctx, facts);
    const last = request.step === request.steps.length - 1;
    const status = input.approve
      ? last
        ? APPROVE_STATUS.APPROVED
        : APPROVE_STATUS.PENDING
      : APPROVE_STATUS.REJECTED;
    const moved = await tx
      .update('approvalRequests')
      .set({
        step: input.approve && !last ? request.step + 1 : request.step,
        status,
        reason: input.approve ? null : reason,
        decidedAt: status === APPROVE_STATUS.PENDING ? null : ctx.services.clock.now(),
      })
      .where('id', '=', idRequest)
      .where('status', '=', APPROVE_STATUS.PENDING)
      .where('step', '=', request.step)
      .returning('id')
      .execute();
    if (moved.length !== 1) throw new HttpError(409, 'orgError.alreadyDecided');
    await tx
      .insert('approvalDecisions', {
        idRequest,
        step: request.step,
        stepName: step.name,
        idUser: me.id,
        userName: me.fullName,
        status: input.approve ? APPROVE_STATUS.APPROVED : APPROVE_STATUS.REJECTED,
        reason: reason || null,
      })
      .execute();
    if (status !== APPROVE_STATUS.PENDING)
      await apply(
        ctx,
        tx,
        request.kind,
        request.idTarget,
        status === APPROVE_STATUS.APPROVED,
        input.approve ? null : reason,
      );
  });
}
