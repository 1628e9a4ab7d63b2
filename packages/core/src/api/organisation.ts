import { enums, nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { blankOr, email, phone, requiredString } from '../validate/structs';
import { flag, idField, list, listQuery, text, whole } from './fields';
import { accountPayloads, byId, resource, rows } from './resource';

/** The deepest a unit tree may go: a move that would make it deeper is refused. */
export const UNIT_DEPTH_MAX = 20;

export interface Unit {
  id: number;
  name: string;
  idParent: number | null;
  parentName: string | null;
  idManager: number | null;
  managerName: string | null;
  /** Members filed directly in the unit. */
  members: number;
  /** Units directly below it. */
  children: number;
  /** Its managers may see the statistical reports of other units too. */
  canViewOtherReports: boolean;
  /** Members joining it wait for approval. */
  requiresCensorship: boolean;
  createdAt: string;
}

/** A unit in the whole tree, as the tree view and the unit pickers show it. */
export interface UnitNode {
  id: number;
  name: string;
  idParent: number | null;
  managerName: string | null;
  members: number;
}

const unitFields = {
  name: requiredString(200),
  idParent: optional(nullable(idField())),
  idManager: optional(nullable(idField())),
  canViewOtherReports: optional(flag()),
  requiresCensorship: optional(flag()),
};

export const unitPayload = object(unitFields);

const unitResource = resource<Unit, Unit>()('/Lms/Unit', {
  fields: unitFields,
  filters: { idParent: optional(idField()) },
  read: 'admin',
  write: right(RIGHTS.organisation),
});

/**
 * Organisational units. A manager who holds no organisation right sees her units and their subtrees only.
 * Delete refuses a unit that still has members or units below it.
 */
export const unit = {
  ...unitResource,
  /** Every unit the caller may see, flat, each with its superior unit. */
  tree: endpoint<UnitNode[]>()({
    method: 'GET',
    path: '/Lms/Unit/Tree',
    payload: object({}),
    access: 'admin',
  }),
  /** Moves a unit with its whole subtree under another unit (or to the top); never under itself. */
  move: endpoint<Unit>()({
    method: 'PUT',
    path: '/Lms/Unit/Move',
    payload: object({ id: idField(), idParent: nullable(idField()) }),
    access: right(RIGHTS.organisation),
  }),
};

export interface Position {
  id: number;
  name: string;
  description: string;
  positionGroup: string;
  /** Members holding it. */
  members: number;
  createdAt: string;
}

const positionFields = {
  name: requiredString(200),
  description: optional(text(2000)),
  positionGroup: optional(text(200)),
};

export const positionPayload = object(positionFields);

/** Job positions members hold, each in a position group. */
export const position = resource<Position, Position>()('/Lms/Position', {
  fields: positionFields,
  read: 'admin',
  write: right(RIGHTS.organisation),
});

export interface MemberGroup {
  id: number;
  name: string;
  description: string;
  members: number;
  createdAt: string;
}

const memberGroupFields = {
  name: requiredString(200),
  description: optional(text(2000)),
};

export const memberGroupPayload = object(memberGroupFields);

/** Groups of members across units (a training cohort, a project team). */
export const memberGroup = resource<MemberGroup, MemberGroup>()('/Lms/MemberGroup', {
  fields: memberGroupFields,
  read: 'admin',
  write: right(RIGHTS.organisation),
});

/** A member's censorship: waiting, approved, or approval cancelled (with a note saying why). */
export const CENSORSHIPS = ['pending', 'approved', 'cancelled'] as const;
export type Censorship = (typeof CENSORSHIPS)[number];
export const MEMBER_STATUSES = ['active', 'inactive'] as const;

export interface Member {
  id: number;
  fullName: string;
  username: string;
  email: string | null;
  phone: string | null;
  status: 'active' | 'inactive';
  idUnit: number | null;
  unitName: string | null;
  idPosition: number | null;
  positionName: string | null;
  positionGroup: string | null;
  idMemberGroup: number | null;
  memberGroupName: string | null;
  censorship: Censorship;
  censorshipNote: string | null;
  createdAt: string;
  /** SPEC §6: the email and phone were masked by the server; a form leaves them alone. */
  contactsMasked: boolean;
}

const memberFields = {
  fullName: requiredString(150),
  username: requiredString(100),
  email: optional(nullable(blankOr(email()))),
  phone: optional(nullable(blankOr(phone()))),
  idUnit: optional(nullable(idField())),
  idPosition: optional(nullable(idField())),
  idMemberGroup: optional(nullable(idField())),
  status: optional(enums(MEMBER_STATUSES)),
};

/** A member is an account of the school whose password follows the site's policy. */
export const { add: memberAddPayload, edit: memberEditPayload } = accountPayloads(memberFields);

const memberBase = '/Lms/Member';
const memberRead = 'admin' as const;
const memberWrite = right(RIGHTS.organisation);

/**
 * The school's members: learners placed in units, with a position and a member group. A unit manager without
 * the organisation right sees the members of her units and their subtrees. A member added where moderation
 * is on (the unit asks for censorship, or an approval flow is set for member registration) waits for approval.
 */
export const member = {
  ...rows<Member, Member>()(memberBase, {
    list: object({
      ...listQuery,
      /** The unit and every unit below it. */
      idUnit: optional(idField()),
      idPosition: optional(idField()),
      idMemberGroup: optional(idField()),
      status: optional(enums(MEMBER_STATUSES)),
      censorship: optional(enums(CENSORSHIPS)),
    }),
    add: memberAddPayload,
    edit: memberEditPayload,
    read: memberRead,
    write: memberWrite,
  }),
  /** Approves a member, or cancels the approval with a note saying why (required then). */
  censor: endpoint<Member>()({
    method: 'PUT',
    path: `${memberBase}/Censor`,
    payload: object({
      id: idField(),
      censorship: enums(['approved', 'cancelled'] as const),
      note: optional(text(1000)),
    }),
    access: memberWrite,
  }),
};

/** The kinds of request a flow can decide, and who decides a step. */
export const REQUEST_KINDS = ['member', 'course'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const APPROVER_KINDS = ['user', 'unitManager'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];
export const FLOW_STEPS_MAX = 10;

export interface FlowStep {
  name: string;
  description: string;
  approverKind: ApproverKind;
  idUser: number | null;
  userName: string | null;
  idUnit: number | null;
  unitName: string | null;
}

export interface ApproveFlowSummary {
  id: number;
  code: string;
  name: string;
  steps: number;
  /** The request kinds the approval setting sends through it. */
  usedFor: RequestKind[];
  createdAt: string;
}

export interface ApproveFlow extends Omit<ApproveFlowSummary, 'steps'> {
  steps: FlowStep[];
}

const flowStep = object({
  name: requiredString(200),
  description: optional(text(1000)),
  approverKind: enums(APPROVER_KINDS),
  idUser: optional(nullable(idField())),
  idUnit: optional(nullable(idField())),
});

const flowFields = {
  code: requiredString(50),
  name: requiredString(200),
  steps: list(flowStep, FLOW_STEPS_MAX),
};

export const approveFlowPayload = object(flowFields);

/** Approval flows: a code, a name and ordered steps, each decided by a person or a unit's manager. */
export const approveFlow = resource<ApproveFlowSummary, ApproveFlow>()('/Lms/ApproveFlow', {
  fields: flowFields,
  read: right(RIGHTS.approvalFlow),
  write: right(RIGHTS.approvalFlow),
});

export interface ApproveSetting {
  /** The flow member registrations go through; none: active at once (unless the unit asks for censorship). */
  member: number | null;
  /** The flow courses waiting for approval go through; none: an owner approves them by hand. */
  course: number | null;
}

export const approveSettingPayload = object({
  member: nullable(idField()),
  course: nullable(idField()),
});

/** Which requests go through which flow. */
export const approveSetting = {
  get: endpoint<ApproveSetting>()({
    method: 'GET',
    path: '/Lms/ApproveSetting/Get',
    payload: object({}),
    access: right(RIGHTS.approvalFlow),
  }),
  edit: endpoint<ApproveSetting>()({
    method: 'PUT',
    path: '/Lms/ApproveSetting/Edit',
    payload: approveSettingPayload,
    access: right(RIGHTS.approvalFlow),
  }),
};

/** An approval request's status: 1 pending, 2 approved, 3 rejected (SPEC §3). */
export type ApproveStatusValue = 1 | 2 | 3;

export interface ApprovalSummary {
  id: number;
  kind: RequestKind;
  targetName: string;
  flowName: string;
  /** The step waiting, from 0, with its name, and how many steps the flow has. */
  step: number;
  stepName: string;
  steps: number;
  status: ApproveStatusValue;
  requesterName: string | null;
  createdAt: string;
}

export interface ApprovalStepState {
  name: string;
  approverName: string | null;
  /** null: not reached yet. */
  status: ApproveStatusValue | null;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
}

export interface ApprovalRequest extends Omit<ApprovalSummary, 'steps'> {
  reason: string | null;
  steps: ApprovalStepState[];
  /**
   * Whether the caller decides the step waiting now: its approver, unless she asked for the request, it is
   * about her, she teaches its course or she appointed herself today; or the owner, standing in for such an
   * approver (or for none).
   */
  canDecide: boolean;
  /** Why the step's approver, the caller, may not decide it (localized); null otherwise. */
  cannotDecide: string | null;
}

export interface ApprovalLogRow {
  id: number;
  idRequest: number;
  kind: RequestKind;
  targetName: string;
  flowName: string;
  step: number;
  stepName: string;
  userName: string;
  status: 2 | 3;
  reason: string | null;
  createdAt: string;
}

/**
 * The approval requests. `list` is what waits for the caller now; `get` a request's history (for its
 * approvers and those who manage flows); `decide` approves or rejects the step the caller saw, a rejection
 * with its reason; `log` every decision of the school.
 */
export const approval = {
  list: endpoint<Paged<ApprovalSummary>>()({
    method: 'GET',
    path: '/Lms/Approval/List',
    payload: object({ ...listQuery, kind: optional(enums(REQUEST_KINDS)) }),
    access: 'admin',
  }),
  get: endpoint<ApprovalRequest>()({
    method: 'GET',
    path: '/Lms/Approval/Get',
    payload: byId(),
    access: 'admin',
  }),
  decide: endpoint<ApprovalRequest>()({
    method: 'PUT',
    path: '/Lms/Approval/Decide',
    payload: object({
      id: idField(),
      step: whole(0, FLOW_STEPS_MAX),
      decision: enums(['approve', 'reject'] as const),
      reason: optional(text(1000)),
    }),
    access: 'admin',
  }),
  log: endpoint<Paged<ApprovalLogRow>>()({
    method: 'GET',
    path: '/Lms/Approval/Log',
    payload: object({
      ...listQuery,
      kind: optional(enums(REQUEST_KINDS)),
      status: optional(whole(2, 3)),
    }),
    access: right(RIGHTS.approvalFlow),
  }),
};
