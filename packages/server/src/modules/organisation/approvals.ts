import {
  type ApprovalRequest,
  type ApprovalSummary,
  type ApproveFlow,
  type ApproveStatusValue,
  contract,
  type RequestKind,
} from '@saola/core/api';
import { APPROVE_STATUS } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { sql } from 'kysely';
import type { RequestStep } from '../../db/schema';
import { ok, type RequestContext } from '../../http/context';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { CONFLICT_MESSAGES, mayDecide, pendingFacts } from '../../policy/approval-independence';
import { approverOf, decide } from './approval-machine';

const { approveFlow: flowApi, approveSetting: settingApi, approval: api } = contract;

const managesFlows = (ctx: RequestContext<unknown>) =>
  !!ctx.auth && hasRight(ctx.auth.user, RIGHTS.approvalFlow);

async function usedFor(db: ScopedDb, idFlow: number): Promise<RequestKind[]> {
  const rows = await db
    .select('approveSettings')
    .where('idFlow', '=', idFlow)
    .select('kind')
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

async function oneFlow(ctx: RequestContext<unknown>, id: number): Promise<ApproveFlow> {
  const flow = await ctx.db.select('approveFlows').where('id', '=', id).selectAll().executeTakeFirst();
  if (!flow) throw notFound();
  const steps = await ctx.db
    .select('approveFlowSteps')
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'approveFlowSteps.idUser')
        .onRef('users.idSite', '=', 'approveFlowSteps.idSite'),
    )
    .leftJoin('units', (join) =>
      join
        .onRef('units.id', '=', 'approveFlowSteps.idUnit')
        .onRef('units.idSite', '=', 'approveFlowSteps.idSite'),
    )
    .where('approveFlowSteps.idFlow', '=', id)
    .orderBy('approveFlowSteps.position')
    .select([
      'approveFlowSteps.name',
      'approveFlowSteps.description',
      'approveFlowSteps.approverKind',
      'approveFlowSteps.idUser',
      'users.fullName as userName',
      'approveFlowSteps.idUnit',
      'units.name as unitName',
    ])
    .execute();
  return {
    id: flow.id,
    code: flow.code,
    name: flow.name,
    steps,
    usedFor: await usedFor(ctx.db, id),
    createdAt: iso(flow.createdAt),
  };
}

type FlowFields = (typeof flowApi.add.payload)['TYPE'];

/** A flow's steps, each with the approver its kind names (a person or a unit of this school). */
async function checkSteps(ctx: RequestContext<unknown>, p: FlowFields) {
  if (!p.steps.length) throw fieldError('steps', ctx.t('orgError.stepsRequired'));
  const steps = p.steps.map((step, index) => {
    const idUser = step.approverKind === 'user' ? (step.idUser ?? null) : null;
    const idUnit = step.approverKind === 'unitManager' ? (step.idUnit ?? null) : null;
    if (step.approverKind === 'user' && !idUser)
      throw fieldError(`steps.${index}.idUser`, ctx.t('orgError.approverRequired'));
    if (step.approverKind === 'unitManager' && !idUnit)
      throw fieldError(`steps.${index}.idUnit`, ctx.t('orgError.approverRequired'));
    return {
      position: index,
      name: step.name.trim(),
      description: (step.description ?? '').trim(),
      approverKind: step.approverKind,
      idUser,
      idUnit,
    };
  });
  await ownIds(
    ctx.db,
    'users',
    steps.flatMap((s) => (s.idUser ? [s.idUser] : [])),
  );
  await ownIds(
    ctx.db,
    'units',
    steps.flatMap((s) => (s.idUnit ? [s.idUnit] : [])),
  );
  return steps;
}

async function assertCodeFree(ctx: RequestContext<unknown>, code: string, self?: number) {
  let query = ctx.db.select('approveFlows').where(sql<boolean>`lower(code) = lower(${code.trim()})`);
  if (self) query = query.where('id', '!=', self);
  if (await query.select('id').executeTakeFirst()) throw fieldError('code', ctx.t('orgError.flowCodeTaken'));
}

/**
 * Saves a flow with its steps. A step's person keeps the appointment she had in the flow before (who named her,
 * when); one named anew is appointed by the caller now, which approval independence reads.
 */
async function saveFlow(ctx: RequestContext<unknown>, p: FlowFields, id?: number): Promise<number> {
  await assertCodeFree(ctx, p.code, id);
  const steps = await checkSteps(ctx, p);
  return ctx.db.transaction(async (tx) => {
    const row = { code: p.code.trim(), name: p.name.trim() };
    const idFlow = id
      ? (
          await tx
            .update('approveFlows')
            .set(row)
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (await tx.insert('approveFlows', row).returning('id').executeTakeFirstOrThrow()).id;
    const before = await tx
      .deleteFrom('approveFlowSteps')
      .where('idFlow', '=', idFlow)
      .returning(['idUser', 'appointedBy', 'appointedAt'])
      .execute();
    const appointment = (idUser: number | null) => {
      if (!idUser) return { appointedBy: null, appointedAt: null };
      const kept = before.find((old) => old.idUser === idUser && old.appointedAt);
      return kept
        ? { appointedBy: kept.appointedBy, appointedAt: kept.appointedAt }
        : { appointedBy: ctx.auth?.user.id ?? null, appointedAt: ctx.services.clock.now() };
    };
    await tx
      .insert(
        'approveFlowSteps',
        steps.map((step) => ({ ...step, ...appointment(step.idUser), idFlow })),
      )
      .execute();
    return idFlow;
  });
}

/** Whether the caller decides some step of a request (then she may read it). */
async function approvesSomeStep(ctx: RequestContext<unknown>, steps: RequestStep[]): Promise<boolean> {
  const me = ctx.auth?.user.id;
  for (const step of steps) if ((await approverOf(ctx.db, step)) === me) return true;
  return false;
}

async function oneRequest(ctx: RequestContext<unknown>, id: number): Promise<ApprovalRequest> {
  const request = await ctx.db
    .select('approvalRequests')
    .leftJoin('users as requester', (join) =>
      join
        .onRef('requester.id', '=', 'approvalRequests.idRequester')
        .onRef('requester.idSite', '=', 'approvalRequests.idSite'),
    )
    .where('approvalRequests.id', '=', id)
    .selectAll('approvalRequests')
    .select('requester.fullName as requesterName')
    .executeTakeFirst();
  if (!request) throw notFound();
  if (!managesFlows(ctx) && !(await approvesSomeStep(ctx, request.steps))) throw notFound();
  const decisions = await ctx.db
    .select('approvalDecisions')
    .where('idRequest', '=', id)
    .selectAll()
    .execute();
  const pending = request.status === APPROVE_STATUS.PENDING;
  const steps = await Promise.all(
    request.steps.map(async (step, index) => {
      const decision = decisions.find((d) => d.step === index);
      const idApprover = await approverOf(ctx.db, step);
      const approver = idApprover
        ? await ctx.db.select('users').where('id', '=', idApprover).select('fullName').executeTakeFirst()
        : undefined;
      return {
        name: step.name,
        approverName: approver?.fullName ?? null,
        status: (decision?.status ??
          (pending && index === request.step ? APPROVE_STATUS.PENDING : null)) as ApproveStatusValue | null,
        decidedBy: decision?.userName ?? null,
        decidedAt: decision ? iso(decision.createdAt) : null,
        reason: decision?.reason ?? null,
      };
    }),
  );
  const current = request.steps[request.step];
  const facts = pending ? (await pendingFacts(ctx.db, [id])).get(id) : undefined;
  const verdict = facts ? mayDecide(ctx, facts) : undefined;
  return {
    id: request.id,
    kind: request.kind,
    targetName: request.targetName,
    flowName: request.flowName,
    step: request.step,
    stepName: current?.name ?? '',
    status: request.status as ApproveStatusValue,
    reason: request.reason,
    requesterName: request.requesterName,
    createdAt: iso(request.createdAt),
    steps,
    canDecide: !!current && !!verdict?.may,
    cannotDecide:
      verdict && !verdict.may && verdict.conflict ? ctx.t(CONFLICT_MESSAGES[verdict.conflict]) : null,
  };
}

export const approvalRoutes = [
  route(flowApi.list, async (ctx) => {
    const query = ctx.db
      .select('approveFlows')
      .select([
        'id',
        'code',
        'name',
        'createdAt',
        sql<number>`(select count(*)::int from approve_flow_steps s where s.id_flow = approve_flows.id)`.as(
          'steps',
        ),
        sql<
          RequestKind[]
        >`array(select a.kind from approve_settings a where a.id_flow = approve_flows.id order by a.kind)`.as(
          'usedFor',
        ),
      ]);
    const page = await pageOf(query, ctx.payload, {
      sorts: { code: 'code', name: 'name', createdAt: 'createdAt' },
      fallback: 'createdAt',
      search: ['code', 'name'],
    });
    return ok({ ...page, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) });
  }),
  route(flowApi.get, async (ctx) => ok(await oneFlow(ctx, ctx.payload.id))),
  route(flowApi.add, async (ctx) =>
    ok(await oneFlow(ctx, await saveFlow(ctx, ctx.payload)), ctx.t('common.saved')),
  ),
  route(flowApi.edit, async (ctx) => {
    await oneFlow(ctx, ctx.payload.id);
    return ok(await oneFlow(ctx, await saveFlow(ctx, ctx.payload, ctx.payload.id)), ctx.t('common.saved'));
  }),
  route(flowApi.delete, async (ctx) => {
    const ids = await ownIds(ctx.db, 'approveFlows', ctx.payload.ids);
    if (!ids.length) return ok({ deleted: 0 }, ctx.t('common.deleted'));
    if (await ctx.db.select('approveSettings').where('idFlow', 'in', ids).select('kind').executeTakeFirst())
      throw fieldError('ids', ctx.t('orgError.flowInUse'));
    // Requests already opened keep their copied steps; they only lose the link to the flow.
    const gone = await ctx.db.deleteFrom('approveFlows').where('id', 'in', ids).returning('id').execute();
    return ok({ deleted: gone.length }, ctx.t('common.deleted'));
  }),

  route(settingApi.get, async (ctx) => {
    const rows = await ctx.db.select('approveSettings').select(['kind', 'idFlow']).execute();
    const of = (kind: RequestKind) => rows.find((r) => r.kind === kind)?.idFlow ?? null;
    return ok({ member: of('member'), course: of('course') });
  }),
  route(settingApi.edit, async (ctx) => {
    const chosen = { member: ctx.payload.member, course: ctx.payload.course };
    await ownIds(
      ctx.db,
      'approveFlows',
      Object.values(chosen).flatMap((id) => (id ? [id] : [])),
    );
    await ctx.db.transaction(async (tx) => {
      await tx.deleteFrom('approveSettings').execute();
      await tx
        .insert(
          'approveSettings',
          (Object.keys(chosen) as RequestKind[]).map((kind) => ({ kind, idFlow: chosen[kind] })),
        )
        .execute();
    });
    return ok(chosen, ctx.t('common.saved'));
  }),

  route(api.list, async (ctx) => {
    // What waits for me: requests at a step I approve (those I may not decide too, to see why), and for the
    // owner those whose approver may not decide them or is missing.
    const me = ctx.auth?.user.id;
    const mine = [...(await pendingFacts(ctx.db))]
      .filter(([, facts]) => facts.idApprover === me || mayDecide(ctx, facts).may)
      .map(([id]) => id);
    let query = ctx.db
      .select('approvalRequests')
      .leftJoin('users as requester', (join) =>
        join
          .onRef('requester.id', '=', 'approvalRequests.idRequester')
          .onRef('requester.idSite', '=', 'approvalRequests.idSite'),
      )
      .where(sql<boolean>`approval_requests.id = any(${mine})`)
      .select([
        'approvalRequests.id',
        'approvalRequests.kind',
        'approvalRequests.targetName',
        'approvalRequests.flowName',
        'approvalRequests.step',
        sql<string>`approval_requests.steps -> approval_requests.step ->> 'name'`.as('stepName'),
        sql<number>`jsonb_array_length(approval_requests.steps)`.as('steps'),
        'approvalRequests.status',
        'requester.fullName as requesterName',
        'approvalRequests.createdAt',
      ]);
    if (ctx.payload.kind) query = query.where('approvalRequests.kind', '=', ctx.payload.kind);
    const page = await pageOf(query, ctx.payload, {
      sorts: { createdAt: 'approvalRequests.createdAt', targetName: 'approvalRequests.targetName' },
      fallback: 'approvalRequests.createdAt',
      search: ['approvalRequests.targetName', 'approvalRequests.flowName'],
      tieBreak: 'approvalRequests.id',
    });
    return ok({
      ...page,
      data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) }) as ApprovalSummary),
    });
  }),

  route(api.get, async (ctx) => ok(await oneRequest(ctx, ctx.payload.id))),

  route(api.decide, async (ctx) => {
    const { id, step, decision } = ctx.payload;
    // Someone who is no approver of the request learns nothing of it: not found, as for another school's id.
    await oneRequest(ctx, id);
    await decide(ctx, id, { step, approve: decision === 'approve', reason: ctx.payload.reason ?? '' });
    return ok(await oneRequest(ctx, id), ctx.t('common.saved'));
  }),

  route(api.log, async (ctx) => {
    if (!managesFlows(ctx)) throw forbidden();
    let query = ctx.db
      .select('approvalDecisions')
      .innerJoin('approvalRequests', (join) =>
        join
          .onRef('approvalRequests.id', '=', 'approvalDecisions.idRequest')
          .onRef('approvalRequests.idSite', '=', 'approvalDecisions.idSite'),
      )
      .select([
        'approvalDecisions.id',
        'approvalDecisions.idRequest',
        'approvalRequests.kind',
        'approvalRequests.targetName',
        'approvalRequests.flowName',
        'approvalDecisions.step',
        'approvalDecisions.stepName',
        'approvalDecisions.userName',
        'approvalDecisions.status',
        'approvalDecisions.reason',
        'approvalDecisions.createdAt',
      ]);
    if (ctx.payload.kind) query = query.where('approvalRequests.kind', '=', ctx.payload.kind);
    if (ctx.payload.status) query = query.where('approvalDecisions.status', '=', ctx.payload.status);
    const page = await pageOf(query, ctx.payload, {
      sorts: { createdAt: 'approvalDecisions.createdAt' },
      fallback: 'approvalDecisions.createdAt',
      search: ['approvalRequests.targetName', 'approvalDecisions.userName', 'approvalRequests.flowName'],
      tieBreak: 'approvalDecisions.id',
    });
    return ok({
      ...page,
      data: page.data.map((r) => ({ ...r, status: r.status as 2 | 3, createdAt: iso(r.createdAt) })),
    });
  }),
];
